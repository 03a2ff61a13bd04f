// The virtual bar's picker catalogue: every ingredient a visitor can tick, in one compact shape that the
// server builds once per language and catalogue version and the browser reads. The page itself carries the
// boxes as HTML only (docs/decisions/0034-picker-page-light.md); the browser fetches this shape when it needs
// more than the HTML holds: the names people may type (for the search field's suggestions), or the boxes
// themselves after a navigation without a new document. Pure: no database, no React.

import type { BarSectionKey } from "./bar-sections";
import { type RankItem, rankIngredients } from "./ingredient-rank";
import type { Locale } from "./locale";

/** An ingredient as the picker ranks, groups and shows it. */
export type PickerChoice = RankItem & { section: BarSectionKey };

/** A section as the page lays it out: its boxes, the first `top` shown before "show all". */
export type PickerSection = { key: BarSectionKey; top: PickerChoice[]; rest: PickerChoice[]; size: number };

const KINDS = ["category", "generic", "specific", "product"] as const;

/**
 * The compact shape sent to the browser (JSON). `s`: sections in order, each [key, how many are shown before
 * "show all", how many it holds]. `c`: the choices in display order, section after section, each [id, name,
 * the other names people may type, parent id (0: none), kind (index into KINDS), uses]. `p`: the parents of
 * the nodes above the choices that are no choice themselves (categories), [id, parent id], so that a choice's
 * ancestors can be followed to the root.
 */
export type CompactCatalogue = {
  s: [key: BarSectionKey, top: number, size: number][];
  c: [id: number, name: string, aliases: string[], parent: number, kind: number, uses: number][];
  p: [id: number, parent: number][];
};

/**
 * The compact shape of sections (as `groupIntoSections` makes them) and the parents of the nodes above them.
 * The ranking reads names folded (lib/ingredient-rank.ts): an alias that folds like the name or like an
 * alias before it is left out, as it can never rank a choice differently.
 */
export function compactCatalogue(
  sections: readonly PickerSection[],
  parentOf: (id: number) => number | null,
  fold: (text: string) => string,
): CompactCatalogue {
  const ids = new Set(sections.flatMap((s) => [...s.top, ...s.rest].map((c) => c.id)));
  const above = new Map<number, number>();
  const c: CompactCatalogue["c"] = [];
  for (const section of sections) {
    for (const choice of [...section.top, ...section.rest]) {
      // ranked by their folded forms: one alias per form, none that reads like the name
      const seen = new Set([fold(choice.name)]);
      const aliases: string[] = [];
      for (const alias of choice.aliases) {
        const folded = fold(alias);
        if (seen.has(folded)) continue;
        seen.add(folded);
        aliases.push(alias);
      }
      c.push([
        choice.id,
        choice.name,
        aliases,
        parentOf(choice.id) ?? 0,
        KINDS.indexOf(kindOf(choice)),
        choice.uses,
      ]);
      for (const id of choice.ancestors) {
        if (ids.has(id) || above.has(id)) continue;
        above.set(id, parentOf(id) ?? 0);
      }
    }
  }
  return {
    s: sections.map((s) => [s.key, s.top.length, s.size]),
    c,
    p: [...above].sort((a, b) => a[0] - b[0]),
  };
}

function kindOf(choice: PickerChoice): (typeof KINDS)[number] {
  const kind = KINDS.find((k) => k === choice.kind);
  if (!kind) throw new Error(`unknown ingredient kind ${choice.kind}`);
  return kind;
}

/** The sections with their choices again, each choice with its ancestors (root first, itself last). */
export function readCatalogue(compact: CompactCatalogue): PickerSection[] {
  const parents = new Map<number, number>(compact.p);
  for (const [id, , , parent] of compact.c) parents.set(id, parent);
  const ancestorsOf = (id: number): number[] => {
    const chain = [id];
    // bounded by the number of nodes: a broken shape cannot loop
    for (let at = parents.get(id) ?? 0; at !== 0 && chain.length <= parents.size; at = parents.get(at) ?? 0)
      chain.push(at);
    return chain.reverse();
  };
  const sections: PickerSection[] = [];
  let at = 0;
  for (const [key, top, size] of compact.s) {
    const choices = compact.c.slice(at, at + size).map(
      ([id, name, aliases, , kind, uses]): PickerChoice => ({
        id,
        name,
        aliases,
        kind: KINDS[kind] ?? "generic",
        ancestors: ancestorsOf(id),
        uses,
        section: key,
      }),
    );
    at += size;
    sections.push({ key, top: choices.slice(0, top), rest: choices.slice(top), size });
  }
  return sections;
}

// As React escapes text, so the boxes read the same whoever wrote them.
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/**
 * The list items of a section's boxes, as React would render them: a native checkbox named `i` with its
 * label, none ticked (see `withTicks`).
 */
export function boxesHtml(choices: readonly { id: number; name: string }[]): string {
  let html = "";
  for (const { id, name } of choices) {
    html += `<li><label class="inline-choice"><input type="checkbox" name="i" value="${Number(id)}"/><span>${escapeHtml(name)}</span></label></li>`;
  }
  return html;
}

/** `boxesHtml` with these ingredients' boxes ticked: one pass over the HTML, however many are chosen. */
export function withTicks(html: string, ids: Iterable<number>): string {
  const ticked = new Set(ids);
  if (ticked.size === 0) return html;
  return html.replace(/ value="(\d+)"\/>/g, (box, id: string) =>
    ticked.has(Number(id)) ? ` value="${id}" checked=""/>` : box,
  );
}

/** What the browser makes of the fetched shape: suggestions for typed text, and a section's boxes as HTML. */
export type CatalogueView = {
  suggest: (text: string, locale: Locale, limit: number) => PickerChoice[];
  /** a section's boxes: the first few, and the rest behind "show all" (made when first asked for) */
  boxes: (key: BarSectionKey) => { top: string; rest: string } | undefined;
};

/**
 * The browser's view of the compact shape. The page's script imports this module only with the shape (see
 * app/hooks/use-picker-catalogue.ts), so the ranking comes with the names it ranks, not with the page.
 */
export function catalogueView(compact: CompactCatalogue): CatalogueView {
  const sections = readCatalogue(compact);
  const choices = sections.flatMap((s) => [...s.top, ...s.rest]);
  const made = new Map<BarSectionKey, { top: string; rest: string }>();
  return {
    suggest: (text, locale, limit) => rankIngredients(text, choices, locale, limit),
    boxes: (key) => {
      const section = sections.find((s) => s.key === key);
      if (section && !made.has(key))
        made.set(key, { top: boxesHtml(section.top), rest: boxesHtml(section.rest) });
      return made.get(key);
    },
  };
}
