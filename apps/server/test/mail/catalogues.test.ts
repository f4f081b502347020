import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_STEPS, LANGUAGE_CODES, type Language } from '@visadesk/contract';
import { applicantMessage, whatsAppText, type ApplicantEvent, type Sender } from '../../src/mail/applicant-messages.ts';
import { CATALOGUES, i18nFor } from '../../src/mail/mail-i18n.ts';
import { SERVER_ROOT } from '../../src/paths.ts';

/** One language's catalogue as a translator leaves it: id → English and translation. */
async function catalogue(language: Language): Promise<Map<string, { message: string; translation: string }>> {
  const file = path.join(SERVER_ROOT, 'src', 'locales', language, 'messages.po');
  const parsed = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {} as never);
  return new Map(
    Object.entries(parsed)
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, { message: entry.message ?? '', translation: entry.translation ?? '' }]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const OTHERS = LANGUAGE_CODES.filter((language) => language !== 'en');

const sender: Sender = { consultancyName: 'Maple Route Visas', phone: '+977 1 4412345', email: 'desk@maple-route.example', nextSteps: { ...DEFAULT_NEXT_STEPS }, siteUrl: 'https://visas.example' };
const EVENTS: ApplicantEvent[] = [
  { kind: 'registered' },
  ...(['pending', 'approved', 'rejected'] as const).map((status) => ({ kind: 'status' as const, status, reason: 'Checked.' })),
  { kind: 'documents', labels: [{ en: 'Visa' }, { en: 'Medical report' }] },
  { kind: 'stage', name: { en: 'Medical check-up' }, documents: [{ en: 'Medical report' }] },
];

/** The catalogues of the applicant's email (ADR 029): a translator's slip fails here, not in an applicant's inbox. */
describe('the email catalogues', () => {
  it('has the 52 messages of the email in English, each its own translation', async () => {
    const english = await catalogue('en');
    expect(english.size).toBe(52);
    for (const [id, entry] of english) expect([id, entry.translation]).toEqual([id, entry.message]);
  });

  it.each(OTHERS)('%s translates every English message, and nothing else', async (language) => {
    const english = await catalogue('en');
    const translated = await catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...translated].filter(([, entry]) => entry.translation.trim() === '').map(([, entry]) => entry.message);
    expect(untranslated).toEqual([]);
  });

  it.each(OTHERS)('%s keeps the placeholders of each English message, no more and no fewer', async (language) => {
    const differing = [...(await catalogue(language)).values()]
      .filter((entry) => placeholders(entry.translation).join() !== placeholders(entry.message).join())
      .map((entry) => [entry.message, entry.translation]);
    expect(differing).toEqual([]);
  });

  // In ICU MessageFormat `'` quotes: `'{url}'` prints "{url}", not the address. Translations write ’.
  it.each(LANGUAGE_CODES)("%s writes no ' (the typographic ’ instead)", async (language) => {
    expect([...(await catalogue(language)).values()].map((entry) => entry.translation).filter((text) => text.includes("'"))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('the server loads %s as compiled from its .po (run npm run i18n:compile -w @visadesk/server)', async (language) => {
    const compiled = Object.fromEntries([...(await catalogue(language))].map(([id, entry]) => [id, compileMessage(entry.translation)]));
    expect(CATALOGUES[language]).toEqual(compiled);
  });

  it.each(LANGUAGE_CODES)('every message the server writes in %s is in its catalogue (run npm run i18n:extract -w @visadesk/server)', (language) => {
    const missing: string[] = [];
    const i18n = i18nFor(language);
    const stop = i18n.on('missing', ({ id }) => missing.push(id));
    const to = { applicationId: 'a'.repeat(24), givenN: 'Anita', surname: 'Sharma', email: 'anita@example.com', language };
    for (const event of EVENTS) applicantMessage(event, to, sender);
    for (const status of ['pending', 'approved', 'rejected'] as const) whatsAppText(status, 'Checked.', to, sender);
    whatsAppText('pending', '', to, sender, { name: { en: 'Visa' }, documents: [{ en: 'Police clearance certificate' }] });
    stop();
    expect(missing).toEqual([]);
  });
});
