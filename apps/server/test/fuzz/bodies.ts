import fc from 'fast-check';
import { APPLICANT_FIELD_KEYS, DEFAULT_SETTINGS, DOCUMENT_SLOT_KEYS, SettingsSchema } from '@visadesk/contract';
import { applicantFields } from '../../src/seed/factories.ts';
import { TEST_PASSWORD } from '../helpers.ts';
import { jsonValue, poison, poisonArb, text } from './inputs.ts';

export interface Samples {
  png: Buffer;
  jpeg: Buffer;
  pdf: Buffer;
  pngBomb: Buffer;
  jpegBomb: Buffer;
}

export interface Body {
  kind: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const FIELD_NAMES = [
  ...APPLICANT_FIELD_KEYS, 'name', 'password', 'currentPassword', 'confirmPassword', 'role', 'status', 'refreshToken', 'thumbnail', 'title',
  'link', 'order', 'published', 'shownOnNavbar', ...Object.keys(SettingsSchema.shape), '__proto__', 'isAdmin', 'isStatus',
  '_id', 'id', 'image', 'file1', 'label',
];
const FILE_FIELDS = ['image', ...DOCUMENT_SLOT_KEYS, 'file13', 'photo', 'document', ''];

const email = fc.nat(1_000_000).map((n) => `fuzz.${n}@example.com`);
const password = fc.constant('long enough password');

/** A valid body for each JSON route, so a single fuzzed field reaches the code behind validation. */
const BASE_JSON: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  '/api/users/login': fc.record({ email: fc.constantFrom('admin@visadesk.local', 'nobody@example.com'), password }),
  '/api/users/register': fc.record({ name: fc.constant('New Staff'), email, password }),
  '/api/users/add_user': fc.record({ name: fc.constant('New Staff'), email, password, role: fc.constantFrom('admin', 'superadmin') }),
  '/api/users/update_user/:id': fc.record({ name: fc.constant('Renamed Staff'), email }),
  '/api/users/profile': fc.record({ name: fc.constant('The Boss'), currentPassword: fc.constant(TEST_PASSWORD), password, confirmPassword: password }),
  '/api/users/refresh': fc.record({ refreshToken: fc.string({ minLength: 43, maxLength: 43 }) }),
  '/api/users/logout': fc.record({ refreshToken: fc.string({ minLength: 43, maxLength: 43 }) }),
  '/api/slider/updateSlider/:id': fc.record({ title: fc.constant('New content'), order: fc.nat(10) }, { requiredKeys: [] }),
  '/api/settings': fc.constant({ ...DEFAULT_SETTINGS }),
  '/api/application/bulkStatus': fc.record({
    ids: fc.array(fc.stringMatching(/^[0-9a-f]{24}$/), { minLength: 1, maxLength: 3 }),
    status: fc.constantFrom('pending', 'approved', 'rejected'),
    reason: fc.string({ maxLength: 20 }),
  }, { requiredKeys: ['ids', 'status'] }),
};

