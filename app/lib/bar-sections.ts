// How the virtual bar's picker groups ingredients for browsing: sections a home bartender would look in,
// each named by the tree nodes it gathers. An ingredient belongs to the section of its nearest ancestor
// (or itself) that a section names, so "Lime" (fruit) sits with the juices and "Salt" with the spices.

export const BAR_SECTIONS = [
  { key: "spirits", roots: ["spirits"] },
  { key: "liqueurs", roots: ["liqueurs"] },
  { key: "wine", roots: ["wines", "fortified-wines", "beer-and-cider"] },
  { key: "juicesFruit", roots: ["juices", "fruit"] },
  { key: "syrups", roots: ["syrups-sweeteners", "sugar"] },
  { key: "mixers", roots: ["mixers", "coffee-tea"] },
  { key: "bitters", roots: ["bitters"] },
  { key: "dairyEggs", roots: ["dairy-eggs"] },
  { key: "herbsGarnish", roots: ["fruits-herbs-vegetables", "spices-other"] },
  { key: "alcoholFree", roots: ["alcohol-free-alternatives"] },
] as const;

export type BarSectionKey = (typeof BAR_SECTIONS)[number]["key"];

/** How many of a section's ingredients show before "show all". */
export const SECTION_TOP = 8;

const sectionByRoot = new Map<string, BarSectionKey>(
  BAR_SECTIONS.flatMap((section) => section.roots.map((root) => [root, section.key] as const)),
);

/** The section of a node, from the keys of its ancestors (root first, the node itself last). */
export function sectionOf(ancestorKeys: readonly string[]): BarSectionKey {
  for (let i = ancestorKeys.length - 1; i >= 0; i--) {
    const section = sectionByRoot.get(ancestorKeys[i]!);
    if (section) return section;
  }
  return "herbsGarnish";
}

export type SectionItem = { id: number; name: string; uses: number };

/**
 * Items grouped by section in the sections' order, each most used first (ties by name). `top` are the first
 * SECTION_TOP, `rest` the others; sections without items are left out.
 */
export function groupIntoSections<T extends SectionItem>(
  items: readonly (T & { section: BarSectionKey })[],
  locale: string,
): { key: BarSectionKey; top: T[]; rest: T[]; size: number }[] {
  const collator = new Intl.Collator(locale);
  return BAR_SECTIONS.flatMap(({ key }) => {
    const mine = items
      .filter((item) => item.section === key)
      .sort((a, b) => b.uses - a.uses || collator.compare(a.name, b.name));
    if (mine.length === 0) return [];
    return [{ key, top: mine.slice(0, SECTION_TOP), rest: mine.slice(SECTION_TOP), size: mine.length }];
  });
}
