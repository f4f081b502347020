import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CallbackInputSchema,
  DEFAULT_LANGUAGE,
  DEMAND_ID_SLOT,
  ID_PATTERN,
  JOBS_PAGE_SHELLS,
  JOBS_PAGE_SLOTS,
  LANGUAGE_CODES,
  jobsPath,
  localisedPath,
  type JobsPageKind,
  type Language,
  type PublicSettings,
} from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { escapeHtml, fillPrerenderedPage } from '../http/prerendered-page.ts';
import type { DemandRow } from './demands.ts';
import { EMPTY_FORM, type CallbackFormState } from './public-form.ts';
import { demandContent, goneContent, homeVacancies, listContent, type DemandPageState } from './public-pages.ts';
import { jobPostings } from './public-postings.ts';
import { countryIn, jobsAddress } from './public-values.ts';
import { callbackMessage, JOB_WORDS } from './public-words.ts';

/** The vacancies pages' shells the web build prerendered, by kind and language. */
export type JobsShells = ReadonlyMap<string, string>;
const shellKey = (kind: JobsPageKind, language: Language) => `${kind}:${language}`;

export function loadJobsShells(webDist: string): JobsShells {
  const shells = new Map<string, string>();
  for (const { kind, language, file } of JOBS_PAGE_SHELLS) {
    const full = path.join(webDist, 'prerendered', file);
    if (existsSync(full)) shells.set(shellKey(kind, language), readFileSync(full, 'utf8'));
  }
  return shells;
}

export interface JobsPagesOptions {
  shells: JobsShells;
  settings: () => Promise<PublicSettings>;
  /** The app's own page, for an address whose shell the build did not write. */
  sendApp: (reply: FastifyReply, url: string) => FastifyReply;
}

interface Rendered {
  kind: JobsPageKind;
  demandId?: string;
  title: string;
  description: string;
  content: string;
}

type CallbackBody = Partial<Record<'name' | 'phone' | 'position', unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the server writes into a vacancies page's shell. */
interface JobsPageOf {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  page: Rendered;
  status: number;
  cache: string;
}

type SendPage = (page: JobsPageOf) => Promise<FastifyReply>;

/** Fills the shell of the page's kind and language with the page and sends it with its status and caching. */
function pageSender(app: FastifyInstance, { shells, settings, sendApp }: JobsPagesOptions): SendPage {
  return async ({ request, reply, language, page, status, cache }) => {
    const shell = shells.get(shellKey(page.kind, language));
    if (!shell) return sendApp(reply, request.url);
    const current = await settings();
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: app.config.timeZone }).format(new Date());
    const html = fillPrerenderedPage(shell, current, app.config.publicUrl, year, language, {
      slots: {
        [JOBS_PAGE_SLOTS.title]: escapeHtml(`${page.title} | ${current.consultancyName}`),
        [JOBS_PAGE_SLOTS.description]: escapeHtml(page.description),
        [JOBS_PAGE_SLOTS.content]: page.content,
        [DEMAND_ID_SLOT]: page.demandId ?? '',
      },
    });
    return reply.code(status).header('cache-control', cache).type('text/html; charset=utf-8').send(html);
  };
}

/** A demand no longer published (on its own address, 410), or none of that id (on the list's shell, 404). */
function gonePage(language: Language, demandId: string | undefined): Rendered {
  const words = JOB_WORDS[language];
  if (demandId === undefined) return { kind: 'list', title: words.notFound, description: words.notFound, content: goneContent(language, 'notFound') };
  return { kind: 'demand', demandId, title: words.gone, description: words.goneText, content: goneContent(language, 'gone') };
}

/** `/jobs/<id>`: the demand's page, with its JobPosting blocks. */
async function demandPage(app: FastifyInstance, settings: PublicSettings, demand: DemandRow, language: Language, state: DemandPageState): Promise<Rendered> {
  const country = countryIn(demand.employerCountry, language);
  const origin = app.config.publicUrl;
  const url = origin === undefined ? undefined : `${origin}${jobsAddress(language, demand.id)}`;
  return {
    kind: 'demand',
    demandId: demand.id,
    title: `${demand.positions.map((position) => position.title).join(', ')} · ${country}`,
    description: JOB_WORDS[language].demandDescription(demand.employerName, country),
    content: demandContent(demand, language, settings, state) + jobPostings(demand, language, settings.consultancyName, url),
  };
}

/** Each field's first message, in the page's language. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], language: Language): CallbackFormState['errors'] {
  const errors: CallbackFormState['errors'] = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'phone' || field === 'position') && !errors[field]) errors[field] = callbackMessage(language, issue.message);
  }
  return errors;
}

/**
 * A call-back posted by the demand's page: checked with the contract's schema (digits of any of the
 * site's scripts read), then left with the service (its limits, 404, 410, the position's check).
 * Thanks by 303 to the page; any refusal is the page again, never stored by a cache.
 */
