import { describe, expect, it } from "vitest";
import { type BarSectionKey, groupIntoSections } from "./bar-sections";
import { foldForMatch, rankIngredients } from "./ingredient-rank";
import {
  boxesHtml,
  catalogueView,
  compactCatalogue,
  type PickerChoice,
  readCatalogue,
  withTicks,
} from "./picker-catalogue";

type Node = {
  id: number;
  parent: number | null;
  kind: string;
  name: string;
  aliases?: string[];
  uses: number;
};

// Categories (no choice) at the top and one between a generic and its specifics, names that need escaping,
// aliases that fold like the name or like each other.
const NODES: Node[] = [
  { id: 1, parent: null, kind: "category", name: "Spirits", uses: 300 },
  { id: 2, parent: 1, kind: "generic", name: "Gin", aliases: ["Dry Gin", "dry gin", "GIN"], uses: 120 },
  { id: 3, parent: 2, kind: "specific", name: "London dry gin", aliases: ["London Dry Gin"], uses: 30 },
  { id: 4, parent: 3, kind: "product", name: "Kesselwind London Dry Gin", uses: 2 },
  { id: 5, parent: 1, kind: "generic", name: "Rum", aliases: ["Rhum", "Ron"], uses: 100 },
  { id: 6, parent: 5, kind: "category", name: "Aged rums", uses: 20 },
  { id: 7, parent: 6, kind: "specific", name: "Añejo rum", aliases: ["Anejo rum", "dark rum"], uses: 12 },
  { id: 8, parent: 1, kind: "generic", name: "Cachaça", aliases: ["cachaca", "Cachaca"], uses: 9 },
  { id: 10, parent: null, kind: "category", name: "Liqueurs", uses: 150 },
  { id: 11, parent: 10, kind: "generic", name: "Crème de cassis", aliases: ["cassis"], uses: 7 },
  { id: 12, parent: 10, kind: "generic", name: 'Ben & Jerry\'s "<Liqueur>"', uses: 1 },
  { id: 13, parent: 10, kind: "generic", name: "Sloe gin", aliases: ["Schlehenlikör"], uses: 5 },
  ...Array.from({ length: 10 }, (_, n) => ({
    id: 100 + n,
    parent: 10,
    kind: "generic",
    name: `Liqueur ${n}`,
    uses: n,
  })),
];

const byId = new Map(NODES.map((n) => [n.id, n]));
const ancestorsOf = (id: number): number[] => {
  const parent = byId.get(id)?.parent;
  return parent ? [...ancestorsOf(parent), id] : [id];
};
const sectionOf = (id: number): BarSectionKey => (ancestorsOf(id)[0] === 1 ? "spirits" : "liqueurs");
const CHOICES: PickerChoice[] = NODES.filter((n) => n.kind !== "category").map((n) => ({
  id: n.id,
  name: n.name,
  aliases: n.aliases ?? [],
  kind: n.kind,
  ancestors: ancestorsOf(n.id),
  uses: n.uses,
  section: sectionOf(n.id),
}));
const SECTIONS = groupIntoSections<PickerChoice>(CHOICES, "en");
const COMPACT = compactCatalogue(SECTIONS, (id) => byId.get(id)?.parent ?? null, foldForMatch);
/** As the browser gets it. */
const SENT = JSON.parse(JSON.stringify(COMPACT)) as typeof COMPACT;

describe("the picker catalogue's compact shape", () => {
  it("gives back the sections, each choice with its ancestors through the categories", () => {
    const read = readCatalogue(SENT);
    expect(read.map((s) => [s.key, s.top.length, s.rest.length, s.size])).toEqual(
      SECTIONS.map((s) => [s.key, s.top.length, s.rest.length, s.size]),
    );
    const strip = (c: PickerChoice) => ({ ...c, aliases: [] });
    expect(read.flatMap((s) => [...s.top, ...s.rest]).map(strip)).toEqual(
      SECTIONS.flatMap((s) => [...s.top, ...s.rest]).map(strip),
    );
    expect(read[0]?.top.find((c) => c.id === 7)?.ancestors).toEqual([1, 5, 6, 7]);
  });

  it("keeps one alias per folded form, none that folds like the name", () => {
    const aliases = new Map(
      readCatalogue(SENT).flatMap((s) => [...s.top, ...s.rest].map((c) => [c.id, c.aliases])),
    );
    expect(aliases.get(2)).toEqual(["Dry Gin"]);
    expect(aliases.get(3)).toEqual([]);
    expect(aliases.get(7)).toEqual(["dark rum"]);
    expect(aliases.get(8)).toEqual([]);
    expect(aliases.get(13)).toEqual(["Schlehenlikör"]);
  });

  it("ranks every typed prefix of every name and alias exactly as the full catalogue does", () => {
    const view = catalogueView(SENT);
    const words = new Set(CHOICES.flatMap((c) => [c.name, ...c.aliases]));
    let queries = 0;
    for (const word of words) {
      for (let end = 1; end <= word.length; end++) {
        const q = word.slice(0, end);
        const ids = (list: readonly PickerChoice[]) => list.map((c) => c.id);
        expect(ids(view.suggest(q, "en", 8)), q).toEqual(ids(rankIngredients(q, CHOICES, "en", 8)));
        expect(ids(view.suggest(` ${q.toUpperCase()} `, "de", 30))).toEqual(
          ids(rankIngredients(` ${q.toUpperCase()} `, CHOICES, "de", 30)),
        );
        queries++;
      }
    }
    expect(queries).toBeGreaterThan(200);
  });

  it("makes each section's boxes as the server does", () => {
    const view = catalogueView(SENT);
    for (const s of SECTIONS)
      expect(view.boxes(s.key)).toEqual({ top: boxesHtml(s.top), rest: boxesHtml(s.rest) });
    expect(view.boxes("bitters")).toBeUndefined();
  });
});

describe("the picker's boxes as HTML", () => {
  const html = boxesHtml([
    { id: 1, name: "Gin" },
    { id: 12, name: 'Ben & Jerry\'s "<Liqueur>"' },
    { id: 123, name: "Rum" },
  ]);

  it("writes native checkboxes named i, as React would, with the names escaped", () => {
    expect(html).toBe(
      '<li><label class="inline-choice"><input type="checkbox" name="i" value="1"/><span>Gin</span></label></li>' +
        '<li><label class="inline-choice"><input type="checkbox" name="i" value="12"/><span>Ben &amp; Jerry&#x27;s &quot;&lt;Liqueur&gt;&quot;</span></label></li>' +
        '<li><label class="inline-choice"><input type="checkbox" name="i" value="123"/><span>Rum</span></label></li>',
    );
  });

  it("ticks exactly the boxes asked for, and none for ids it does not hold", () => {
    const ticked = withTicks(html, [12, 99, Number.NaN]);
    expect(ticked.match(/value="\d+"( checked="")?/g)).toEqual([
      'value="1"',
      'value="12" checked=""',
      'value="123"',
    ]);
    expect(withTicks(html, [])).toBe(html);
  });
});
