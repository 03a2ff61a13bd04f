// Text from outside (forms, query strings, cookies) loses control characters before it reaches the database
// or a cookie: PostgreSQL refuses NUL in text, and the others only ever hide things. Tabs and line breaks
// stay, because people type them into multi-line fields.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, "");
}
