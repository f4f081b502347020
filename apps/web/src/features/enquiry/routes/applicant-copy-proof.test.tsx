import { screen } from '@testing-library/react';
import { localisedPath, PAGES, type Language } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/http';
import { readQrImage } from '../../../testing/qr-reading';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { ENQUIRY, PROOF, approvedApplicant } from '../testing/applicant';

afterEach(() => forgetResults());

function openCopy(language: Language, proof = PROOF) {
  mockApi({});
  holdResults(ENQUIRY, [approvedApplicant({ proof })]);
  return renderApp(localisedPath(PAGES.viewOne, language));
}

/** The verification page in the copy's language, the statement after `#` (ADR 053). */
const verifyAddress = (language: Language) => `${window.location.origin}${localisedPath(PAGES.verify, language)}#${PROOF}`;

describe("the applicant copy's QR code", () => {
  it('holds the address of the verification page with the signed statement, named by what it is for', async () => {
    openCopy('en');
    const code = await screen.findByRole('img', { name: 'Scan to check this copy' });
    expect(readQrImage(code)).toBe(verifyAddress('en'));
    expect(screen.getByText("Signed by the agency: a phone's camera opens a page that says whether this copy is genuine.")).toBeInTheDocument();
    // Drawn in black on white, one path for every module: nothing for the CSP to refuse.
    expect(code.querySelectorAll('path')).toHaveLength(1);
    expect(code.querySelector('path')).toHaveAttribute('fill', '#000');
    expect(code.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(code.closest('figure')?.querySelector('[style]')).toBeNull();
  });

  it('leads to the verification page in Hindi from the Hindi copy, and says so in Hindi', async () => {
    openCopy('hi');
    const code = await screen.findByRole('img', { name: 'इस प्रति की जाँच के लिए स्कैन करें' });
    expect(readQrImage(code)).toBe(verifyAddress('hi'));
  });

  it('stays left to right on the Urdu copy, in Urdu words', async () => {
    openCopy('ur');
    const code = await screen.findByRole('img', { name: 'اس نقل کی تصدیق کے لیے اسکین کریں' });
    expect(code.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(readQrImage(code)).toBe(verifyAddress('ur'));
  });

  it('is not there when the copy carries no statement', async () => {
    openCopy('en', '');
    await screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });
    expect(screen.queryByText('Scan to check this copy')).toBeNull();
    expect(document.querySelector('.copy-proof')).toBeNull();
  });
});
