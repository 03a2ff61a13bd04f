// Generated hostile input for tests/integration/fuzz.test.ts: strings with control characters, lone
// surrogates and percent-encoding junk, query strings, request bodies under many content types (well-formed
// and broken), cookie and origin headers. Everything here is pure: arbitraries and encoders, no database.
import fc from "fast-check";

// ---- characters and strings ----

/**
 * C0 controls (NUL most of all: PostgreSQL refuses it in text), DEL, and invisible or odd characters (NEL,
 * no-break and zero-width space, line separator, bidi override, BOM, U+FFFD, U+FFFF).
 */
export const controlChar = fc.oneof(
  { weight: 2, arbitrary: fc.constant("\u0000") },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
  fc.constantFrom("\u007f", "\u0085", "\u00a0", "\u200b", "\u2028", "\u202e", "\ufeff", "\ufffd", "\uffff"),
);

/** Half of a surrogate pair on its own: not well-formed UTF-16, cannot be encoded as UTF-8. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Pieces with a meaning in URLs, forms, cookies, HTML or SQL, and broken percent-encodings. */
const syntaxPiece = fc.constantFrom(
  "%",
  "%0",
  "%zz",
  "%00",
  "%0a",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%80",
  "%FF",
  "%25",
  "%u0000",
  "&",
  "=",
  "+",
  ";",
  ",",
  ".",
  "..",
  "/",
  "?",
  "#",
  "\\",
  '"',
  "'",
  "<",
  ">",
  "[",
  "]",
  "{",
  "}",
  "\r\n",
  "--",
  " ",
  "*",
  "$",
  "&amp;",
  "'; --",
  "<script>",
);

const junkUnit = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: controlChar },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: syntaxPiece },
);

/** A short string of anything. */
export const junk = fc.string({ unit: junkUnit, maxLength: 24 });

/** A very long string (up to 70 000 UTF-16 units): a repeated piece of junk. */
export const longJunk = fc
  .tuple(junk, fc.integer({ min: 300, max: 70_000 }))
  .map(([piece, length]) =>
    (piece || "x").repeat(Math.ceil(length / Math.max(1, piece.length))).slice(0, length),
  );

/** Values that parsers of numbers, booleans and ids trip over. */
export const edgeValue = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e3",
  "1e999",
  "0x10",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "on",
  "[object Object]",
  "2147483647",
  "2147483648",
  "99999999999",
  "9".repeat(40),
  "\u0000",
  "１２",
);

/** A value with junk put in at some position. */
export function mutated(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const piece = fc.oneof({ weight: 3, arbitrary: controlChar }, junk, loneSurrogate);
  return fc.tuple(valid, piece, fc.nat()).map(([value, piece, at]) => {
    const i = at % (value.length + 1);
    return value.slice(0, i) + piece + value.slice(i);
  });
}

/** For a field: mostly plausible values (so the first checks pass), else mutated ones, junk, edges, very long. */
export function fieldValue(valid?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const anything = fc.oneof(
    { weight: 3, arbitrary: junk },
    { weight: 2, arbitrary: edgeValue },
    { weight: 1, arbitrary: longJunk },
  );
  if (!valid) return anything;
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: mutated(valid) },
    { weight: 3, arbitrary: anything },
  );
}

/** Lone surrogates become U+FFFD, as any UTF-8 encoder does; the rest is kept. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\ufffd");
}

/** What a header value may hold (no NUL, CR, LF, nothing above U+00FF), trimmed: undici refuses the rest. */
export function headerSafe(text: string): string {
  return text.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, "").trim();
}

// ---- query strings ----

export type QueryEntry = [string, string];

/**
 * Node's HTTP server refuses a request line and headers over 16 KiB (431), so longer query strings never
 * reach a loader. (A URL of hundreds of megabytes even aborts Node itself in its URL parser.)
 */
export const QUERY_MAX = 16 * 1024;

/**
 * A query string (without "?"): generated keys (the route's own, other routes', junk) and values, repeated
 * keys, encoded properly, left raw for the URL parser, or half and half; at most QUERY_MAX characters.
 */
