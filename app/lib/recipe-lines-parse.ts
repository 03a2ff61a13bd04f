import type { Unit } from "../../db/domain";
import { foldForMatch } from "./ingredient-rank";

// Reading an ingredient line as people write it ("4.5 cl Gin", "1 ½ oz fresh lime juice", "2 dashes
// Angostura bitters", "2 cl Zitronensaft", "Soda zum Auffüllen") into amount, unit and the ingredient's
// name, and finding that name in the ingredient tree (both languages, synonyms). Pure and free of zod, so
// the import's review page could use it anywhere; the tree's names come from app/models.

export type ParsedLine = {
  /** the line as it came (trimmed) */
  text: string;
  amount: number | null;
  unit: Unit;
  /** what is left once amount and unit are read: the ingredient's name as written */
  name: string;
  optional: boolean;
};

/** Unit words in both languages, folded (lower case, no diacritics), longest first when matched. */
const UNIT_WORDS: [string, Unit][] = [
  ["cl", "cl"],
  ["centiliter", "cl"],
  ["centilitre", "cl"],
  ["centiliters", "cl"],
  ["zentiliter", "cl"],
  ["ml", "ml"],
  ["milliliter", "ml"],
  ["millilitre", "ml"],
  ["milliliters", "ml"],
  ["millilitres", "ml"],
  ["oz", "oz"],
  ["fl oz", "oz"],
  ["ounce", "oz"],
  ["ounces", "oz"],
  ["unze", "oz"],
  ["unzen", "oz"],
  ["dash", "dash"],
  ["dashes", "dash"],
  ["spritzer", "dash"],
  ["drop", "drop"],
  ["drops", "drop"],
  ["tropfen", "drop"],
  ["barspoon", "barspoon"],
  ["barspoons", "barspoon"],
  ["bar spoon", "barspoon"],
  ["bar spoons", "barspoon"],
  ["barloffel", "barspoon"],
  ["tsp", "tsp"],
  ["teaspoon", "tsp"],
  ["teaspoons", "tsp"],
  ["tl", "tsp"],
  ["teeloffel", "tsp"],
  ["tbsp", "tbsp"],
  ["tablespoon", "tbsp"],
  ["tablespoons", "tbsp"],
  ["el", "tbsp"],
  ["essloffel", "tbsp"],
  ["piece", "piece"],
  ["pieces", "piece"],
  ["stuck", "piece"],
  ["stk", "piece"],
  ["slice", "slice"],
  ["slices", "slice"],
  ["scheibe", "slice"],
  ["scheiben", "slice"],
  ["wedge", "wedge"],
  ["wedges", "wedge"],
  ["spalte", "wedge"],
  ["spalten", "wedge"],
  ["leaf", "leaf"],
  ["leaves", "leaf"],
  ["blatt", "leaf"],
  ["blatter", "leaf"],
  ["sprig", "sprig"],
  ["sprigs", "sprig"],
  ["zweig", "sprig"],
  ["zweige", "sprig"],
  ["pinch", "pinch"],
  ["pinches", "pinch"],
  ["prise", "pinch"],
  ["prisen", "pinch"],
  ["splash", "splash"],
  ["splashes", "splash"],
  ["schuss", "splash"],
  ["cube", "cube"],
  ["cubes", "cube"],
  ["wurfel", "cube"],
];
const UNIT_BY_WORD = new Map(UNIT_WORDS);
const UNIT_PATTERN = new RegExp(
  `^(${[...UNIT_BY_WORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, "\\s+"))
    .join("|")})\\.?(?:\\s+|$)`,
);

const FRACTIONS: Record<string, number> = {
  "½": 0.5,
  "¼": 0.25,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 0.125,
};
const FRACTION = "([½¼¾⅓⅔⅛])";
/** "1 1/2", "1½", "1/2", "½", "4.5", "4,5"; each followed by a space, a letter ("30ml") or the end. */
const AMOUNTS: [RegExp, (m: RegExpExecArray) => number][] = [
  [/^(\d{1,4})\s+(\d{1,2})\/(\d{1,2})/, (m) => Number(m[1]) + Number(m[2]) / Number(m[3])],
  [new RegExp(`^(\\d{1,4})\\s*${FRACTION}`), (m) => Number(m[1]) + (FRACTIONS[m[2] ?? ""] ?? 0)],
  [/^(\d{1,2})\/(\d{1,2})/, (m) => Number(m[1]) / Number(m[2])],
  [new RegExp(`^${FRACTION}`), (m) => FRACTIONS[m[1] ?? ""] ?? 0],
  [/^(\d{1,4}(?:[.,]\d{1,3})?)/, (m) => Number((m[1] ?? "").replace(",", "."))],
];
/** "1-2 dashes", "2–3 cl": a range reads as its first number. */
const RANGE_REST = /^\s*[-–]\s*\d{1,4}(?:[.,/]\d{1,3})?/;

