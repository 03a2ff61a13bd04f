import { describe, expect, it } from "vitest";
import { STAPLE_KEYS } from "../../app/lib/bar-staples";
import { ingredientTree } from "../../db/seed/content/ingredient-tree";
import { ingredientYields } from "../../db/seed/content/ingredient-yields";
import { recipes } from "../../db/seed/content/recipes";
import type { RecipeSeed } from "../../db/seed/content/types";

// The recipes' text as a reader checks it, on the content modules alone (no database): both languages
// complete, every line an ingredient of the tree, and steps that use only what the lines list (ADR 0012).

type Lang = "de" | "en";
const LANGS: Lang[] = ["en", "de"];
const tree = ingredientTree;
const byKey = new Map(tree.map((n) => [n.key, n]));

// ── What a step may name besides the recipe's lines ──────────────────────────────────────────────────────

/**
 * Words that are a node's name or synonym but that steps use for something else: always, or only when the
 * recipe's lines (with what they stand for, as below) include one of `when`.
 */
const GENERIC_WORDS: Record<Lang, Record<string, { reason: string; when?: string[] }>> = {
  en: {
    garnish: { reason: "the verb and noun of every garnish step, not the tree's garnishes node" },
    juice: { reason: 'the juice a listed fruit gives ("draw the juice")', when: ["fruit"] },
    lemonade: {
      reason: "still lemonade the steps make from listed lemon juice, not the lemon-lime soda",
      when: ["lemon-juice"],
    },
  },
  de: {
    garnitur: { reason: 'the noun of a garnish step ("als Garnitur"), not the garnishes node' },
    saft: { reason: 'the juice a listed fruit gives ("Saft ziehen lassen")', when: ["fruit"] },
  },
};

/** Phrases that contain an ingredient's name but name something else; they hide the words inside them. */
const NOT_INGREDIENTS: Record<Lang, Record<string, string>> = {
  en: {
    "wine glass": "a glass, not wine",
    "fruit tea": "a tea (the line is tea), not fruit",
  },
  de: {},
};

/** Steps that shake, stir, muddle or blend put what they name into the drink. */
const MIXING: Record<Lang, RegExp> = {
  en: /\b(shake|stir|muddle|blend|swizzle|whisk)/i,
  de: /(shaken|rühren|muddeln|zerdrücken|andrücken|mixen|pürieren|stößeln)/i,
};
const GARNISHING: Record<Lang, RegExp> = { en: /\bgarnish/i, de: /garnier|garnitur/i };

/**
 * Steps whose words name an ingredient the recipe does not list, as "lang: word", per slug, each with the
 * reason. The test asserts this list is exact: a new violation fails it, and so does a fixed one still
 * listed. Fix the recipe, then remove its entry.
 */
const KNOWN_VIOLATIONS: Record<string, { found: string[]; reason: string }> = {};

// ── Finding ingredient names in text ─────────────────────────────────────────────────────────────────────

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A name is a whole word or phrase: no letter, digit or hyphen touches it ("Gin-Alternative" is no gin).
const EDGE = "[\\p{L}\\p{N}\\-]";

/** A phrase as a pattern with the forms it takes in running text. */
function formsOf(phrase: string, lang: Lang): string {
  const p = phrase.toLowerCase();
  if (lang === "en") {
    // Plurals: limes, peaches, cherries.
    return p.endsWith("y")
      ? `(?:${escapeRegExp(p)}s?|${escapeRegExp(p.slice(0, -1))}ies)`
      : `${escapeRegExp(p)}(?:s|es)?`;
  }
  // German: "Limette(n)", and an adjective in front declines ("mit alkoholfreiem Sekt").
  const words = p.split(" ").map(escapeRegExp);
  const adjective = words.length > 1 ? /^(.{3,}?)(er|es|e)$/.exec(words[0]!) : null;
  if (adjective) words[0] = `${adjective[1]}(?:e|er|es|en|em)`;
  return `${words.join(" ")}${p.endsWith("e") ? "n?" : ""}`;
}

type Phrase = { phrase: string; key: string | null; pattern: RegExp };