export function queryString(values: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const known = Object.keys(values);
  const common = [
    "q",
    "page",
    "i",
    "token",
    "redirectTo",
    "code",
    "sort",
    "dir",
    "restore",
    "_data",
    "index",
  ];
  const key = fc.oneof(
    ...(known.length ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...common) },
    { weight: 2, arbitrary: junk },
  );
  const entry = key.chain((k) =>
    fc.tuple(fc.constant(k), fieldValue(Object.hasOwn(values, k) ? values[k] : undefined)),
  ) as fc.Arbitrary<QueryEntry>;
  return fc
    .record({
      entries: fc.array(entry, { maxLength: 6 }),
      style: fc.constantFrom("encoded", "raw", "mixed"),
      repeat: fc.option(fc.tuple(fc.nat(), fc.integer({ min: 2, max: 2_500 })), { freq: 6 }),
    })
    .map(({ entries, style, repeat }) => {
      const list = [...entries];
      if (repeat && list.length) {
        const one = list[repeat[0] % list.length] as QueryEntry;
        for (let n = 0; n < repeat[1]; n++) list.push(one);
      }
      let query = "";
      for (const [n, [k, v]] of list.entries()) {
        const encode = style === "encoded" || (style === "mixed" && n % 2 === 0);
        const pair = encode
          ? `${encodeURIComponent(wellFormed(k.slice(0, QUERY_MAX)))}=${encodeURIComponent(wellFormed(v.slice(0, QUERY_MAX)))}`
          : `${k}=${v}`;
        query += `${n ? "&" : ""}${pair}`;
        if (query.length >= QUERY_MAX) break;
      }
      return query.slice(0, QUERY_MAX);
    });
}

// ---- request bodies ----

export type FormEntry = [string, string];
export type Body = { kind: string; contentType: string | null; bytes: Uint8Array<ArrayBuffer> };

const utf8 = new TextEncoder();

