import fc from 'fast-check';

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Percent-encodes for a URL; lone surrogates (which a URL cannot carry as text) become U+FFFD. */
const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** Strings people and attackers actually send: controls, bidi marks, joiners, lone surrogates, huge ones. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202Eevil\u202C',
    '\u200F\u200E',
    '👩‍👩‍👧‍👦',
    '\u200D\u200D\u200D',
    '\uD800',
    '\uDFFF\uD800',
    '\u{10FFFF}',
    'a\u{10FFFF}',
    '😀𝔸\u{E0041}',
    'e\u0301'.repeat(600),
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00%2e%2e%2f',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'data:image/png;base64,AAAA',
    'data:text/html;base64,PHNjcmlwdD4=',
    MEGABYTE,
  ),
  fc.nat({ max: 6000 }).map((n) => 'ab'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, -0, 0.5),
);

/** Anything JSON can carry, weighted towards what a schema gets wrong: wrong types, arrays for scalars, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      hostileString.filter((s) => s.length < 40),
      tie('value'),
      { maxKeys: 4 },
    ),
    fc.integer({ min: 1, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  ),
})).value;

const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

/**
 * A JSON object body as raw text (so `__proto__` survives as a real key): some of the route's
 * fields with valid or hostile values, some missing, plus extra and prototype-polluting keys.
 */
export function hostileJsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const known = Object.entries(fields).map(([key, valid]) =>
    fc.option(fc.tuple(fc.constant(key), fc.oneof(valid, valid, hostileValue)), { nil: undefined }),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        dangerousKey,
        hostileString.filter((s) => s.length < 30),
      ),
      hostileValue,
    ),
    {
      maxLength: 3,
    },
  );
  const object = fc.tuple(fc.tuple(...known), extra).map(([picked, more]) => {
    const entries = [...picked.filter((entry) => entry !== undefined), ...more] as [string, unknown][];
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
  });
  const notAnObject = hostileValue.map((value) => JSON.stringify(value) ?? 'null');
  const malformed = fc.constantFrom('{', '{"a":', '[1,2', '{"text":"\\ud800"', 'nul', '', '{}}', '\u0000');
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 2, arbitrary: notAnObject },
    { weight: 1, arbitrary: malformed },
  );
}

/** A path segment: a valid id, or anything percent-encoded (and a few encodings that are themselves broken). */
export function hostileSegment(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    valid,
    hostileString.filter((s) => s.length < 5000).map(encode),
    fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%ZZ',
      '%ED%A0%80',
      '%C0%AF',
      '..%2F..%2Fapp.db',
      '%00',
      '%2e%2e',
      'a'.repeat(70),
      '0'.repeat(26),
    ),
  );
}

/** A query string: the route's parameters with hostile values, repeated (arrays), or bracketed. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom(...names, '__proto__', 'constructor'),
    hostileString.filter((s) => s.length < 20),
  );
  const value = fc.oneof(
    hostileString.filter((s) => s.length < 3000),
    fc.constantFrom('-1', '0', '1e309', '99999999999999999999', 'NaN', '1.5', '01ARZ3NDEKTSV4RRFFQ69G5FAV'),
  );
  const pair = fc
    .tuple(name, fc.boolean(), value)
    .map(([key, bracket, v]) => `${encode(key)}${bracket ? '[]' : ''}=${encode(v)}`);
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** multipart/form-data that is broken in the ways parsers trip on. */
export function hostileMultipart(
  fileFields: string[],
  textFields: string[],
  png: Buffer,
): fc.Arbitrary<{ body: Buffer; type: string }> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const part = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...textFields, '__proto__', 'constructor'),
        hostileString.filter((s) => s.length < 70_000),
      )
      .map(([field, value]) =>
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
      ),
    fc
      .tuple(
        fc.constantFrom(...fileFields, 'other', '__proto__'),
        fc.constantFrom('a.png', '../../x.png', 'x.svg', '', 'a"b.png'),
        fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'video/mp4', ''),
        fc.oneof(
          fc.constant(png),
          fc.constant(png.subarray(0, 40)),
          fc.constant(Buffer.from('<svg onload="alert(1)"/>')),
          fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        ),
      )
      .map(([field, name, type, bytes]) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        ]),
      ),
  );
  const ending = fc.constantFrom(`--${boundary}--\r\n`, '', `--${boundary}`, '--wrongBoundary--\r\n');
  const type = fc.constantFrom(
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    `multipart/form-data; boundary="${boundary}"`,
    'multipart/form-data; boundary=',
  );
  return fc
    .tuple(fc.array(part, { maxLength: 30 }), ending, type)
    .map(([parts, end, contentType]) => ({ body: Buffer.concat([...parts, Buffer.from(end)]), type: contentType }));
}