function phrasesOf(lang: Lang): Phrase[] {
  const list: { phrase: string; key: string | null }[] = [];
  for (const node of tree) {
    for (const phrase of [node[lang], ...((lang === "en" ? node.synonymsEn : node.synonymsDe) ?? [])]) {
      list.push({ phrase, key: node.key });
    }
  }
  for (const phrase of Object.keys(NOT_INGREDIENTS[lang])) list.push({ phrase, key: null });
  // Longest first, so "lime juice" is found before "lime" and hides it.
  return list
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map((p) => ({ ...p, pattern: new RegExp(`(?<!${EDGE})${formsOf(p.phrase, lang)}(?!${EDGE})`, "giu") }));
}

const PHRASES: Record<Lang, Phrase[]> = { en: phrasesOf("en"), de: phrasesOf("de") };
const KNOWN_PHRASES: Record<Lang, Set<string>> = {
  en: new Set(PHRASES.en.map((p) => p.phrase.toLowerCase())),
  de: new Set(PHRASES.de.map((p) => p.phrase.toLowerCase())),
};

/** "apple and orange juice" → "apple juice and orange juice"; "Apfel- und Orangensaft" → "Apfelsaft und …". */
function unfoldShared(text: string, lang: Lang): string {
  if (lang === "en") {
    return text.replace(/\b([a-z]+)(,? (?:and|or) )([a-z]+) ([a-z]+)\b/gi, (all, x, conj, y, tail) =>
      KNOWN_PHRASES.en.has(`${x} ${tail}`.toLowerCase()) && KNOWN_PHRASES.en.has(`${y} ${tail}`.toLowerCase())
        ? `${x} ${tail}${conj}${y} ${tail}`
        : all,
    );
  }
  return text.replace(/(\p{L}+)- (und|oder) (\p{L}+)/gu, (all, x: string, conj: string, y: string) => {
    for (let k = 1; k < y.length; k++) {
      if (KNOWN_PHRASES.de.has(`${x}${y.slice(k)}`.toLowerCase())) return `${x}${y.slice(k)} ${conj} ${y}`;
    }
    return all;
  });
}

/** Ingredient names in a text: longest phrase first, each stretch of text counted once. */
function namesIn(text: string, lang: Lang, overlapping = false): { word: string; key: string }[] {
  const unfolded = unfoldShared(text, lang);
  const taken: [number, number][] = [];
  const found: { word: string; key: string }[] = [];
  for (const { key, pattern } of PHRASES[lang]) {
    for (const m of unfolded.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!overlapping && taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      if (key) found.push({ word: m[0].toLowerCase(), key });
    }
  }
  return found;
}

/**
 * What a garnish text names, generously: every name inside it ("lemon peel spiral" names lemon peel and
 * lemon) and, in German, the first part of a compound ("Limettenspalte" names Limette, "Ananasstück" Ananas).
 */
function garnishKeys(garnish: string, lang: Lang): Set<string> {
  const keys = new Set(namesIn(garnish, lang, true).map((h) => h.key));
  if (lang === "de") {
    for (const word of garnish.toLowerCase().split(/[^\p{L}]+/u)) {
      for (const node of tree) {
        const name = node.de.toLowerCase();
        if (name.includes(" ") || name.length < 4 || word.length <= name.length) continue;
        if (word.startsWith(name) || word.startsWith(name.replace(/e$/, ""))) keys.add(node.key);
      }
    }
  }
  return keys;
}

// ── The tree around a recipe's lines ─────────────────────────────────────────────────────────────────────

const children = new Map<string, string[]>();
for (const node of tree)
  if (node.parent) children.set(node.parent, [...(children.get(node.parent) ?? []), node.key]);

/**
 * Keys a step may name for this recipe: its lines, their ancestors ("juice", "bitters") and descendants
 * (a "vanilla vodka" note under a vodka line), what a listed ingredient yields (a lime line lets a step say
 * "lime juice"), and the staples. Not what a line is made from: yields never run backwards (ADR 0011), so a
 * lime juice line does not give the recipe limes, nor a purée line passion fruit.
 */