function concat(parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((p) => (typeof p === "string" ? utf8.encode(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A name as a browser puts it in Content-Disposition: quotes and line breaks percent-encoded. */
function dispositionName(name: string): string {
  return name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function multipart(
  entries: FormEntry[],
  boundary: string,
  options: { files?: Set<number>; newline?: string; rawNames?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const nl = options.newline ?? "\r\n";
  const parts: string[] = [];
  entries.forEach(([name, value], n) => {
    const quoted = options.rawNames ? name : dispositionName(name);
    const file = options.files?.has(n);
    parts.push(
      `--${boundary}${nl}Content-Disposition: form-data; name="${quoted}"${
        file ? `; filename="${dispositionName(value.slice(0, 20))}.txt"${nl}Content-Type: text/plain` : ""
      }${nl}${nl}${value}${nl}`,
    );
  });
  return concat([...parts, `--${boundary}--${nl}`]);
}

const BROKEN_MULTIPART = [
  "other-boundary",
  "no-boundary",
  "empty-boundary",
  "unterminated",
  "truncated",
  "no-disposition",
  "no-name",
  "raw-names",
  "lf-only",
  "junk-part-headers",
  "long-boundary",
  "junk-bytes",
  "preamble",
  "boundary-in-value",
] as const;

function brokenMultipart(
  variant: (typeof BROKEN_MULTIPART)[number],
  entries: FormEntry[],
  boundary: string,
  junkText: string,
  bytes: Uint8Array<ArrayBuffer>,
  cut: number,
): { contentType: string; bytes: Uint8Array<ArrayBuffer> } {
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (variant) {
    case "other-boundary":
      return {
        contentType: `multipart/form-data; boundary=${boundary}x`,
        bytes: multipart(entries, boundary),
      };
    case "no-boundary":
      return { contentType: "multipart/form-data", bytes: multipart(entries, boundary) };
    case "empty-boundary":
      return { contentType: "multipart/form-data; boundary=", bytes: multipart(entries, "") };
    case "unterminated": {
      const body = multipart(entries, boundary);
      return { contentType: type, bytes: body.slice(0, Math.max(0, body.byteLength - boundary.length - 6)) };
    }
    case "truncated": {
      const body = multipart(entries, boundary);
      return { contentType: type, bytes: body.slice(0, cut % (body.byteLength + 1)) };
    }
    case "no-disposition":
      return {
        contentType: type,
        bytes: concat([
          `--${boundary}\r\nContent-Type: text/plain\r\n\r\n${junkText}\r\n--${boundary}--\r\n`,
        ]),
      };
    case "no-name":
      return {
        contentType: type,
        bytes: concat([
          `--${boundary}\r\nContent-Disposition: form-data; filename="x"\r\n\r\n${junkText}\r\n--${boundary}--\r\n`,
        ]),
      };
    case "raw-names":
      return { contentType: type, bytes: multipart(entries, boundary, { rawNames: true }) };
    case "lf-only":
      return { contentType: type, bytes: multipart(entries, boundary, { newline: "\n" }) };
    case "junk-part-headers":
      return {
        contentType: type,
        bytes: concat([
          `--${boundary}\r\nContent-Disposition: ${junkText}\r\n${junkText}: ${junkText}\r\n\r\nx\r\n--${boundary}--\r\n`,
        ]),
      };
    case "long-boundary": {
      const long = `${boundary}${"b".repeat(200)}`;
      return { contentType: `multipart/form-data; boundary=${long}`, bytes: multipart(entries, long) };
    }
    case "junk-bytes":
      return { contentType: type, bytes };
    case "preamble":
      return { contentType: type, bytes: concat([junkText, "\r\n", multipart(entries, boundary)]) };
    case "boundary-in-value":
      return {
        contentType: type,
        bytes: multipart(
          entries.map(([k, v]) => [k, `${v}\r\n--${boundary}\r\n`]),
          boundary,
        ),
      };
  }
}

/** JSON that does not parse, or parses into something other than an object. */
const badJson = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    '{"email": "a@example.com",}',
    "null",
    "[]",
    "42",
    '"text"',
    "true",
    '{"email": "\u0000"}',
    '\ufeff{"email": "a@example.com"}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    `{"a": ${"{".repeat(2_000)}`,
  ),
  junk,
);

/** Values a JSON body may carry in place of the expected strings and booleans. */
const jsonOddValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, [], {}, [""], { a: "b" }, "\u0000", "\ud800"),
  fc.integer(),
  junk,
);

export type BodyOptions = {
  /** field names and plausible values (the form's schema, or the JSON API's fields) */
  fields: Record<string, fc.Arbitrary<string>>;
  /** for the JSON API: fields whose values are not strings (e.g. booleans), with such values */
  jsonFields?: Record<string, fc.Arbitrary<unknown>>;
  /** a JSON API: mostly JSON bodies */
  json?: boolean;
};

/** A value that should not pass: a plausible one with junk in it, junk, an edge value, a very long one. */
export function badValue(valid?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    ...(valid ? [{ weight: 4, arbitrary: mutated(valid) }] : []),
    { weight: 2, arbitrary: junk },
    { weight: 1, arbitrary: edgeValue },
    { weight: 1, arbitrary: longJunk },
  );
}

/**
 * Names that would make conform build something huge or deep if they reached it (the review's findings):
 * a huge list index on a junk name or on one of the form's own, a name of 2,000 dotted parts, prototype
 * keys, broken bracket syntax, and conform's own intent field with an index out of any bound.
 */
export function hostileName(names: string[]): fc.Arbitrary<string> {
  const own = names.length ? fc.constantFrom(...names) : fc.constant("name");
  return fc.oneof(
    fc.constantFrom(
      "a[20000000]",
      "lines[99999].ingredient",
      "lines[99999999999999999999]",
      Array.from({ length: 2000 }, () => "a").join("."),
      `${"x[0]".repeat(200)}`,
      "__proto__.polluted",
      "constructor.prototype.x",
      "a..b",
      "a[",
      "[0]",
      "__state__",
    ),
    own.map((n) => `${n}[20000000]`),
    own.map((n) => `${n}${".x".repeat(50)}`),
    fc.nat(2 ** 31).map((i) => `lines[${i}].amount`),
  );
}

/** conform's intent field with what conform would expand without bound, or cannot read at all. */
const hostileIntent = fc.constantFrom(
  JSON.stringify({ type: "insert", payload: { name: "lines", index: 20000000 } }),
  JSON.stringify({ type: "update", payload: { name: "a[20000000]", value: "1" } }),
  JSON.stringify({ type: "update", payload: { name: "lines", value: [[[[[[[[[[[["x"]]]]]]]]]]]] } }),
  JSON.stringify({ type: "reorder", payload: { name: "lines", from: 0, to: 99999999 } }),
  JSON.stringify({ type: "remove", payload: { name: "lines", index: -1 } }),
  JSON.stringify({ type: "validate", payload: { name: 5 } }),
  "{",
  "null",
  "[]",
);

/**
 * Field entries: every field of the form with a plausible value (so the checks are passed and the action
 * does its work), every field but one bad value (so that value travels as far as it can), or a random
 * subset; then sometimes the honeypot, and junk or repeated names.
 */
export function formEntries(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<FormEntry[]> {
  const names = Object.keys(fields);
  const complete = fc.tuple(
    ...names.map((name) => fc.tuple(fc.constant(name), fields[name] as fc.Arbitrary<string>)),
  );
  const own: fc.Arbitrary<FormEntry[]> = names.length
    ? fc.oneof(
        { weight: 2, arbitrary: complete },
        {
          weight: 4,
          arbitrary: fc
            .nat(names.length - 1)
            .chain((bad) => fc.tuple(complete, fc.constant(bad), badValue(fields[names[bad] as string])))
            .map(([list, bad, value]) => list.map(([k, v], n) => [k, n === bad ? value : v] as FormEntry)),
        },
        {
          // Plausible values with control characters in some: stripped, they pass; raw, they must not hurt.
          weight: 4,
          arbitrary: fc
            .tuple(
              complete,
              fc.array(fc.tuple(fc.boolean(), fc.oneof(fc.constant("\u0000"), controlChar), fc.nat()), {
                minLength: names.length,
              }),
            )
            .map(([list, sprinkles]) =>
              list.map(([k, v], n) => {
                const [use, ch, at] = sprinkles[n] as [boolean, string, number];
                const i = at % (v.length + 1);
                return [k, use ? v.slice(0, i) + ch + v.slice(i) : v] as FormEntry;
              }),
            ),
        },
        {
          weight: 1,
          arbitrary: fc
            .subarray(names)
            .chain((chosen) =>
              fc.tuple(...chosen.map((name) => fc.tuple(fc.constant(name), fieldValue(fields[name])))),
            ),
        },
      )
    : fc.constant([]);
  const honeypot = fc.option(fc.tuple(fc.constant("website"), fc.oneof(fc.constant(""), junk)), {
    freq: 6,
  });
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    fc.array(
      fc.oneof(
        fc.tuple(
          fc.oneof(junk, fc.constantFrom(...names, "intent", "_action"), hostileName(names)),
          fieldValue(),
        ),
        fc.tuple(fc.constant("__intent__"), hostileIntent),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  );
  return fc.tuple(own, honeypot, extra, fc.boolean()).map(([mine, trap, more, junkFirst]) => {
    const list: FormEntry[] = [...(mine as FormEntry[])];
    if (trap) list.push(trap as FormEntry);
    return junkFirst ? [...(more as FormEntry[]), ...list] : [...list, ...(more as FormEntry[])];
  });
}

/** The content types a body may be sent under besides its own. */
const otherContentType = fc.oneof(
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-16",
    "application/x-www-form-urlencoded; charset=nonsense",
    "APPLICATION/X-WWW-FORM-URLENCODED",
    " application/x-www-form-urlencoded ;;;",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="quoted"',
    "multipart/form-data; boundary=a; boundary=b",
    "multipart/mixed; boundary=x",
    "application/json",
    "application/json; charset=latin1",
    "application/vnd.api+json",
    "text/plain",
    "text/plain; charset=utf-8",
    "application/octet-stream",
    "application/xml",
    "*/*",
    ";",
    "form-data",
  ),
  junk.map(headerSafe),
);

/**
 * A body as a browser (or, for the JSON API, a client) sends it: the form's fields (see formEntries),
 * URL-encoded or multipart, or a JSON object; so most of these get past the body parser to the checks.
 */
export function wellFormedBody(options: BodyOptions): fc.Arbitrary<Body> {
  const entries = formEntries(options.fields);
  if (options.json) {
    // Fields the API wants as another type (booleans) get one, mostly.
    const typed = Object.entries(options.jsonFields ?? {});
    return fc
      .tuple(
        entries,
        fc.tuple(...typed.map(([, arb]) => arb)),
        fc.array(fc.nat(3), { minLength: typed.length, maxLength: typed.length }),
      )
      .map(([list, values, dice]) => {
        const object: Record<string, unknown> = Object.fromEntries(list);
        typed.forEach(([name], n) => {
          if (name in object && (dice[n] ?? 0) > 0) object[name] = values[n];
        });
        return {
          kind: "json (well-formed)",
          contentType: "application/json",
          bytes: utf8.encode(JSON.stringify(object)),
        };
      });
  }
  return fc.oneof(
    {
      weight: 3,
      arbitrary: entries.map((list) => ({
        kind: "urlencoded (well-formed)",
        contentType: "application/x-www-form-urlencoded",
        bytes: utf8.encode(new URLSearchParams(list).toString()),
      })),
    },
    entries.map((list) => ({
      kind: "multipart (well-formed)",
      contentType: "multipart/form-data; boundary=----fuzz",
      bytes: multipart(list, "----fuzz"),
    })),
  );
}

/**
 * A request body under a content type: form-encoded (well-formed and raw), multipart (well-formed, with files,
 * broken in many ways), JSON (objects with odd values, not objects, malformed), text/plain, random bytes;
 * sometimes sent under another content type or none at all.
 */
export function requestBody(options: BodyOptions): fc.Arbitrary<Body> {
  const entries = formEntries(options.fields);
  const boundary = fc.oneof(
    fc.constantFrom("----WebKitFormBoundary7MA4YWxkTrZu0gW", "x", "--", "a b", "a;b", "é"),
    fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,40}$/),
  );
  const bytes = fc.uint8Array({ maxLength: 2_048 });
  const jsonOverrides = Object.entries(options.jsonFields ?? {});

  const json = options.json ?? false;
  const w = (form: number, api: number) => (json ? api : form);
  const own: fc.WeightedArbitrary<Body>[] = [
    {
      weight: w(8, 1),
      arbitrary: entries.map((list) => ({
        kind: "urlencoded",
        contentType: "application/x-www-form-urlencoded",
        bytes: utf8.encode(new URLSearchParams(list).toString()),
      })),
    },
    {
      weight: w(2, 1),
      arbitrary: fc.tuple(entries, fc.constantFrom("&", ";", "&&", "\n")).map(([list, separator]) => ({
        kind: "urlencoded-raw",
        contentType: "application/x-www-form-urlencoded",
        bytes: utf8.encode(list.map(([k, v]) => `${k}=${v}`).join(separator)),
      })),
    },
    {
      weight: w(4, 1),
      arbitrary: fc.tuple(entries, boundary).map(([list, b]) => ({
        kind: "multipart",
        contentType: `multipart/form-data; boundary=${b}`,
        bytes: multipart(list, b),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(entries, boundary, fc.uniqueArray(fc.nat(8), { minLength: 1, maxLength: 3 }))
        .map(([list, b, files]) => ({
          kind: "multipart-files",
          contentType: `multipart/form-data; boundary=${b}`,
          bytes: multipart(list, b, { files: new Set(files) }),
        })),
    },
    {
      weight: w(2, 1),
      arbitrary: fc
        .tuple(fc.constantFrom(...BROKEN_MULTIPART), entries, boundary, junk, bytes, fc.nat())
        .map(([variant, list, b, text, raw, cut]) => ({
          kind: `multipart-broken:${variant}`,
          ...brokenMultipart(variant, list, b, text, raw, cut),
        })),
    },
    {
      weight: w(1, 10),
      arbitrary: fc
        .tuple(
          entries,
          fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 3 }),
          jsonOverrides.length ? fc.array(fc.nat(), { maxLength: 2 }) : fc.constant([]),
          fc.array(jsonOddValue, { minLength: 3, maxLength: 3 }),
          jsonOverrides.length
            ? fc.tuple(...jsonOverrides.map(([, arb]) => arb))
            : fc.constant([] as unknown[]),
        )
        .map(([list, odd, pickOverride, oddValues, overrideValues]) => {
          const object: Record<string, unknown> = Object.fromEntries(list);
          const keys = Object.keys(object);
          odd.forEach(([at, use], n) => {
            if (use && keys.length)
              object[keys[at % keys.length] as string] = oddValues[n % oddValues.length];
          });
          for (const at of pickOverride) {
            const index = at % jsonOverrides.length;
            object[jsonOverrides[index]?.[0] as string] = (overrideValues as unknown[])[index];
          }
          return {
            kind: "json",
            contentType: "application/json",
            bytes: utf8.encode(JSON.stringify(object)),
          };
        }),
    },
    {
      weight: w(1, 2),
      arbitrary: badJson.map((text) => ({
        kind: "json-malformed",
        contentType: "application/json",
        bytes: utf8.encode(text),
      })),
    },
    {
      weight: 1,
      arbitrary: entries.map((list) => ({
        kind: "text",
        contentType: "text/plain",
        bytes: utf8.encode(list.map(([k, v]) => `${k}=${v}`).join("\r\n")),
      })),
    },
    {
      weight: 1,
      arbitrary: bytes.map((raw) => ({ kind: "bytes", contentType: "application/octet-stream", bytes: raw })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: "empty",
        contentType: "application/x-www-form-urlencoded",
        bytes: new Uint8Array(),
      }),
    },
  ];
  return fc
    .tuple(
      fc.oneof(...own),
      fc.oneof(
        { weight: 12, arbitrary: fc.constant<"own">("own") },
        { weight: 1, arbitrary: fc.constant<"none">("none") },
        { weight: 2, arbitrary: otherContentType },
      ),
    )
    .map(([body, type]) =>
      type === "own"
        ? body
        : type === "none"
          ? { ...body, kind: `${body.kind} without content type`, contentType: null }
          : { ...body, kind: `${body.kind} as ${type}`, contentType: type },
    );
}

