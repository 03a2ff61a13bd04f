// The sentences a result card adds under a drink: how the bar covers a line it does not hold as it is
// ("Lime → Lime juice (freshly squeezed)", "Tanqueray counts as London Dry Gin", "using Sekt for Prosecco
// (any dry sparkling wine will do …)"), and which kind of a family a missing line wants. One place, so the
// page and its tests read the same words.
import type { TFunction } from "i18next";

export type CountedAs = {
  owned: string;
  as: string;
  yielded: boolean;
  note: string;
  standsIn: { from: string; for: string; note: string } | null;
};

export function coverageText(t: TFunction, c: CountedAs): string {
  const made = c.yielded
    ? `${t("bar.yieldItem", { from: c.owned, to: c.as })}${c.note ? ` (${c.note})` : ""}`
    : "";
  if (c.standsIn) {
    const using = `${t("bar.standsIn", { from: c.standsIn.from, for: c.standsIn.for })}${
      c.standsIn.note ? ` (${c.standsIn.note})` : ""
    }`;
    return made ? `${made}; ${using}` : using;
  }
  // Counted through the graph: the reason, when a further parent makes it so ("aged and Jamaican").
  return made || `${t("bar.countedAs", { owned: c.owned, as: c.as })}${c.note ? ` (${c.note})` : ""}`;
}

export function kindText(t: TFunction, k: { family: string; kind: string }): string {
  return t("bar.kindNeeded", { family: k.family, kind: k.kind });
}
