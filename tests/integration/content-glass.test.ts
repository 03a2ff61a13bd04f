import { describe, expect, it } from "vitest";
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import { recipes } from "../../db/seed/content/recipes";
import type { RecipeSeed } from "../../db/seed/content/types";

// The glass a recipe's steps pour into is the glass its `glass` field names, called by the label the app
// shows beside the recipe (app/locales/*.ts, `glass`): "in eine vorgekühlte Coupette", "into a chilled coupe".
// Content modules only, no database.

type Lang = "de" | "en";
type GlassKey = RecipeSeed["glass"];
const LANGS: Lang[] = ["de", "en"];
const LABELS: Record<Lang, Record<GlassKey, string>> = {
  de: de.glass as Record<GlassKey, string>,
  en: en.glass as Record<GlassKey, string>,
};

/**
 * Short forms a step may use for a glass besides its label. "Champagne flute" is shortened to "flute" in the
 * English steps because "champagne" there would read as an ingredient (content-text.test.ts), and a Bellini
 * or a Mimosa holds no Champagne.
 */
const SHORT_FORMS: Record<Lang, Partial<Record<GlassKey, string[]>>> = {
  de: {},
  en: { flute: ["flute"] },
};

/**
 * Other names for a serving glass that the steps no longer use, because the page calls that glass by its
 * label: a step saying "Cocktailschale" beside a recipe that shows "Martiniglas" reads as a second glass.
 */
const RETIRED: Record<Lang, string[]> = {
  de: [
    "Cocktailschale",
    "Cocktailglas",
    "Longdrinkglas",
    "Collinsglas",
    "Fizzglas",
    "Stielglas",
    "Tiki-Glas",
    "Old Fashioned",
    "Old-Fashioned-Glas",
    "hohes Glas",
  ],
  en: ["cocktail glass", "old fashioned glass", "stemmed glass", "tiki glass", "tall glass", "narrow glass"],
};

/**
 * Steps that name a second serving glass on purpose, per slug, as "lang: label". The test asserts this list
 * is exact. Vessels that are not serving glasses ("Rührglas"/"mixing glass", "Shaker", "Blender") are no
 * labels and need no entry.
 */
const SECOND_GLASS: Record<string, { found: string[]; reason: string }> = {
  "pornstar-martini": {
    found: ["de: shotglas", "en: shot glass"],
    reason: "the Champagne is served on the side in a shot glass, as the drink's creator serves it",
  },
  "white-negroni": {
    found: ["de: coupette", "en: coupe"],
    reason: "served on the rocks or, as an alternative the step offers, up in a coupe",
  },
  "bloody-mary": {
    found: ["de: highball-glas", "en: highball glass"],
    reason: "served without ice in a rocks glass; the step offers the highball over ice as the alternative",
  },
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const EDGE = "[\\p{L}\\p{N}\\-&]";

/** A label as a pattern with the forms it takes in running text. */
function formsOf(label: string, lang: Lang): string {
  const words = label.toLowerCase().split(" ").map(escapeRegExp);
  if (lang === "de") {
    // "Doppelter Tumbler" → "einen doppelten Tumbler"; "Weinglas" → "des Weinglases"; "Sektflöte(n)".
    const adjective = words.length > 1 ? /^(.{3,}?)(er|es|e)$/.exec(words[0]!) : null;
    if (adjective) words[0] = `${adjective[1]}(?:e|er|es|en|em)`;
    return `${words.join(" ")}(?:es|s|n)?`;
  }
  return `${words.join(" ")}(?:s|es)?`;
}

type Label = { glass: GlassKey; label: string; pattern: RegExp };
function labelsOf(lang: Lang): Label[] {
  const names = (Object.entries(LABELS[lang]) as [GlassKey, string][]).concat(
    (Object.entries(SHORT_FORMS[lang]) as [GlassKey, string[]][]).flatMap(([glass, forms]) =>
      forms.map((form): [GlassKey, string] => [glass, form]),
    ),
  );
  return names
    .sort(([, a], [, b]) => b.length - a.length) // "doppelter Tumbler" before "Tumbler"
    .map(([glass, label]) => ({
      glass,
      label,
      pattern: new RegExp(`(?<!${EDGE})${formsOf(label, lang)}(?!${EDGE})`, "giu"),
    }));
}
const LABEL_PATTERNS: Record<Lang, Label[]> = { de: labelsOf("de"), en: labelsOf("en") };

/** The glasses a text names by label, longest label first, each stretch of text counted once. */
function glassesIn(text: string, lang: Lang): { glass: GlassKey; word: string }[] {
  const taken: [number, number][] = [];
  const found: { glass: GlassKey; word: string }[] = [];
  for (const { glass, pattern } of LABEL_PATTERNS[lang]) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({ glass, word: m[0].toLowerCase() });
    }
  }
  return found;
}

describe("the glass labels", () => {
  it("exist in both languages for the same glasses", () => {
    expect(Object.keys(LABELS.de).sort()).toEqual(Object.keys(LABELS.en).sort());
  });

  it("are found as a reader finds them", () => {
    expect(glassesIn("In einen doppelten Tumbler auf Crushed Ice abseihen.", "de")).toEqual([
      { glass: "double-rocks", word: "doppelten tumbler" },
    ]);
    expect(glassesIn("In eine vorgekühlte Coupette abseihen.", "de")).toEqual([
      { glass: "coupe", word: "coupette" },
    ]);
    expect(glassesIn("Den Rand des Highball-Glases salzen.", "de")).toEqual([
      { glass: "highball", word: "highball-glases" },
    ]);
    expect(glassesIn("In einem Rührglas kalt rühren.", "de")).toEqual([]);
    expect(glassesIn("Strain into a chilled flute.", "en")).toEqual([{ glass: "flute", word: "flute" }]);
    expect(glassesIn("Strain into a double rocks glass.", "en")).toEqual([
      { glass: "double-rocks", word: "double rocks glass" },
    ]);
    expect(glassesIn("Stir in a mixing glass, then strain into a chilled martini glass.", "en")).toEqual([
      { glass: "martini", word: "martini glass" },
    ]);
  });
});

describe("every recipe's steps", () => {
  it("name no serving glass but the recipe's own, by its label (second glasses listed with a reason)", () => {
    const found: Record<string, string[]> = {};
    for (const recipe of recipes) {
      for (const lang of LANGS) {
        for (const step of recipe[lang].steps) {
          for (const { glass, word } of glassesIn(step, lang)) {
            if (glass === recipe.glass) continue;
            found[recipe.slug] = [...(found[recipe.slug] ?? []), `${lang}: ${word}`];
          }
        }
      }
    }
    const expected = Object.fromEntries(
      Object.entries(SECOND_GLASS).map(([slug, { found }]) => [slug, found]),
    );
    expect(found).toEqual(expected);
  });

  it("use no other name for a serving glass than its label", () => {
    const found: string[] = [];
    for (const recipe of recipes) {
      for (const lang of LANGS) {
        for (const name of RETIRED[lang]) {
          const pattern = new RegExp(`(?<!${EDGE})${escapeRegExp(name)}(?:es|s)?(?!${EDGE})`, "iu");
          if (recipe[lang].steps.some((s) => pattern.test(s))) found.push(`${recipe.slug} ${lang}: ${name}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
