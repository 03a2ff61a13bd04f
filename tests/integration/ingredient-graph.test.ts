import type { TFunction } from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverageText, kindText } from "../../app/lib/bar-explain";
import { STARTER_SETS } from "../../app/lib/starter-sets";
import { matchBar } from "../../app/models/bar-index.server";
import { getRecipe } from "../../app/models/recipes.server";
import { loader as recipeLoader } from "../../app/routes/$lang.recipe.$slug";
import { getT } from "../../app/utils/i18n.server";
import type { DatabaseHandle } from "../../db/client";
import { ingredientParents, ingredientSubstitutes } from "../../db/seed/content/ingredient-graph";
import { recipes } from "../../db/seed/content/recipes";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

// The virtual bar answering like a head bartender (docs/decisions/0022-ingredient-graph.md), on the seeded
// database with the app's own matcher: any-of lines, substitutes with their reasons, several parents,
// families, the amari and rums put right, and results that stay near the bar. Recipes' other lines are read
// from the content files, so the tests follow the recipes as they are edited.

type Locale = "de" | "en";
let handle: DatabaseHandle;
const idOf = new Map<string, number>();
const t: Record<Locale, TFunction> = {} as Record<Locale, TFunction>;

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db.selectFrom("ingredients").select(["id", "key"]).execute();
  for (const r of rows) idOf.set(r.key, r.id);
  t.de = (await getT("de")) as unknown as TFunction;
  t.en = (await getT("en")) as unknown as TFunction;
});
afterAll(async () => {
  await handle?.close();
});

const id = (key: string) => {
  const found = idOf.get(key);
  if (found === undefined) throw new Error(`no ingredient ${key}`);
  return found;
};

function match(keys: string[], locale: Locale = "en", tolerance: "light" | "normal" | "high" = "light") {
  return matchBar(handle.db, {
    owned: keys.map(id),
    tolerance,
    sort: "missing",
    dir: "asc",
    page: 1,
    locale,
  });
}

async function makes(keys: string[]): Promise<string[]> {
  const result = await match(keys);
  expect(result.total, "a small bar's answer fits on one page").toBeLessThanOrEqual(result.items.length);
  return result.items.map((i) => i.slug);
}

/** The card of `slug` for this bar, as the results page shows it. */
async function card(keys: string[], slug: string, locale: Locale, tolerance: "light" | "normal" = "light") {
  const result = await match(keys, locale, tolerance);
  const item = result.items.find((i) => i.slug === slug);
  if (!item) throw new Error(`${slug} is not among the results for ${keys.join(", ")}`);
  return {
    ...item,
    explained: item.countedAs.map((c) => coverageText(t[locale], c)),
    kindsText: item.kinds.map((k) => kindText(t[locale], k)),
  };
}

function recipe(slug: string) {
  const found = recipes.find((r) => r.slug === slug);
  if (!found) throw new Error(`no recipe ${slug}`);
  return found;
}

/** The recipe's required lines' keys except the line asking for `line`. */
function othersThan(slug: string, line: string): string[] {
  const required = recipe(slug).lines.filter((l) => !l.optional);
  if (!required.some((l) => l.ing === line)) throw new Error(`${slug} has no required ${line} line`);
  return required.filter((l) => l.ing !== line).map((l) => l.ing);
}