async function leaveCallback(app: FastifyInstance, options: JobsPagesOptions, send: SendPage, request: FastifyRequest<{ Params: { id: string }; Body: CallbackBody | undefined }>, reply: FastifyReply, language: Language) {
  const { id } = request.params;
  const answer = (page: Rendered, status: number) => send({ request, reply, language, page, status, cache: 'no-store' });
  const demand = ID_PATTERN.test(id) ? await app.demands.publishedOne(id) : null;
  if (demand === null) return answer(gonePage(language, undefined), 404);
  if (demand === undefined) return answer(gonePage(language, id), 410);
  const body = request.body ?? {};
  const values = { name: text(body.name), phone: text(body.phone), position: text(body.position) };
  const refused = async (status: number, form: CallbackFormState, notice?: DemandPageState['notice']) =>
    answer(await demandPage(app, await options.settings(), demand, language, { form, notice }), status);

  const parsed = CallbackInputSchema.safeParse(values);
  if (!parsed.success) return refused(400, { values, errors: fieldErrors(parsed.error.issues, language) });
  try {
    await app.callbacks.leave(id, parsed.data, language, request.ip);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 404) return answer(gonePage(language, undefined), 404);
    if (error.statusCode === 410) return answer(gonePage(language, id), 410);
    if (error.statusCode === 429) {
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      return refused(429, { values, errors: {} }, { kind: 'danger', text: callbackMessage(language, error.message) });
    }
    if (error.statusCode === 400) return refused(400, { values, errors: { position: callbackMessage(language, error.message) } });
    throw error;
  }
  return reply.code(303).header('cache-control', 'no-store').header('location', `${jobsAddress(language, id)}?sent=1#callback`).send();
}

/**
 * `/jobs` and `/jobs/<id>` in every language (ADR 052), and the call-back their form posts: the
 * prerendered shell (the site's frame, stylesheet, fonts and direction) with the vacancies written in
 * by the server. Registered as a plugin of its own, so the urlencoded body parser serves these
 * routes alone.
 */
export async function jobsPages(app: FastifyInstance, options: JobsPagesOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const send = pageSender(app, options);

  for (const language of LANGUAGE_CODES) {
    app.get<{ Querystring: { country?: string } }>(localisedPath(jobsPath('list'), language), async (request, reply) => {
      const country = text(request.query.country).trim().toUpperCase();
      const words = JOB_WORDS[language];
      const page: Rendered = {
        kind: 'list',
        title: words.jobs,
        description: words.listDescription((await options.settings()).consultancyName),
        content: listContent(await app.demands.published(), language, /^[A-Z]{2}$/.test(country) ? country : ''),
      };
      return send({ request, reply, language, page, status: 200, cache: 'no-cache' });
    });

    const demandRoute = localisedPath(jobsPath('demand', ':id'), language);
    app.get<{ Params: { id: string }; Querystring: { sent?: string } }>(demandRoute, async (request, reply) => {
      const { id } = request.params;
      const demand = ID_PATTERN.test(id) ? await app.demands.publishedOne(id) : null;
      if (demand === null) return send({ request, reply, language, page: gonePage(language, undefined), status: 404, cache: 'no-cache' });
      if (demand === undefined) return send({ request, reply, language, page: gonePage(language, id), status: 410, cache: 'no-cache' });
      // After a call-back was left (the 303 above): the thanks, and an empty form.
      const sent = request.query.sent === '1';
      const notice = sent ? { kind: 'success' as const, text: JOB_WORDS[language].messages.callbackSent } : undefined;
      const page = await demandPage(app, await options.settings(), demand, language, { form: EMPTY_FORM, notice });
      return send({ request, reply, language, page, status: 200, cache: sent ? 'no-store' : 'no-cache' });
    });

    app.post<{ Params: { id: string }; Body: CallbackBody | undefined }>(demandRoute, (request, reply) => leaveCallback(app, options, send, request, reply, language));
  }
}

/** The sitemap's vacancies: `/jobs` and each published demand's page, each with its versions in every language. */
export async function jobsSitemapEntries(app: FastifyInstance, origin: string): Promise<string[]> {
  const demands = await app.demands.published();
  const entry = (kind: JobsPageKind, id?: string) => {
    const addressOf = (language: Language) => `${origin}${localisedPath(jobsPath(kind, id), language)}`;
    const alternates = [
      ...LANGUAGE_CODES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${addressOf(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${addressOf(DEFAULT_LANGUAGE)}"/>`,
    ].join('');
    return LANGUAGE_CODES.map((language) => `  <url><loc>${addressOf(language)}</loc>${alternates}</url>`);
  };
  return [...entry('list'), ...demands.flatMap((demand) => entry('demand', demand.id))];
}

/** The home page's open positions in `language` (HTML), or undefined when none is published: the page then keeps its own section. */
export async function homeVacanciesOf(app: FastifyInstance, language: Language): Promise<string | undefined> {
  const demands = await app.demands.published();
  if (demands.length === 0) return undefined;
  return homeVacancies(demands, language);
}