/** At most this many units of anything: more is a typo or a batch, and the editor refuses it. */
const MAX_AMOUNT = 9999;

/** "Top up with soda", "soda to top", "Soda zum Auffüllen", "Auffüllen mit Soda". */
const TOP_PATTERNS = [
  /^(?:top(?:\s+up)?|fill(?:\s+up)?)(?:\s+(?:with|mit))?\s+(.+)$/i,
  /^(?:auffullen|aufgiessen)\s+mit\s+(.+)$/i,
  /^(.+?)\s*(?:,|\()?\s*(?:to\s+top(?:\s+up)?|top(?:\s+up)?|zum\s+auffullen|auffullen)\)?$/i,
];

function readAmount(text: string): { amount: number | null; rest: string } {
  for (const [pattern, value] of AMOUNTS) {
    const m = pattern.exec(text);
    if (!m) continue;
    let rest = text.slice(m[0].length);
    const range = RANGE_REST.exec(rest);
    if (range) rest = rest.slice(range[0].length);
    // a number glued to a word that is not a unit ("7up") is part of the name
    if (rest !== "" && !/^\s/.test(rest) && !UNIT_PATTERN.test(foldForMatch(rest))) break;
    const amount = value(m);
    if (!(amount > 0) || !Number.isFinite(amount) || amount > MAX_AMOUNT) break;
    return { amount: Math.round(amount * 1000) / 1000, rest: rest.trim() };
  }
  return { amount: null, rest: text };
}

/** The name without what says how it is prepared: "(optional)", "…, freshly squeezed", "of". */
function cleanName(name: string): { name: string; optional: boolean } {
  let optional = false;
  let text = name.replace(/\(([^)]*)\)/g, (_all, inner: string) => {
    if (/^\s*optional\s*$/i.test(inner)) optional = true;
    return " ";
  });
  if (/(^|[\s,])optional\s*$/i.test(text)) {
    optional = true;
    text = text.replace(/[\s,]*optional\s*$/i, "");
  }
  // "…, freshly squeezed" goes; "Rye, Bourbon or Scotch" (a list of alternatives) stays
  if (!/,[^,]*\s(?:or|oder)\s/i.test(text)) text = text.split(",")[0] ?? text;
  text = text.replace(/^\s*(?:of|with|von|mit)\s+/i, "");
  return { name: text.replace(/\s+/g, " ").trim(), optional };
}

/** One ingredient line read into amount, unit and name; a line with neither amount nor unit is all name. */
export function parseIngredientLine(input: string): ParsedLine {
  const text = input.replace(/\s+/g, " ").trim();
  const folded = foldForMatch(text);
  for (const pattern of TOP_PATTERNS) {
    const m = pattern.exec(folded);
    if (m?.[1]) {
      // the name as written, from the original text (same words, their own letters)
      const at = folded.indexOf(m[1]);
      const original = text.slice(at, at + m[1].length) || m[1];
      const { name, optional } = cleanName(original);
      return { text, amount: null, unit: "top", name, optional };
    }
  }
  const { amount, rest } = readAmount(text);
  const unit = UNIT_PATTERN.exec(foldForMatch(rest));
  let name = rest;
  let parsedUnit: Unit | null = null;
  if (unit?.[1]) {
    parsedUnit = UNIT_BY_WORD.get(unit[1].replace(/\s+/g, " ")) ?? null;
    // the same number of words off the original text as the folded unit had
    const words = unit[0].trim().split(/\s+/).length;
    name = rest.split(/\s+/).slice(words).join(" ");
  }
  const cleaned = cleanName(name);
  // "1 lime" is a piece; a line without amount or unit keeps the editor's default unit and no amount
  return {
    text,
    amount,
    unit: parsedUnit ?? (amount !== null ? "piece" : "cl"),
    name: cleaned.name,
    optional: cleaned.optional,
  };
}