describe("any-of lines: rye or bourbon, Old Tom or London dry, Champagne or Prosecco", () => {
  const cases: [slug: string, line: string, alternative: string][] = [
    ["manhattan", "rye-whiskey", "bourbon"],
    ["old-fashioned", "bourbon", "rye-whiskey"],
    ["boulevardier", "bourbon", "rye-whiskey"],
    ["martinez", "old-tom-gin", "london-dry-gin"],
    ["mimosa", "champagne", "prosecco"],
  ];
  it.each(cases)("%s is made with its %s or with %s", async (slug, line, alternative) => {
    expect(await makes([...othersThan(slug, line), line])).toContain(slug);
    expect(await makes([...othersThan(slug, line), alternative])).toContain(slug);
  });

  it("bourbon, sweet vermouth and Angostura make a Manhattan", async () => {
    expect(await makes(["bourbon", "sweet-vermouth", "angostura-bitters"])).toContain("manhattan");
  });

  it("names every alternative on the recipe page, in both languages, with the line's reason", async () => {
    const line = async (locale: Locale, slug: string) => {
      const res = await settle(
        recipeLoader({
          request: getRequest(`/${locale}/recipe/${slug}`),
          params: { lang: locale, slug },
          context: loadContext(handle),
        }),
      );
      expect(res.status).toBe(200);
      const data = (await res.json()) as { recipe: { lines: { name: string; note: string }[] } };
      return data.recipe.lines[0];
    };
    expect(await line("en", "manhattan")).toMatchObject({
      name: "Rye whiskey or Bourbon whiskey",
      note: "rye is the original; bourbon makes it rounder",
    });
    expect(await line("de", "manhattan")).toMatchObject({
      name: "Rye Whiskey oder Bourbon Whiskey",
      note: "Rye ist das Original, mit Bourbon wird er runder",
    });
    expect((await line("en", "martinez"))?.name).toBe("Old Tom gin or London dry gin");
    expect((await line("de", "martinez"))?.name).toBe("Old Tom Gin oder London Dry Gin");
    const mimosa = await getRecipe(handle.db, "mimosa", "en", null);
    expect(mimosa?.lines.find((l) => l.ingredientKey === "champagne")?.alternatives).toEqual(["Prosecco"]);
  });

  it("a line missing all its alternatives is one thing to buy, named with all of them", async () => {
    const result = await match(["sweet-vermouth", "angostura-bitters"], "en", "normal");
    const manhattan = result.items.find((i) => i.slug === "manhattan");
    expect(manhattan?.missingNames).toEqual(["Rye whiskey or Bourbon whiskey"]);
    const de = await match(["sweet-vermouth", "angostura-bitters"], "de", "normal");
    expect(de.items.find((i) => i.slug === "manhattan")?.missingNames).toEqual([
      "Rye Whiskey oder Bourbon Whiskey",
    ]);
  });
});