function allowedFor(lines: readonly { ing: string; or?: string[] }[]): Set<string> {
  const allowed = new Set<string>(STAPLE_KEYS);
  // A line's alternatives ("rye or bourbon") are listed as much as its ingredient.
  const queue = lines.flatMap((l) => [l.ing, ...(l.or ?? [])]);
  const queued = new Set(queue);
  while (queue.length > 0) {
    const key = queue.pop()!;
    allowed.add(key);
    for (let node = byKey.get(key); node?.parent; node = byKey.get(node.parent)) allowed.add(node.parent);
    const below = [key];
    while (below.length > 0) {
      for (const child of children.get(below.pop()!) ?? []) {
        allowed.add(child);
        below.push(child);
      }
    }
    for (const y of ingredientYields) {
      if (y.source === key && !queued.has(y.target)) {
        queued.add(y.target);
        queue.push(y.target);
      }
    }
  }
  return allowed;
}

type Violation = { slug: string; lang: Lang; step: number; word: string; text: string };

function stepViolations(list: readonly RecipeSeed[]): Violation[] {
  const out: Violation[] = [];
  for (const recipe of list) {
    const allowed = allowedFor(recipe.lines);
    for (const lang of LANGS) {
      const garnish = garnishKeys(recipe[lang].garnish, lang);
      recipe[lang].steps.forEach((text, i) => {
        // A garnish may be named where it is put on the drink, not where it goes into the shaker.
        const mixes = MIXING[lang].test(text) && !GARNISHING[lang].test(text);
        for (const { word, key } of namesIn(text, lang)) {
          if (allowed.has(key)) continue;
          const generic = Object.hasOwn(GENERIC_WORDS[lang], word) ? GENERIC_WORDS[lang][word] : undefined;
          if (generic && (!generic.when || generic.when.some((k) => allowed.has(k)))) continue;
          if (garnish.has(key) && !mixes) continue;
          out.push({ slug: recipe.slug, lang, step: i + 1, word, text });
        }
      });
    }
  }
  return out;
}

// ── Tests ────────────────────────────────────────────────────────────────────────────────────────────────

describe("the ingredient tree", () => {
  it("has unique keys, and every parent is in it", () => {
    const keys = tree.map((n) => n.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const node of tree) {
      if (node.kind === "category") expect(node.parent, node.key).toBeUndefined();
      else expect(byKey.has(node.parent ?? ""), `${node.key} → ${node.parent}`).toBe(true);
    }
  });
});

