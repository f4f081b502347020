import sharp from 'sharp';
import { APPLICANT_EXAMPLES, type CreateApplicationInput } from '@visadesk/contract';

let sequence = 0;

/** A valid applicant; each call gets its own email and passport. Used by tests and the demo seed. */
export function applicantFields(overrides: Partial<CreateApplicationInput> = {}): Record<string, string> {
  sequence += 1;
  const n = `${Date.now().toString(36)}${sequence}`.toUpperCase();
  return {
    // Every field's example from the fields' table (a field whose example is empty is left out, as the
    // original client leaves out the fields it never had), then what differs from one applicant to the next.
    ...Object.fromEntries(Object.entries(APPLICANT_EXAMPLES).filter(([, example]) => example !== '')),
    email: `anita.${n.toLowerCase()}@example.com`,
    nationalId: `NID-${n}`,
    passport: `PA${n}`.slice(0, 20),
    // The desk names the language of the applicant's email; English, so tests read the spec's words.
    // Tests of the original client, which names none, leave it out (test/routes/api/applications/language.test.ts).
    language: 'en',
    ...overrides,
  } as Record<string, string>;
}

/** A small real image of the given format, made locally. */
export function sampleImage(format: 'png' | 'jpeg' = 'jpeg', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
