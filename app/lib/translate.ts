// The one translator, on the server and in the browser: what i18next 23 does for our catalogues (nested
// keys, `_one`/`_other` plural keys chosen by Intl.PluralRules, `_zero` for a count of 0, `{{name}}`
// interpolation without escaping, a missing variable left as written, a missing key answered with the key),
// in a few hundred bytes instead of i18next's 40 KB. translate.test.ts holds it to i18next's own answers for
// every key of both catalogues. Loaders, meta and mail translate with it (app/utils/i18n.server.ts), and
// components render through it on both sides (app/components/I18n.tsx), so server HTML and hydration agree
// by construction. docs/decisions/0027-i18n-and-remix-public-api.md.
import type { TFunction } from "i18next";

export type Catalogue = { readonly [key: string]: string | Catalogue };
export type TranslateOptions = { readonly [name: string]: unknown };

/** The value at a dotted path, or undefined. */
export function lookup(messages: Catalogue, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count);
}

/**
 * The text of `key` (its plural form when `options.count` is a number) and the path it was found at, or
 * undefined.
 */
export function resolve(
  messages: Catalogue,
  language: string,
  key: string,
  options?: TranslateOptions,
): { path: string; text: string } | undefined {
  const count = options?.count;
  const candidates: string[] = [];
  if (typeof count === "number") {
    if (count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralForm(language, count)}`);
  }
  candidates.push(key);
  for (const candidate of candidates) {
    const value = lookup(messages, candidate);
    if (typeof value === "string") return { path: candidate, text: value };
  }
  return undefined;
}

const kept = new WeakMap<Catalogue, Map<string, { path: string; text: string }>>();

/**
 * `resolve(messages, language, key, { count })`, remembered per catalogue: a server renders the same texts on
 * every page (24 cards each say "N ratings"). With a count, the answer depends only on whether it is 0 and
 * on its plural form, so that is what is remembered. Only found texts are kept, so the memory is bounded by
 * the catalogue whatever keys are asked for.
 */
export function resolveKept(
  messages: Catalogue,
  language: string,
  key: string,
  count?: unknown,
): { path: string; text: string } | undefined {
  let known = kept.get(messages);
  if (!known) {
    known = new Map();
    kept.set(messages, known);
  }
  const counted = typeof count === "number";
  const memo = counted ? `${key}\0${count === 0 ? "0" : ""}${pluralForm(language, count)}` : key;
  let found = known.get(memo);
  if (!found) {
    found = resolve(messages, language, key, counted ? { count } : undefined);
    if (found) known.set(memo, found);
  }
  return found;
}

/** A variable of a text: as written (`{{ name }}`), its name, and the name split at its dots. */
type Variable = { whole: string; name: string; path: readonly string[] };
/** A text cut at its `{{variables}}`: literal, variable, literal, …, literal. */
type Compiled = (string | Variable)[];
const compiled = new Map<string, Compiled>();
const COMPILED_LIMIT = 5_000;

/**
 * `interpolate(text, options)` with the text cut at its variables once, for the texts of a catalogue (the
 * server's translator): the same answer, without a regular expression over the text on every call.
 */
export function interpolateKept(text: string, options?: TranslateOptions): string {
  if (!options || !text.includes("{{")) return text;
  let parts = compiled.get(text);
  if (!parts) {
    parts = [];
    let last = 0;
    for (const m of text.matchAll(VARIABLE)) {
      const name = (m[1] ?? "").trim();
      parts.push(text.slice(last, m.index), { whole: m[0], name, path: name.split(".") });
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(text, parts);
  }
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    let value: unknown = options;
    for (const name of part.path) {
      value =
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
    }
    if (value === undefined) out += Object.hasOwn(options, part.name) ? "" : part.whole;
    else out += value === null ? "" : String(value);
  }
  return out;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** `{{name}}` replaced by options.name (a dotted path reaches into objects); unknown names stay as written. */
export function interpolate(text: string, options?: TranslateOptions): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(VARIABLE, (whole, name: string) => {
    const path = name.trim();
    let value: unknown = options;
    for (const part of path.split(".")) {
      value =
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (value === undefined) return Object.hasOwn(options, path) ? "" : whole;
    return value === null ? "" : String(value);
  });
}

/** What i18next's t(key, options) answers for this catalogue: the text, or the key when there is none. */
export function translate(
  messages: Catalogue,
  language: string,
  key: string,
  options?: TranslateOptions,
): string {
  const found = resolve(messages, language, key, options);
  return found === undefined ? key : interpolate(found.text, options);
}

/** The key t() was asked for: the first of a list of keys (i18next's fallback keys; we use one). */
export const keyOf = (key: string | readonly string[]): string =>
  typeof key === "string" ? key : (key[0] ?? "");

/** A `t(key, options)` over one language's whole catalogue, typed as i18next's (the keys are checked). */
export function translator(messages: Catalogue, language: string): TFunction {
  return ((key: string | string[], options?: TranslateOptions) =>
    translate(messages, language, keyOf(key), options)) as unknown as TFunction;
}

/** The top-level sections of `messages` named in `sections` (the part of a catalogue a page ships). */
export function pickSections(messages: Catalogue, sections: Iterable<string>): Catalogue {
  const out: Record<string, string | Catalogue> = {};
  for (const s of sections) {
    const value = messages[s];
    if (value !== undefined) out[s] = value;
  }
  return out;
}

/** The section a key belongs to: its first segment. */
export const sectionOf = (key: string): string =>
  key.slice(0, key.includes(".") ? key.indexOf(".") : key.length);

/** A catalogue as the text of a `<script type="application/json">`: `<` escaped so it cannot end the element. */
export const catalogueJson = (messages: Catalogue): string =>
  JSON.stringify(messages).replace(/</g, "\\u003c");
