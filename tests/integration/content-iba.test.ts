// The IBA official cocktail list (2024 revision) against the seed content: every listed drink is a recipe with
// the IBA mark and exactly its category's group, nothing else carries the mark, and the specs a bartender
// reviewed stay fixed. Reads the content modules directly; no database needed.
import { describe, expect, it } from "vitest";
import { IBA_2024, IBA_GROUP } from "../../db/seed/content/iba-2024";
import { graphIngredients } from "../../db/seed/content/ingredient-graph";
import { ingredients } from "../../db/seed/content/ingredients";
import { ingredientsExtra } from "../../db/seed/content/ingredients-extra";
import { recipes as seedRecipes } from "../../db/seed/content/recipes";
import { classicRecipes } from "../../db/seed/content/recipes-classics";
import { ibaRecipes } from "../../db/seed/content/recipes-iba";
import { line, recipe } from "./seed-recipes";

const IBA_GROUPS = Object.values(IBA_GROUP);

describe("the IBA list, 2024 revision", () => {
  it("has 102 entries, 34 per category, with unique names and slugs", () => {
    expect(IBA_2024).toHaveLength(102);
    for (const category of ["unforgettables", "contemporary", "new-era"] as const) {
      expect(
        IBA_2024.filter((e) => e.category === category),
        category,
      ).toHaveLength(34);
    }
    expect(new Set(IBA_2024.map((e) => e.slug)).size).toBe(102);
    expect(new Set(IBA_2024.map((e) => e.name)).size).toBe(102);
  });

  it("files the drinks the 2024 revision moved or added where the IBA does", () => {
    const category = (slug: string) => IBA_2024.find((e) => e.slug === slug)?.category;
    expect(category("garibaldi")).toBe("contemporary");
    expect(category("lemon-drop-martini")).toBe("contemporary");
    expect(category("remember-the-maine")).toBe("unforgettables");
    for (const slug of ["cardinale", "rabo-de-galo"]) expect(category(slug), slug).toBe("contemporary");
    for (const slug of [
      "chartreuse-swizzle",
      "dons-special-daiquiri",
      "gin-basil-smash",
      "grand-margarita",
      "iba-tiki",
      "jungle-bird",
      "missionarys-downfall",
      "pisco-punch",
      "pornstar-martini",
      "sherry-cobbler",
      "three-dots-and-a-dash",
    ]) {
      expect(category(slug), slug).toBe("new-era");
    }
  });

  it("has a seed recipe for every entry, marked IBA and in exactly its category's group", () => {
    for (const entry of IBA_2024) {
      const r = seedRecipes.find((x) => x.slug === entry.slug);
      expect(r, entry.slug).toBeDefined();
      expect(r?.iba, entry.slug).toBe(true);
      expect(
        r?.groups.filter((g) => IBA_GROUPS.includes(g)),
        entry.slug,
      ).toEqual([IBA_GROUP[entry.category]]);
    }
  });

  it("marks no recipe outside the list", () => {
    const listed = new Set(IBA_2024.map((e) => e.slug));
    const strays = seedRecipes
      .filter((r) => !listed.has(r.slug))
      .filter((r) => r.iba || r.groups.some((g) => IBA_GROUPS.includes(g)))
      .map((r) => r.slug);
    expect(strays).toEqual([]);
    expect(seedRecipes.filter((r) => r.iba)).toHaveLength(102);
  });

  it("keeps the drinks that left the list as recipes, without the mark", () => {
    for (const slug of ["barracuda", "golden-dream", "yellow-bird"]) {
      const r = recipe(slug);
      expect(r.iba ?? false, slug).toBe(false);
      expect(
        r.groups.some((g) => IBA_GROUPS.includes(g)),
        slug,
      ).toBe(false);
    }
  });

  it("keeps every seed recipe slug unique", () => {
    expect(new Set(seedRecipes.map((r) => r.slug)).size).toBe(seedRecipes.length);
  });

  it("uses only ingredient keys the tree knows", () => {
    const keys = new Set([...ingredients, ...ingredientsExtra, ...graphIngredients].map((i) => i.key));
    for (const r of IBA_2024.map((e) => recipe(e.slug))) {
      for (const l of r.lines) expect(keys.has(l.ing), `${r.slug}: ${l.ing}`).toBe(true);
    }
  });
});