// ---- headers ----

/** Where the request says it comes from: mostly this site (so the CSRF check passes), sometimes not. */
export type Origin = { kind: string; headers: Record<string, string> };

export const origin: fc.Arbitrary<Origin> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.constant({ kind: "same-origin", headers: { "Sec-Fetch-Site": "same-origin" } }),
  },
  fc.constant({ kind: "typed into the address bar", headers: { "Sec-Fetch-Site": "none" } }),
  fc.constant({ kind: "no browser headers", headers: {} }),
  fc.constant({ kind: "origin of this site", headers: { Origin: "http://localhost:3000" } }),
  fc.constant({
    kind: "cross-site",
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
  }),
  fc.constant({ kind: "same-site", headers: { "Sec-Fetch-Site": "same-site" } }),
  fc.constant({ kind: "foreign origin", headers: { Origin: "https://evil.example" } }),
  fc.constant({ kind: "null origin", headers: { Origin: "null" } }),
  junk.map((text) => ({ kind: "junk origin", headers: { Origin: headerSafe(text) || "x" } })),
  junk.map((text) => ({ kind: "junk fetch site", headers: { "Sec-Fetch-Site": headerSafe(text) || "x" } })),
);

/** A value as Remix's createCookie encodes it: base64 of the JSON text (UTF-8). */
export function remixEncoded(value: unknown): string {
  return Buffer.from(JSON.stringify(typeof value === "string" ? wellFormed(value) : value), "utf8").toString(
    "base64",
  );
}