describe("substitutes, honoured and explained", () => {
  it("simple syrup makes an Old Fashioned, a Mojito, a Caipirinha and a Mint Julep", async () => {
    expect(await makes(["bourbon", "angostura-bitters", "simple-syrup"])).toContain("old-fashioned");
    expect(await makes([...othersThan("mojito", "sugar"), "simple-syrup"])).toContain("mojito");
    expect(await makes([...othersThan("caipirinha", "sugar"), "simple-syrup"])).toContain("caipirinha");
    expect(await makes([...othersThan("mint-julep", "powdered-sugar"), "simple-syrup"])).toContain(
      "mint-julep",
    );
  });

  it("says so on the card in both languages", async () => {
    const bar = ["bourbon", "angostura-bitters", "simple-syrup"];
    expect((await card(bar, "old-fashioned", "en")).explained).toContain(
      "using Simple syrup for Sugar cube (a bar spoon of simple syrup (about 0.5 cl) for each sugar cube)",
    );
    expect((await card(bar, "old-fashioned", "de")).explained).toContain(
      "Zuckersirup statt Würfelzucker (ein Barlöffel Zuckersirup (etwa 0,5 cl) je Zuckerwürfel)",
    );
    const julep = [...othersThan("mint-julep", "powdered-sugar"), "simple-syrup"];
    expect((await card(julep, "mint-julep", "de")).explained).toContain(
      "Zuckersirup statt Puderzucker (1 cl Zuckersirup je Barlöffel Zucker, im Glas schon gelöst)",
    );
  });

  it("a line that insists is not met by a substitute: simple syrup makes no sugar rim", async () => {
    for (const slug of ["brandy-crusta", "cable-car", "earl-grey-marteani"]) {
      const others = othersThan(slug, "sugar");
      expect(await makes([...others, "simple-syrup"]), slug).not.toContain(slug);
      expect(await makes([...others, "sugar"]), slug).toContain(slug);
    }
  });

  const naming = recipes.filter((r) => r.lines.some((l) => l.ing === "angostura-bitters"));
  const angostura = naming.filter((r) =>
    r.lines.some((l) => l.ing === "angostura-bitters" && !l.optional && !l.exact),
  );
  const insisting = naming.filter((r) => r.lines.some((l) => l.ing === "angostura-bitters" && l.exact));
  it(`a brand's aromatic bitters counts for the ${naming.length} recipes that name Angostura`, async () => {
    expect(naming.length).toBeGreaterThanOrEqual(39);
    // The others name it as optional: they are made without it anyway.
    for (const r of angostura) {
      const others = othersThan(r.slug, "angostura-bitters");
      expect(await makes([...others, "product-quendel-aromatic-bitters"]), r.slug).toContain(r.slug);
      // Kept: Peychaud's is a creole bitters, not an aromatic one.
      expect(await makes([...others, "peychauds-bitters"]), r.slug).not.toContain(r.slug);
    }
    // A recipe built on Angostura (the Trinidad Sour pours 4.5 cl of it) insists on it.
    expect(insisting.map((r) => r.slug)).toEqual(["trinidad-sour"]);
    for (const r of insisting) {
      const others = othersThan(r.slug, "angostura-bitters");
      expect(await makes([...others, "product-quendel-aromatic-bitters"]), r.slug).not.toContain(r.slug);
    }
  });

  it("explains the brand's bitters in both languages", async () => {
    const bar = ["rye-whiskey", "sweet-vermouth", "product-quendel-aromatic-bitters"];
    expect((await card(bar, "manhattan", "en")).explained).toEqual([
      "using Quendel Aromatic Bitters for Angostura bitters (any aromatic bitters does Angostura's job: gentian, bark and spice)",
    ]);
    expect((await card(bar, "manhattan", "de")).explained).toEqual([
      "Quendel Aromatic Bitters statt Angostura Bitters (aromatische Bitters tun alle denselben Dienst wie Angostura: Enzian, Rinde und Gewürze)",
    ]);
  });

  const sparkling: [slug: string, line: string][] = [
    ["spritz", "prosecco"],
    ["hugo", "prosecco"],
    ["bellini", "prosecco"],
    ["mimosa", "champagne"],
    ["french-75", "champagne"],
    ["kir-royal", "champagne"],
  ];
  it.each(sparkling)("Sekt, Cava and Crémant make the %s", async (slug, line) => {
    for (const wine of ["sekt", "cava", "cremant"]) {
      expect(await makes([...othersThan(slug, line), wine]), wine).toContain(slug);
    }
    // A still wine is no sparkling wine.
    expect(await makes([...othersThan(slug, line), "white-wine"])).not.toContain(slug);
  });

  it("says which sparkling wine stands in, in both languages", async () => {
    const bar = [...othersThan("spritz", "prosecco"), "sekt"];
    expect((await card(bar, "spritz", "en")).explained).toEqual([
      "using Sekt for Prosecco (any dry sparkling wine will do where the recipe does not insist)",
    ]);
    expect((await card(bar, "spritz", "de")).explained).toEqual([
      "Sekt statt Prosecco (jeder trockene Schaumwein passt, wo das Rezept nicht auf einem bestimmten besteht)",
    ]);
  });

  it("Tennessee whiskey makes the bourbon drinks, with its reason", async () => {
    const bar = ["tennessee-whiskey", "sweet-vermouth", "angostura-bitters", "simple-syrup"];
    expect(await makes(bar)).toEqual(expect.arrayContaining(["manhattan", "old-fashioned"]));
    expect(await makes([...othersThan("mint-julep", "bourbon"), "tennessee-whiskey"])).toContain(
      "mint-julep",
    );
    expect((await card(bar, "manhattan", "en")).explained).toEqual([
      "using Tennessee whiskey for Bourbon whiskey (made and aged like bourbon, then filtered through maple charcoal)",
    ]);
    expect((await card(bar, "manhattan", "de")).explained).toEqual([
      "Tennessee Whiskey statt Bourbon Whiskey (wie Bourbon gebrannt und gereift, nur zusätzlich über Ahornholzkohle gefiltert)",
    ]);
    // Not backwards: bourbon is no Tennessee whiskey, nor does it stand in for rye beyond the Manhattan's choice.
    expect(await makes([...othersThan("mint-julep", "bourbon"), "rye-whiskey"])).not.toContain("mint-julep");
  });

  it("kept: lime cordial is not lime juice, Kirsch is not brandy", async () => {
    expect(await makes([...othersThan("daiquiri", "lime-juice"), "lime-cordial"])).not.toContain("daiquiri");
    expect(await makes([...othersThan("sidecar", "cognac"), "kirschwasser"])).not.toContain("sidecar");
  });

  it("the seeded tables equal the content file, every reason in both languages", async () => {
    const rows = await handle.db.selectFrom("ingredient_substitutes").selectAll().execute();
    expect(rows).toHaveLength(ingredientSubstitutes.length);
    for (const row of rows) {
      expect(row.note_de.length, String(row.source_id)).toBeGreaterThan(10);
      expect(row.note_en.length, String(row.source_id)).toBeGreaterThan(10);
    }
    const parents = await handle.db.selectFrom("ingredient_parents").selectAll().execute();
    expect(parents).toHaveLength(ingredientParents.length);
  });
});

