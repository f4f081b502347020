import { describe, expect, it } from 'vitest';
import { keptByServiceWorker } from '../../service-worker';

const origin = 'https://agency.example';
const kept = (path: string) => keptByServiceWorker(`${origin}${path}`, origin);

describe('what the service worker keeps (ADR 053)', () => {
  it("keeps the worker's pages in every language (home, status check, applicant copy, verification), the build's files and the keys", () => {
    for (const path of ['/', '/enquiry', '/view-one', '/verify', '/hi/', '/hi', '/ur/view-one', '/ne/verify', '/bn/enquiry', '/fr/enquiry/', '/enquiry?from=sms', '/assets/verify-islands-1.js', '/icons/icon-192.png', '/.well-known/visadesk-keys.json']) {
      expect(kept(path), path).toBe(true);
    }
  });

  it("never touches the API, the staff's pages, an upload link or another site", () => {
    const never = [
      '/api/application/fetchApplicationEnquiry', '/api/verify', '/api/files/abc', '/application', '/dashboard', '/login', '/setting',
      '/upload/abcdefghijklmnopqrstuvwxyz012345', '/hi/upload/abc', '/receipt/abc', '/jobs', '/userView', '/xx/enquiry', '/enquiry/extra', '/api/files/assets/x',
    ];
    for (const path of never) expect(kept(path), path).toBe(false);
    expect(keptByServiceWorker('https://agency.example.evil/enquiry', origin)).toBe(false);
    expect(keptByServiceWorker('https://cdn.example/assets/a.js', origin)).toBe(false);
  });
});