/** Who sends the request; the member's token is filled in when the request is made. */
export type Auth = "anonymous" | "member cookie" | "member bearer" | "junk cookie" | "junk bearer";

export const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Auth>("anonymous") },
  { weight: 5, arbitrary: fc.constant<Auth>("member cookie") },
  { weight: 1, arbitrary: fc.constant<Auth>("member bearer") },
  { weight: 1, arbitrary: fc.constant<Auth>("junk cookie") },
  { weight: 1, arbitrary: fc.constant<Auth>("junk bearer") },
);

/** Other cookies the site reads (bar, language, toast, stashed form), with junk values, and junk ones. */
export const extraCookies: fc.Arbitrary<string[]> = fc.array(
  fc
    .tuple(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom("bar", "lng", "toast", "pending-form", "session", "__Host-session"),
        },
        { weight: 1, arbitrary: junk.map(headerSafe) },
      ),
      fc.oneof(
        fc.constantFrom(
          "1.2.3",
          "de",
          "en",
          "fr",
          "%E0%A4%A",
          "%",
          "%00",
          "1%2C2",
          "\u00e9",
          `${"9".repeat(300)}`,
        ),
        junk.map(headerSafe),
        longJunk.map(headerSafe),
        // as the app encodes its cookies (base64 of JSON), so the junk inside gets past the decoding
        fc.oneof(junk, fc.constantFrom("1.2.3", "de", "en")).map(remixEncoded),
      ),
    )
    .map(([name, value]) => `${name.replace(/[;=]/g, "")}=${value.replace(/;/g, "")}`),
  { maxLength: 3 },
);

/** Headers besides cookies and origin that pages read. */
export const otherHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      "Accept-Language": fc.oneof(fc.constantFrom("en-US,en;q=0.9", "de", "*", "en;q=x", ";;;,,,"), junk),
      "User-Agent": fc.oneof(fc.constantFrom("Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0", ""), longJunk),
      Accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script"),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, headerSafe(v as string).slice(0, 4_000)])),
  );