describe("the amari bartenders tell apart", () => {
  it("Fernet makes no Paper Plane; Amaro Nonino does", async () => {
    const others = othersThan("paper-plane", "amaro-nonino");
    expect(await makes([...others, "fernet"])).not.toContain("paper-plane");
    expect(await makes([...others, "amaro"])).not.toContain("paper-plane");
    expect(await makes([...others, "amaro-nonino"])).toContain("paper-plane");
  });
  it("Cynar makes no Black Manhattan; Averna does", async () => {
    const others = othersThan("black-manhattan", "averna");
    expect(await makes([...others, "artichoke-amaro"])).not.toContain("black-manhattan");
    expect(await makes([...others, "averna"])).toContain("black-manhattan");
  });
});

describe("families answer", () => {
  it("a bottle of the family counts for a line that takes any of it", async () => {
    expect(await makes(["rum", "brown-sugar"])).toContain("grog");
    expect(await makes([...othersThan("hot-toddy", "whiskey"), "whiskey"])).toContain("hot-toddy");
  });

  it("where the kind matters the card says which: rum, lime juice and simple syrup", async () => {
    const bar = ["rum", "lime-juice", "simple-syrup"];
    const en = await card(bar, "daiquiri", "en", "normal");
    expect(en.missing).toBe(1);
    expect(en.kindsText).toEqual(["You have Rum; this one takes White rum"]);
    const de = await card(bar, "daiquiri", "de", "normal");
    expect(de.kindsText).toEqual(["Du hast Rum, hier braucht es: Weißer Rum"]);
    // And the one bottle that opens it is named, as before.
    const result = await match(bar, "en", "normal");
    expect(result.shopping.map((s) => s.name)).toContain("White rum");
  });

  it("a whiskey family bottle hears which whiskeys an any-of line takes", async () => {
    const de = await card(["whiskey", "sweet-vermouth", "angostura-bitters"], "manhattan", "de", "normal");
    expect(de.kindsText).toEqual(["Du hast Whiskey, hier braucht es: Rye Whiskey oder Bourbon Whiskey"]);
  });
});

