import type { FastifyPluginAsync } from 'fastify';
import { ID_PATTERN, isLanguage, LEDGER_MESSAGES as M, PAGES } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import { isSignedInStaff } from '../staff/auth-plugin.ts';
import { receiptPage } from './receipt-html.ts';
import { receiptSubject } from './receipt-links.ts';
import { findReceipt } from './receipts.ts';

/**
 * The page's own headers: never kept by a cache or a search engine, no referrer, and a policy that
 * runs no script and loads nothing (the receipt's styles are inline, as in its email).
 */
const HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const notFound = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Receipt</title></head><body><p>${escapeHtml(M.receiptNotFound)}</p></body></html>`;

interface ReceiptRequest {
  Params: { entryId: string };
  Querystring: { exp?: string; sig?: string; lang?: string };
}

/**
 * `/receipt/<entryId>` (ADR 051): a payment's printable receipt, for signed-in staff or for the
 * applicant by the signed link on their copy; in the application's language, or `?lang=` for staff
 * printing it in another. Anyone else, and any entry that is no payment, reads the same "not found".
 */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  app.get<ReceiptRequest>(`${PAGES.receipt}/:entryId`, async (request, reply) => {
    reply.headers(HEADERS).type('text/html; charset=utf-8');
    const { entryId } = request.params;
    const { exp, sig, lang } = request.query;
    const signed = typeof exp === 'string' && typeof sig === 'string' && app.files.verify(receiptSubject(entryId), Number(exp), sig);
    const allowed = ID_PATTERN.test(entryId) && (signed || (await isSignedInStaff(app, request)));
    const receipt = allowed ? await findReceipt(app.db, entryId) : null;
    if (!receipt) return reply.code(404).send(notFound);
    const language = typeof lang === 'string' && isLanguage(lang) ? lang : receipt.language;
    return reply.send(receiptPage(receipt.facts, language));
  });
};