export type NameEntry = {
  id: number;
  /** the name in either language and every synonym */
  names: readonly string[];
};

/** The tree's names folded, each to the first ingredient that has it (callers list generic nodes first). */
export function nameIndex(entries: readonly NameEntry[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const entry of entries) {
    for (const name of entry.names) {
      const key = foldForMatch(name);
      if (key !== "" && !index.has(key)) index.set(key, entry.id);
    }
  }
  return index;
}

/** Words that say how fresh or fine something is, dropped from the front when the whole name is unknown. */
const FILLER = new Set([
  "fresh",
  "freshly",
  "squeezed",
  "good",
  "quality",
  "chilled",
  "cold",
  "premium",
  "frisch",
  "frischer",
  "frischem",
  "frischen",
  "frisches",
  "frisch gepresster",
  "gekuhlter",
  "kalter",
]);

export type LineMatch =
  /** the name (or a synonym) exactly, perhaps after fill words such as "fresh" */
  | { kind: "exact"; id: number }
  /** a longer name that contains one of the tree's names ("Plymouth gin" → gin): to be confirmed */
  | { kind: "guess"; id: number }
  | { kind: "none" };

function singular(word: string): string[] {
  if (word.endsWith("ies")) return [`${word.slice(0, -3)}y`];
  if (word.endsWith("es")) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith("s")) return [word.slice(0, -1)];
  return [];
}

/** Finds a line's name in the tree: exactly, after dropping fill words, in the singular, or as a guess. */
export function matchIngredient(name: string, index: ReadonlyMap<string, number>): LineMatch {
  const folded = foldForMatch(name);
  if (folded === "") return { kind: "none" };
  const words = folded.split(" ");
  // drop fill words from the front, one at a time
  for (let start = 0; start < words.length; start++) {
    const rest = words.slice(start);
    const candidate = rest.join(" ");
    const id = index.get(candidate);
    if (id !== undefined) return { kind: "exact", id };
    const last = rest[rest.length - 1] ?? "";
    for (const form of singular(last)) {
      const plural = index.get([...rest.slice(0, -1), form].join(" "));
      if (plural !== undefined) return { kind: "exact", id: plural };
    }
    if (!FILLER.has(words[start] ?? "")) break;
  }
  // the longest run of whole words that is a name, at least three letters long
  let best: { id: number; length: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    for (let j = words.length; j > i; j--) {
      const candidate = words.slice(i, j).join(" ");
      if (candidate.length < 3 || (best && candidate.length <= best.length)) continue;
      const id = index.get(candidate);
      if (id !== undefined) best = { id, length: candidate.length };
    }
  }
  return best ? { kind: "guess", id: best.id } : { kind: "none" };
}

/** "Rye whiskey or Bourbon whiskey", "Rum, Cachaça oder Gin": the names of a line's alternatives. */
const ALTERNATIVES = /\s*,\s*(?:(?:or|oder)\s+)?|\s+(?:or|oder)\s+/i;

/**
 * A line's ingredient and what it accepts instead (as this site's own download writes such a line): when
 * every part of an "or" list is a name of the tree, the first is the line's ingredient and the rest (at
 * most `maxAlternatives`) its alternatives; otherwise the whole name is matched as one.
 */
export function matchLine(
  name: string,
  index: ReadonlyMap<string, number>,
  maxAlternatives: number,
): { match: LineMatch; alternatives: number[] } {
  const whole = matchIngredient(name, index);
  if (whole.kind === "exact") return { match: whole, alternatives: [] };
  const parts = name.split(ALTERNATIVES).filter((p) => p.trim() !== "");
  if (parts.length >= 2 && parts.length <= maxAlternatives + 1) {
    const matches = parts.map((p) => matchIngredient(p, index));
    if (matches.every((m) => m.kind === "exact")) {
      const ids = matches.map((m) => (m.kind === "exact" ? m.id : 0));
      return { match: { kind: "exact", id: ids[0] ?? 0 }, alternatives: [...new Set(ids.slice(1))] };
    }
  }
  return { match: whole, alternatives: [] };
}