describe("style and origin: a rum can be two things", () => {
  it("an aged Jamaican rum is aged and Jamaican: the home tiki shelf makes a Mai Tai", async () => {
    const shelf = ["aged-jamaican-rum", "orange-curacao", "orgeat", "lime", "simple-syrup"];
    expect(await makes(shelf)).toContain("mai-tai");
    const en = await card(shelf, "mai-tai", "en");
    expect(en.explained).toEqual(
      expect.arrayContaining([
        "Aged Jamaican rum counts as Jamaican rum",
        "Aged Jamaican rum counts as Aged rum (distilled in Jamaica and aged in oak: an aged rum and a Jamaican rum at once)",
      ]),
    );
    const de = await card(shelf, "mai-tai", "de");
    expect(de.explained).toEqual(
      expect.arrayContaining([
        "Gereifter Jamaika-Rum zählt als Jamaika-Rum",
        "Gereifter Jamaika-Rum zählt als Gereifter Rum (auf Jamaika gebrannt und im Fass gereift: gereifter Rum und Jamaika-Rum zugleich)",
      ]),
    );
  });

  it("the Mai Tai's second rum is a molasses rum, not an agricole", async () => {
    const others = othersThan("mai-tai", "aged-rum");
    expect(await makes([...others, "rhum-agricole"])).not.toContain("mai-tai");
    expect(await makes([...others, "aged-rum"])).toContain("mai-tai");
    const line = recipe("mai-tai").lines.find((l) => l.ing === "aged-rum");
    expect(line?.note?.en).toContain("not an agricole");
    expect(line?.note?.de).toContain("kein Agricole");
  });

  it("the Tiki shelf starter set makes the Mai Tai and, with its Demerara rum, the Navy Grog", async () => {
    const tiki = STARTER_SETS.find((set) => set.key === "tiki");
    expect(await makes([...(tiki?.ingredients ?? [])])).toEqual(
      expect.arrayContaining(["mai-tai", "navy-grog"]),
    );
  });

  it("the Navy Grog's Demerara rum is a Demerara rum", async () => {
    const others = othersThan("navy-grog", "demerara-rum");
    expect(await makes([...others, "demerara-rum"])).toContain("navy-grog");
    expect(await makes([...others, "aged-rum"])).not.toContain("navy-grog");
  });

  it("ancestor_ids keep the first parent's chain: the catalogue files the node as before", async () => {
    const row = await handle.db
      .selectFrom("ingredients")
      .select("ancestor_ids")
      .where("key", "=", "aged-jamaican-rum")
      .executeTakeFirstOrThrow();
    expect(row.ancestor_ids).toEqual([id("spirits"), id("rum"), id("jamaican-rum"), id("aged-jamaican-rum")]);
  });
});

describe("results near the bar", () => {
  it("rum and lime offer no Carajillo and no Dry Martini, and every drink that misses something uses the bar", async () => {
    const keys = ["white-rum", "lime-juice"];
    for (const tolerance of ["normal", "high"] as const) {
      const result = await match(keys, "en", tolerance);
      const slugs = result.items.map((i) => i.slug);
      expect(slugs).not.toContain("carajillo");
      expect(slugs).not.toContain("dry-martini");
      for (const item of result.items) {
        const lines = recipe(item.slug).lines.filter((l) => !l.optional);
        expect(
          lines.some((l) =>
            [l.ing, ...(l.or ?? [])].some((k) => ["white-rum", "lime-juice", "rum"].includes(k)),
          ),
          `${item.slug} shares something with the bar`,
        ).toBe(true);
      }
    }
  });

  it("the next-bottle advice stays as it is", async () => {
    const result = await match(["white-rum", "lime-juice"], "en", "normal");
    expect(result.shopping[0]?.name).toBe("Simple syrup");
    expect(result.oneAway).toBeGreaterThan(0);
  });
});
