import fc from 'fast-check';

/** Strings attackers and broken clients send: traversal, NUL, SQL and regex metacharacters, odd unicode. */
export const NASTY = [
  '', ' ', '../', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f', '..%2f..%2f', '\u0000', 'a\u0000b',
  '%00', "' OR '1'='1", "'; DROP TABLE applications; --", '" OR ""="', '1; select pg_sleep(5)', '%', '_', '\\', '%_%',
  '.*', '(a+)+$', '[', '^$', '(?<x>', '\\d{99999}', '${jndi:ldap://x}', '{{7*7}}', '<script>alert(1)</script>',
  'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e309', '9'.repeat(40), '0x1f', '\u202e\u0041', '\ufeff',
  'ज़ोया', '👩‍👩‍👧', 'Ω≈ç√', '\r\nX-Injected: 1', 'constructor', '__proto__', 'toString', 'admin@visadesk.local',
  '1990-02-30', '2999-01-01', '0000-00-00',
];

/** Characters that break naive code when slipped inside an otherwise valid value. */
export const POISON = ['\u0000', "'", '"', '\\', '%', '_', '.*', '\u202e', '😀', '\r\n', '../', '\ud800', '\u0085', ' '.repeat(5), 'a'.repeat(300)];

/**
 * Where and what to slip into a valid value (applied with `poison`). NUL is drawn most often:
 * PostgreSQL text cannot hold it, so it is the likeliest to get through validation and fail lower.
 */
export const poisonArb = fc.tuple(
  fc.nat(),
  fc.nat(),
  fc.oneof({ arbitrary: fc.constant('\u0000'), weight: 1 }, { arbitrary: fc.constantFrom(...POISON), weight: 2 }),
);

/** Puts `what` at position `at` (modulo the length) of `value`. */
export function poison(value: string, at: number, what: string): string {
  const i = at % (value.length + 1);
  return `${value.slice(0, i)}${what}${value.slice(i)}`;
}

/** Text of every kind: the list above, random code points, lone surrogates, and long runs. */
export const text = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.constantFrom('\ud800', '\udfff', '\u0000', '\u00ad', '\u200b'), maxLength: 8 }), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom('a', 'é', '%', '../', '9'), fc.constantFrom(300, 5000, 100_000)).map(([c, n]) => c.repeat(n)), weight: 1 },
);

/** Any JSON value of a wrong or odd type, for fields that expect a string, number or boolean. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 5 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53, 1e308)), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.array(text, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$ne', '$gt'), text, { maxKeys: 2 }), weight: 1 },
);

/** Percent-encodes every byte that is not unreserved, whatever the string holds (lone surrogates too). */
export function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Raw path segments sent as they are: traversal, encoded traversal and NUL, broken escapes, overlong. */
const RAW_SEGMENTS = ['..', '../..', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%2e%2e%2f%2e%2e', '%00', 'x%00.png', '%', '%zz', '%c0%ae%c0%ae', ';', 'a'.repeat(250)];

/** A value for `:id`: a made-up or real id, a raw traversal, or any text encoded. */
export function idArb(realIds: readonly string[]): fc.Arbitrary<string> {
  const arbs: fc.Arbitrary<string>[] = [
    fc.stringMatching(/^[0-9a-f]{24}$/),
    fc.constantFrom(...RAW_SEGMENTS),
    text.map(encode),
    fc.stringMatching(/^[0-9A-Fa-f]{23,25}$/),
  ];
  if (realIds.length > 0) arbs.push(fc.constantFrom(...realIds));
  return fc.oneof(...arbs);
}

/** A value for a trailing `*`: paths that try to climb out of the folder served. */
export const wildcardArb = fc.oneof(
  fc.constantFrom('../../../../etc/passwd', '..%2f..%2f..%2fpackage.json', '%2e%2e/%2e%2e/package.json', 'index.html%00.js', '....//....//etc/passwd', 'swagger-ui.css'),
  fc.array(fc.constantFrom(...RAW_SEGMENTS, 'static', 'x'), { minLength: 1, maxLength: 4 }).map((s) => s.join('/')),
);

const QUERY_KEYS = ['page', 'limit', 'search', 'search1', 'search2', 'exp', 'sig', '__proto__', 'search[]', 'x'];

/** A query string: known and unknown keys, repeated keys, odd values, sometimes unencoded. */
export const queryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_KEYS),
      fc.oneof(
        text,
        fc.integer().map(String),
        fc.constantFrom('1', '10', '100', '101', '-5', '1.5', '1e3', ''),
        fc.tuple(fc.constantFrom('NP1234567', 'Nepali', '1990-05-06', 'sharma'), poisonArb).map(([v, [at, , what]]) => poison(v, at, what)),
      ),
      fc.boolean(),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => {
    if (pairs.length === 0) return '';
    const parts = pairs.map(([k, v, raw]) => `${encode(k)}=${raw && /^[\x21-\x7e]*$/.test(v) && !/[#&]/.test(v) ? v : encode(v)}`);
    return `?${parts.join('&')}`;
  });