describe("specs a bartender reviewed", () => {
  it("Bee's Knees: orange juice is required and equal to the lemon, 2 tsp honey syrup, 5.25 cl gin", () => {
    const orange = line("bees-knees", "orange-juice");
    const lemon = line("bees-knees", "lemon-juice");
    expect(orange.optional ?? false).toBe(false);
    expect({ amount: orange.amount, unit: orange.unit }).toEqual({ amount: lemon.amount, unit: lemon.unit });
    expect(lemon).toMatchObject({ amount: 2.25, unit: "cl" });
    expect(line("bees-knees", "honey-syrup")).toMatchObject({ amount: 2, unit: "tsp" });
    expect(line("bees-knees", "gin")).toMatchObject({ amount: 5.25, unit: "cl" });
  });

  it("Caipirinha: a whole lime with 4 teaspoons of sugar", () => {
    expect(line("caipirinha", "lime")).toMatchObject({ amount: 1, unit: "piece" });
    expect(line("caipirinha", "sugar")).toMatchObject({ amount: 4, unit: "tsp" });
  });

  it("Gin Fizz: 1 cl syrup and a splash of soda", () => {
    expect(line("gin-fizz", "simple-syrup")).toMatchObject({ amount: 1, unit: "cl" });
    expect(line("gin-fizz", "soda-water")).toMatchObject({ unit: "splash" });
  });

  it("New York Sour: a 1.5 cl red wine float", () => {
    expect(line("new-york-sour", "red-wine")).toMatchObject({ amount: 1.5, unit: "cl" });
  });

  it("Ramos Fizz: has the drops of vanilla extract", () => {
    expect(line("ramos-fizz", "vanilla-extract")).toMatchObject({ amount: 2, unit: "drop" });
  });

  it("Zombie: 1.5 cl of Donn's Mix as grapefruit juice and cinnamon syrup 2 : 1", () => {
    const grapefruit = line("zombie", "grapefruit-juice");
    const cinnamon = line("zombie", "cinnamon-syrup");
    expect(grapefruit).toMatchObject({ amount: 1, unit: "cl" });
    expect(cinnamon).toMatchObject({ amount: 0.5, unit: "cl" });
  });

  it("Planter's Punch: the IBA spec under planters-punch, the classic kept apart without the mark", () => {
    expect(recipe("planters-punch").lines.map((l) => l.ing)).toEqual([
      "jamaican-rum",
      "lime-juice",
      "sugar-cane-juice",
    ]);
    expect(recipe("planters-punch").method).toBe("build");
    const classic = recipe("planters-punch-classic");
    expect(classic.iba ?? false).toBe(false);
    expect(classic.lines.map((l) => l.ing)).toContain("grenadine");
  });

  it("Vieux Carré: no longer said to be created in 1938", () => {
    const r = recipe("vieux-carre");
    expect(r.en.description).not.toMatch(/1938/);
    expect(r.de.description).not.toMatch(/1938/);
    expect(r.en.description).toMatch(/1937/);
  });

  it("writes German a German bar would: no translated-sounding phrases, Dash and Schuss as the amounts say", () => {
    const banned = [
      /sanft durchziehen/,
      /Ungefiltert/i,
      /Double Old Fashioned/,
      /Beachcombers/,
      /Limettenrad/,
      /one of sour/,
    ];
    for (const r of [...ibaRecipes, ...classicRecipes]) {
      const text = [r.de.name, r.de.description, r.de.garnish, ...r.de.steps].join("\n");
      for (const pattern of banned) expect(text, `${r.slug}: ${pattern}`).not.toMatch(pattern);
      // "Spritzer" reads as neither a Dash nor a Schuss; steps say what the amount says.
      expect(r.de.steps.join("\n"), r.slug).not.toMatch(/Spritzer/);
    }
  });
});
