// Text from outside (forms, query strings, cookies) loses control characters before it reaches the database
// or a cookie: PostgreSQL refuses NUL in text, and the others only ever hide things. Tabs and line breaks
// stay, because people type them into multi-line fields.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// A lone half of a surrogate pair is no character at all: JSON and JavaScript strings can carry one, UTF-8
// (and so PostgreSQL) cannot. It becomes U+FFFD, as a browser decoding broken UTF-8 would show it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text from outside, made safe to store: control characters removed, lone surrogates replaced. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * A name as it stands alone (a label, a list item, the start of a sentence): its first letter upper case.
 * German ingredient names are stored as they read after an amount ("3 cl roter Wermut"), so a picker or a
 * shopping list shows "Roter Wermut".
 */
export function standalone(name: string): string {
  const first = name.codePointAt(0);
  if (first === undefined) return name;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase("de") + name.slice(head.length);
}
