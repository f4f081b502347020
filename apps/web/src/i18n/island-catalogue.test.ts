import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { messageIdsOf, reachableSources } from '../../scripts/island-catalogue.ts';

const idOf = (message: string) => generateMessageId(message);

describe("the applicant copy's catalogue, cut to what its islands show (ADR 053)", () => {
  it("follows the copy's imports from its entry, static and dynamic, to the web's own modules only", () => {
    const sources = reachableSources('src/view-one-islands.tsx');
    expect([...sources.keys()]).toEqual(
      expect.arrayContaining([
        'src/view-one-islands.tsx',
        'src/features/enquiry/routes/applicant-copy.tsx',
        'src/features/enquiry/components/copy-notices.tsx',
        'src/components/applicant/copy-proof.tsx',
        // Fetched on use, after the copy is shown.
        'src/components/applicant/qr-drawing.ts',
        'src/features/enquiry/keep/keep-words.ts',
      ]),
    );
    expect([...sources.keys()].filter((file) => !file.startsWith('src/'))).toEqual([]);
    expect(sources.has('src/features/home/components/hero.tsx')).toBe(false);
  });

  it("keeps the copy's words, its labels and the contract's text it names, and leaves out the other pages'", async () => {
    const ids = await messageIdsOf('src/view-one-islands.tsx');
    for (const message of ['Application Status: {status}', 'Scan to check this copy', 'Forget this copy', 'Keep this copy on this phone', 'The photo and document links have expired.']) {
      expect(ids, message).toContain(idOf(message));
    }
    for (const id of ['field.birthCity', 'section.passport', 'application.noApplicationData']) expect(ids).toContain(id);
    // The home page's and the verification page's words, and a contract text the copy never shows.
    for (const message of ['Check an applicant copy', 'Enter the details from your passport to see your application status and your applicant copy.']) {
      expect(ids, message).not.toContain(idOf(message));
    }
    expect(ids).not.toContain('application.enquiryNotFound');
    expect(ids.size).toBeLessThan(150);
  });
});
