// What makes the seed content trustworthy to a bartender: every recipe names its source, the specs reviewers
// checked against their sources stay as the sources print them, and the German reads as a German bar writes
// it. Reads the content modules directly; no database needed.
import { describe, expect, it } from "vitest";
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import { groups } from "../../db/seed/content/groups";
import { ingredientTree } from "../../db/seed/content/ingredient-tree";
import { recipes } from "../../db/seed/content/recipes";
import { line, recipe } from "./seed-recipes";

const byKey = new Map(ingredientTree.map((n) => [n.key, n]));

describe("every recipe's source", () => {
  it("names a title, an https url if any, and a note in both languages or none", () => {
    for (const r of recipes) {
      expect(r.source?.title.trim(), `${r.slug}: source title`).toBeTruthy();
      if (r.source.url) expect(r.source.url, r.slug).toMatch(/^https:\/\//);
      if (r.source.note) {
        expect(r.source.note.de.trim(), `${r.slug}: note de`).toBeTruthy();
        expect(r.source.note.en.trim(), `${r.slug}: note en`).toBeTruthy();
      }
    }
  });

  it("is the IBA's 2024 list for every IBA recipe", () => {
    for (const r of recipes.filter((r) => r.iba))
      expect(r.source.title, r.slug).toBe("IBA Official Cocktails (2024)");
  });
});

describe("specs checked against their sources", () => {
  it("Mai Tai: the second rum is a Martinique molasses rum, not an agricole (IBA)", () => {
    const second = line("mai-tai", "aged-rum");
    expect(second.note?.en).toMatch(/Martinique molasses rum.*not an agricole/);
    expect(
      recipe("mai-tai").lines.some((l) => l.ing === "rhum-agricole" || l.or?.includes("rhum-agricole")),
    ).toBe(false);
  });

  it("Brown Derby: 4.5 cl bourbon, 3 cl grapefruit, 1.5 cl honey syrup (DeGroff)", () => {
    expect(recipe("brown-derby").lines.map((l) => [l.ing, l.amount])).toEqual([
      ["bourbon", 4.5],
      ["grapefruit-juice", 3],
      ["honey-syrup", 1.5],
    ]);
  });

  it("Pisco Sour: a chilled goblet (our wine glass) and Amargo bitters (IBA)", () => {
    const r = recipe("pisco-sour");
    expect(r.glass).toBe("wine");
    expect(line("pisco-sour", "aromatic-bitters").note?.en).toContain("Amargo");
  });

  it("Whiskey Sour: straight up, on the rocks only as the option (IBA)", () => {
    const r = recipe("whiskey-sour");
    expect(r.glass).toBe("coupe");
    expect(r.en.steps.join(" ")).toMatch(/or over fresh ice/);
  });

  it("Old Cuban: brut Champagne or Prosecco (IBA)", () => {
    expect(line("old-cuban", "champagne").or).toEqual(["prosecco"]);
  });

  it("Tequila Sunrise: no cherry (IBA)", () => {
    const r = recipe("tequila-sunrise");
    expect(`${r.en.garnish} ${r.en.steps.join(" ")}`).not.toMatch(/cherry/i);
    expect(`${r.de.garnish} ${r.de.steps.join(" ")}`).not.toMatch(/kirsche/i);
  });

  it("Long Island Iced Tea: the cola tops the drink (IBA)", () => {
    expect(line("long-island-iced-tea", "cola").unit).toBe("top");
    expect(recipe("long-island-iced-tea").en.steps.join(" ")).not.toMatch(/splash/i);
  });

  it("lists no garnish where the IBA lists none", () => {
    for (const slug of [
      "between-the-sheets",
      "french-75",
      "mary-pickford",
      "lemon-drop-martini",
      "hemingway-special",
      "sidecar",
      "white-lady",
      "monkey-gland",
      "paradise",
    ]) {
      expect(recipe(slug).en.garnish, slug).toBe("");
      expect(recipe(slug).de.garnish, slug).toBe("");
    }
  });

  it("Gimlet: the cordial original and, beside it, the fresh-lime Gimlet", () => {
    expect(recipe("gimlet").lines.map((l) => l.ing)).toContain("lime-cordial");
    expect(recipe("fresh-gimlet").lines.map((l) => l.ing)).toEqual(["gin", "lime-juice", "simple-syrup"]);
  });

  it("Carajillo: served over ice", () => {
    const r = recipe("carajillo");
    expect(r.glass).toBe("rocks");
    expect(r.en.steps.join(" ")).toMatch(/over fresh ice/);
  });

  it("Gin-Gin Mule: says it adapts Saunders's homemade ginger beer", () => {
    expect(recipe("gin-gin-mule").source.note?.en).toMatch(/ginger beer/);
  });
});

// ── German as a German bar writes it ─────────────────────────────────────────────────────────────────────

/** Adjectives that turn up in drink names, in their declined forms ("roter", "weiße", "trockenen"). */
const ADJECTIVE = new RegExp(
  `^(?:${[
    "rot",
    "weiß",
    "trocken",
    "süß",
    "grün",
    "gelb",
    "braun",
    "hell",
    "dunkl",
    "alt",
    "frisch",
    "gereift",
    "schwarz",
    "scharf",
    "heiß",
    "kalt",
    "blau",
    "japanisch",
    "kanadisch",
    "deutsch",
    "französisch",
    "alkoholfrei",
    "aromatisch",
    "aromatisiert",
    "ganz",
    "geschlagen",
    "gesüßt",
    "gemahlen",
    "gerieben",
    "gestoßen",
  ].join("|")})(?:e|er|es|en|em)$|^rosa$`,
  "iu",
);
const isCapitalisedAdjective = (word: string) => ADJECTIVE.test(word) && word[0] !== word[0]?.toLowerCase();

describe("German ingredient names", () => {
  it("write an adjective lower case, as it reads after an amount (3 cl roter Wermut)", () => {
    const wrong = ingredientTree
      .filter((n) => n.kind !== "category") // categories head lists; no recipe line names one
      .filter((n) => n.de.split(/\s+/).some(isCapitalisedAdjective))
      .map((n) => `${n.key}: ${n.de}`);
    expect(wrong).toEqual([]);
  });

  it("have no capitalised adjective after their first word, categories included", () => {
    const wrong = ingredientTree
      .filter((n) => n.de.split(/\s+/).slice(1).some(isCapitalisedAdjective))
      .map((n) => `${n.key}: ${n.de}`);
    expect(wrong).toEqual([]);
  });

  it("call cocktail bitters Bitters, one spelling (Orangen-Bitters, aromatische Bitters)", () => {
    const bitters = ingredientTree.filter((n) => n.parent === "bitters" || n.key === "angostura-bitters");
    expect(bitters.length).toBeGreaterThan(5);
    for (const n of bitters) expect(n.de, n.key).toMatch(/Bitters$/);
  });

  it("keep synonyms that name something else off a node", () => {
    const synonyms = (key: string) => (byKey.get(key)?.synonymsDe ?? []).map((s) => s.toLowerCase());
    expect(synonyms("apple-brandy")).not.toContain("apfelschnaps"); // Apfelschnaps is as often Apfelkorn
    expect(synonyms("calvados")).not.toContain("apfelschnaps");
    expect(synonyms("brown-sugar")).not.toContain("rohrzucker"); // cane sugar is white as often as brown
    expect(synonyms("vinegar")).not.toContain("weißweinessig"); // a kind of vinegar, not every vinegar
  });
});

/** Adjectives used as nouns, capitalised as German wants them: "vom Deutschen Louis Eppinger" (a German). */
const NOMINALISED = ["Deutschen Louis"];

describe("German recipe text", () => {
  it("writes an adjective inside a sentence lower case (mit rotem Wermut und grünem Chartreuse)", () => {
    const wrong: string[] = [];
    for (const r of recipes) {
      for (const text of [r.de.description, r.de.garnish, ...r.de.steps]) {
        // a capitalised adjective after a lower-case word or a comma is not at the start of a sentence
        for (const m of text.matchAll(/(?<=[\p{Ll},] )(\p{Lu}\p{L}*)/gu))
          if (isCapitalisedAdjective(m[1] ?? "") && !NOMINALISED.some((n) => text.startsWith(n, m.index)))
            wrong.push(`${r.slug}: …${text.slice(Math.max(0, m.index - 20), m.index + 25)}…`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a recipe line", () => {
  const UNIT_WORDS = { de: de.units, en: en.units } as Record<"de" | "en", Record<string, string>>;
  const unitWords = (lang: "de" | "en", unit: string) =>
    [UNIT_WORDS[lang][unit], UNIT_WORDS[lang][`${unit}_one`], UNIT_WORDS[lang][`${unit}_other`]]
      .filter((w): w is string => Boolean(w) && (w?.length ?? 0) > 2)
      .map((w) => w.toLowerCase());

  it("does not repeat its unit in its ingredient's name (1 Würfel Zuckerwürfel, 1 cube sugar cube)", () => {
    const wrong: string[] = [];
    for (const r of recipes)
      for (const l of r.lines)
        for (const key of [l.ing, ...(l.or ?? [])])
          for (const lang of ["de", "en"] as const) {
            const name = byKey.get(key)?.[lang].toLowerCase() ?? "";
            for (const word of unitWords(lang, l.unit))
              if (name.includes(word)) wrong.push(`${r.slug}: ${l.unit} ${byKey.get(key)?.[lang]}`);
          }
    expect(wrong).toEqual([]);
  });

  it("counts a sugar cube in pieces: 1 Stück Würfelzucker", () => {
    expect(line("old-fashioned", "sugar-cube").unit).toBe("piece");
    expect(byKey.get("sugar-cube")?.de).toBe("Würfelzucker");
  });
});

describe("recipe group names", () => {
  it("name the seasons alike and the IBA categories in German", () => {
    const name = (key: string) => groups.find((g) => g.key === key)?.de.name;
    expect([name("summer"), name("winter-warmers")]).toEqual(["Sommerdrinks", "Winterdrinks"]);
    expect(name("iba-unforgettables")).toBe("IBA: Die Unvergesslichen");
    expect(name("iba-contemporary")).toBe("IBA: Zeitgenössische Klassiker");
    expect(name("iba-new-era")).toBe("IBA: Drinks der neuen Ära");
  });
});
