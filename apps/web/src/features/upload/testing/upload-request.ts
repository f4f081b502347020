import type { UploadItem, UploadRequest } from '@visadesk/contract';

/** A link's token as the server makes them: 43 base64url characters. */
export const TOKEN = 'k3Jx9_QmZpL2vYt8RwEaN5uHcB1dFgS7oIiK4nMbT0e';

const TEN_MB = 10 * 1024 * 1024;

export const passportItem = (overrides: Partial<UploadItem> = {}): UploadItem => ({
  slot: 'file3',
  extra: '',
  label: { en: 'Passport (front page)', hi: 'पासपोर्ट (पहला पन्ना)', ur: 'پاسپورٹ (پہلا صفحہ)' },
  state: 'asked',
  reason: '',
  maxBytes: TEN_MB,
  ...overrides,
});

export const policeItem = (overrides: Partial<UploadItem> = {}): UploadItem => ({
  slot: '',
  extra: 'Police clearance',
  label: { en: 'Police clearance' },
  state: 'asked',
  reason: '',
  maxBytes: TEN_MB,
  ...overrides,
});

/** What `GET /api/uploads/request` answers for a link asking for a passport page and a police clearance. */
export const uploadRequest = (overrides: Partial<UploadRequest> = {}): UploadRequest => ({
  agency: 'Maple Route Consultancy',
  givenName: 'Asha',
  language: 'en',
  message: 'Please send a clear photo.\nThe whole page, please.',
  expiresAt: '2026-12-05T12:00:00.000Z',
  state: 'open',
  items: [passportItem(), policeItem()],
  ...overrides,
});