describe("every recipe's text", () => {
  it("has unique slugs", () => {
    const slugs = recipes.map((r) => r.slug);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it("has name, description and steps in both languages, as many steps in each, and a garnish in both or neither", () => {
    for (const r of recipes) {
      for (const lang of LANGS) {
        const text = r[lang];
        expect(text.name.trim(), `${r.slug} ${lang} name`).not.toBe("");
        expect(text.description.trim(), `${r.slug} ${lang} description`).not.toBe("");
        expect(text.steps.length, `${r.slug} ${lang} steps`).toBeGreaterThan(0);
        for (const step of text.steps) expect(step.trim(), `${r.slug} ${lang} step`).not.toBe("");
      }
      expect(r.de.steps.length, `${r.slug}: steps in German and English`).toBe(r.en.steps.length);
      // A drink served without garnish (the IBA lists none for the Last Word) has none in either language.
      expect(r.de.garnish.trim() === "", `${r.slug}: garnish in one language only`).toBe(
        r.en.garnish.trim() === "",
      );
    }
  });

  it("names only ingredients of the tree in its lines", () => {
    for (const r of recipes) {
      expect(r.lines.length, r.slug).toBeGreaterThan(0);
      for (const line of r.lines) {
        for (const key of [line.ing, ...(line.or ?? [])])
          expect(byKey.has(key), `${r.slug}: ${key}`).toBe(true);
      }
    }
  });
});

describe("steps use only what the lines list", () => {
  it("finds names as a reader does", () => {
    const keys = (text: string, lang: Lang) => namesIn(text, lang).map((h) => h.key);
    expect(keys("Add the lime juice and a lime wedge.", "en")).toEqual(["lime-juice", "lime"]);
    expect(keys("Put apple and orange juice in a pot.", "en").sort()).toEqual([
      "apple-juice",
      "orange-juice",
    ]);
    expect(keys("Apfel- und Orangensaft erhitzen.", "de").sort()).toEqual(["apple-juice", "orange-juice"]);
    expect(keys("Mit alkoholfreiem Sekt auffüllen.", "de")).toEqual(["non-alcoholic-sparkling-wine"]);
    expect(keys("Die Gin-Alternative hineingeben.", "de")).toEqual(["alcohol-free-gin"]);
    expect(keys("Fill a wine glass with ice.", "en")).toEqual([]);
    expect(keys("Zwei Limetten vierteln.", "de")).toEqual(["lime"]);
    expect(keys("In ein Glas geben.", "de")).toEqual([]);
  });

  it("catches a fruit shaken in that only the garnish names, and an ingredient whose line is something else", () => {
    // The Pornstar Martini and the Canchánchara as they were before the content review of ADR 0012.
    const base: Pick<RecipeSeed, "glass" | "method" | "difficulty" | "groups" | "base" | "source"> = {
      glass: "coupe",
      method: "shake",
      difficulty: "easy",
      groups: [],
      base: "vodka",
      source: { title: "test fixture" },
    };
    const fixtures: RecipeSeed[] = [
      {
        ...base,
        slug: "pornstar-before",
        taste: ["sweet"],
        strength: "medium",
        lines: [
          "vodka",
          "passion-fruit-liqueur",
          "passion-fruit-puree",
          "lime-juice",
          "vanilla-syrup",
          "prosecco",
        ].map((ing) => ({ ing, amount: 1, unit: "cl" as const })),
        en: {
          name: "Pornstar Martini",
          description: "…",
          steps: [
            "Shake the pulp of half a passion fruit with all other ingredients except the Prosecco and ice.",
            "Double-strain into a chilled coupe.",
            "Garnish with the other passion fruit half and serve the Prosecco in a shot glass on the side.",
          ],
          garnish: "Half a passion fruit",
        },
        de: {
          name: "Pornstar Martini",
          description: "…",
          steps: [
            "Das Fruchtfleisch einer halben Maracuja mit den übrigen Zutaten außer Prosecco und Eis kräftig shaken.",
            "In eine vorgekühlte Cocktailschale doppelt abseihen.",
            "Mit der zweiten Maracujahälfte garnieren und den Prosecco in einem Shotglas dazu reichen.",
          ],
          garnish: "Halbe Maracuja",
        },
      },
      {
        ...base,
        slug: "canchanchara-before",
        taste: ["sour"],
        strength: "medium",
        lines: ["white-rum", "lime-juice", "honey-syrup", "water"].map((ing) => ({
          ing,
          amount: 1,
          unit: "cl" as const,
        })),
        en: {
          name: "Canchánchara",
          description: "…",
          steps: [
            "Stir honey, lime juice and water in the glass until the honey dissolves.",
            "Add ice and the rum.",
          ],
          garnish: "Lime wedge",
        },
        de: {
          name: "Canchánchara",
          description: "…",
          steps: [
            "Honig, Limettensaft und Wasser im Glas verrühren, bis sich der Honig löst.",
            "Eis und Rum hinzugeben.",
          ],
          garnish: "Limettenspalte",
        },
      },
    ];
    const found = stepViolations(fixtures).map((v) => `${v.slug} ${v.lang} ${v.step}: ${v.word}`);
    expect([...new Set(found)]).toEqual([
      "pornstar-before en 1: passion fruit",
      "pornstar-before de 1: maracuja",
      "canchanchara-before en 1: honey",
      "canchanchara-before de 1: honig",
    ]);
  });

  it("lists exactly the known violations (fix a recipe, then remove its entry)", () => {
    const violations = stepViolations(recipes);
    const found: Record<string, string[]> = {};
    for (const v of violations) {
      const entry = `${v.lang}: ${v.word}`;
      found[v.slug] ??= [];
      if (!found[v.slug]!.includes(entry)) found[v.slug]!.push(entry);
    }
    const known = Object.fromEntries(Object.entries(KNOWN_VIOLATIONS).map(([slug, v]) => [slug, v.found]));
    const detail = violations.map((v) => `${v.slug} (${v.lang}, step ${v.step}): "${v.word}" in: ${v.text}`);
    expect(found, `steps name ingredients no line lists:\n${detail.join("\n")}`).toEqual(known);
    for (const [slug, v] of Object.entries(KNOWN_VIOLATIONS)) expect(v.reason.trim(), slug).not.toBe("");
  });
});