/** A valid form for each multipart route: text fields and which file part carries what. */
function baseForm(url: string, samples: Samples): fc.Arbitrary<{ fields: Record<string, string>; files: Part[] }> {
  const photo = fc.constantFrom(samples.jpeg, samples.png, samples.pngBomb, samples.jpegBomb);
  if (url.endsWith('/addApplication') || url.includes('/updateApplication/')) {
    return fc.record({
      fields: fc.nat(1_000_000).map((n) => applicantFields({ passport: `FZ${n}`, email: `fz${n}@example.com` })),
      files: photo.map((data) => [{ name: 'image', filename: 'photo.jpg', data }]),
    });
  }
  if (url.includes('/updateApplicationAdd/')) {
    const doc = fc.constantFrom(samples.pdf, samples.png, samples.pngBomb);
    return fc.record({ fields: fc.constant({}), files: fc.tuple(fc.constantFrom(...DOCUMENT_SLOT_KEYS), doc).map(([name, data]) => [{ name, filename: 'letter.pdf', data }]) });
  }
  if (url.includes('/addExtraDocument/')) {
    const doc = fc.constantFrom(samples.pdf, samples.png, samples.pngBomb);
    return fc.record({
      fields: fc.constantFrom(...DEFAULT_SETTINGS.documentLabels).map((label) => ({ label: label.en })),
      files: doc.map((data) => [{ name: 'document', filename: 'report.pdf', data }]),
    });
  }
  if (url.endsWith('/addSlider') || url.includes('/updateSliderImage/')) {
    return fc.record({
      fields: fc.constant({ thumbnail: 'A slide', title: 'Slide content' }),
      files: photo.map((data) => [{ name: 'image', filename: 'slide.png', data }]),
    });
  }
  return fc.constant({ fields: {}, files: [] });
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart body written byte by byte, so names, file names and boundaries can be anything. */
function rawMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`));
    chunks.push(Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MALFORMED_JSON = [
  '{', '}', '{"email":', '[', '{"a":1,}', "{'email':'a'}", 'nul', 'undefined', '\ufeff{}', '{"a":"\\u00"}', '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '1e999999', '"just a string"',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, `"${'a'.repeat(1_100_000)}"`,
];

const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=',
  'application/json; charset=utf-16', 'image/png', 'application/octet-stream', 'application/json, text/plain', '*/*',
  'application/vnd.api+json', 'application/jsonx', 'multipart/mixed; boundary=x',
];

/** Every kind of body for a route: none, fuzzed JSON, broken JSON, wrong types, fuzzed multipart. */
export function bodyArb(url: string, samples: Samples): fc.Arbitrary<Body> {
  const base = BASE_JSON[url] ?? fc.constant({});
  const json = fc
    .tuple(base, fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { maxKeys: 3 }), fc.option(fc.constantFrom(...FIELD_NAMES)))
    .map(([b, changes, drop]): Body => {
      const body: Record<string, unknown> = { ...b, ...changes };
      if (drop) delete body[drop];
      return { kind: 'json', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    });
  const poisonedJson = fc.tuple(base, poisonArb).map(([b, [key, at, what]]): Body => {
    const body: Record<string, unknown> = { ...b };
    const keys = Object.keys(body).filter((k) => typeof body[k] === 'string');
    const chosen = keys[key % Math.max(1, keys.length)];
    if (chosen) body[chosen] = poison(body[chosen] as string, at, what);
    return { kind: 'poisoned json', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  });
  const truncatedJson = fc.tuple(base, fc.double({ min: 0, max: 1, noNaN: true })).map(([b, f]): Body => {
    const whole = JSON.stringify(b);
    return { kind: 'truncated json', payload: whole.slice(0, Math.floor(whole.length * f)), headers: { 'content-type': 'application/json' } };
  });
  const malformed = fc.constantFrom(...MALFORMED_JSON).map((payload): Body => ({ kind: 'malformed json', payload, headers: { 'content-type': 'application/json' } }));
  const wrongType = fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(base.map((b) => JSON.stringify(b)), text)).map(
    ([type, payload]): Body => ({ kind: `as ${type}`, payload, headers: { 'content-type': type } }),
  );
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ kind: 'none', headers: {} }), weight: 1 },
    { arbitrary: json, weight: 3 },
    { arbitrary: poisonedJson, weight: 3 },
    { arbitrary: truncatedJson, weight: 1 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: multipartArb(url, samples), weight: 4 },
  );
}

const fileName = fc.oneof(
  fc.constantFrom('photo.jpg', '../../../../tmp/x.jpg', '..\\..\\x.pdf', 'a.pdf\u0000.exe', '.htaccess', '', 'CON', 'x'.repeat(1000), 'résumé 😀.pdf', 'a"; name="image', 'a\r\nContent-Type: text/html'),
  text,
);

function multipartArb(url: string, samples: Samples): fc.Arbitrary<Body> {
  const data = fc.oneof(
    fc.constantFrom<Buffer | string>(samples.png, samples.jpeg, samples.pdf, samples.pngBomb, samples.jpegBomb, '', 'undefined', '%PDF-', '\u0089PNG'),
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  );
  const extraFile = fc.record({ name: fc.constantFrom(...FILE_FIELDS), filename: fileName, data, type: fc.constantFrom('image/jpeg', 'application/pdf', 'text/html', '') });
  const extraField = fc.record({ name: fc.oneof(fc.constantFrom(...FIELD_NAMES), text), data: text });
  return fc
    .record({
      form: baseForm(url, samples),
      fieldChanges: fc.array(extraField, { maxLength: 3 }),
      poisoned: fc.option(poisonArb, { freq: 2 }),
      extraFiles: fc.array(extraFile, { maxLength: 2 }),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 4 }),
      boundary: fc.constantFrom('fuzzBoundary', 'fuzzBoundary', 'fuzzBoundary', 'other', '', 'x'.repeat(100)),
    })
    .map(({ form, fieldChanges, poisoned, extraFiles, cut, boundary }): Body => {
      const textParts: Part[] = Object.entries(form.fields).map(([name, value]) => ({ name, data: value }));
      const target = poisoned && textParts[poisoned[0] % Math.max(1, textParts.length)];
      if (poisoned && target) target.data = poison(String(target.data), poisoned[1], poisoned[2]);
      const parts = [...textParts, ...fieldChanges, ...form.files, ...extraFiles];
      let payload = rawMultipart(parts, 'fuzzBoundary');
      if (cut !== null) payload = payload.subarray(0, Math.floor(payload.length * cut));
      const header = boundary === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return { kind: `multipart${cut === null ? '' : ' (truncated)'}`, payload, headers: { 'content-type': header } };
    });
}
