import { describe, expect, it } from 'vitest';
import { BUILD_FILES, STATEMENT_KEYS, WORKER_PAGES } from '../../service-worker';

const at = (path: string) => `https://agency.example${path}`;

describe('what the service worker keeps (ADR 053)', () => {
  it("keeps the worker's pages in every language: home, status check, applicant copy, verification", () => {
    for (const path of ['/', '/enquiry', '/view-one', '/verify', '/hi/', '/hi', '/ur/view-one', '/ne/verify', '/bn/enquiry', '/fr/enquiry/', '/enquiry?from=sms']) {
      expect(WORKER_PAGES.test(at(path)), path).toBe(true);
    }
  });

  it("never touches the API, the staff's pages, an upload link or other sites", () => {
    const never = [
      '/api/application/fetchApplicationEnquiry', '/api/verify', '/api/files/abc', '/application', '/dashboard', '/login', '/setting',
      '/upload/abcdefghijklmnopqrstuvwxyz012345', '/hi/upload/abc', '/receipt/abc', '/jobs', '/userView', '/xx/enquiry', '/enquiry/extra',
    ];
    for (const path of never) expect(WORKER_PAGES.test(at(path)), path).toBe(false);
    expect(WORKER_PAGES.test('https://agency.example.evil/enquiry/x')).toBe(false);
    expect(BUILD_FILES.test(at('/api/files/assets/x'))).toBe(false);
    expect(BUILD_FILES.test(at('/assets/verify-islands-1.js'))).toBe(true);
    expect(STATEMENT_KEYS.test(at('/.well-known/visadesk-keys.json'))).toBe(true);
    expect(STATEMENT_KEYS.test(at('/.well-known/visadesk-keys.json.bak'))).toBe(false);
  });
});
