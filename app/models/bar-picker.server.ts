import crypto from "node:crypto";
import { groupIntoSections } from "~/lib/bar-sections";
import { foldForMatch } from "~/lib/ingredient-rank";
import type { Locale } from "~/lib/locale";
import { boxesId } from "~/lib/picker-boxes-id";
import {
  boxesHtml,
  type CompactCatalogue,
  compactCatalogue,
  type PickerChoice,
  type PickerSection,
} from "~/lib/picker-catalogue";
import type { DB } from "../../db/client";
import { barChoices, barIndex } from "./bar-index.server";
import { sharedIndex } from "./shared-cache.server";

// The virtual bar's picker catalogue, made once per language and catalogue version and kept in the one cache
// (docs/decisions/0026-one-cache.md) with the bar index it is made from: the sections, the HTML of each
// section's boxes (nobody ticked), and the compact shape the browser fetches (lib/picker-catalogue.ts),
// named by a hash of its content. See docs/decisions/0034-picker-page-light.md.

export type PickerCatalogue = {
  choices: readonly PickerChoice[];
  byId: ReadonlyMap<number, PickerChoice>;
  sections: readonly PickerSection[];
  /** the boxes of each part of a section (boxesId), none ticked */
  html: ReadonlyMap<string, string>;
  /** the compact shape as JSON, and a hash of it that names this version */
  json: string;
  version: string;
};

/** The picker catalogue in this language for the catalogue as it is now. */
export function pickerCatalogue(db: DB, locale: Locale): Promise<PickerCatalogue> {
  return sharedIndex(db, `bar-picker:${locale}`, ["catalogue"], async () => {
    const [choices, { nodes }] = await Promise.all([barChoices(db, locale), barIndex(db)]);
    const sections = groupIntoSections(choices, locale);
    const compact: CompactCatalogue = compactCatalogue(
      sections,
      (id) => nodes.get(id)?.parentId ?? null,
      foldForMatch,
    );
    const json = JSON.stringify(compact);
    const html = new Map<string, string>();
    for (const section of sections) {
      html.set(boxesId(section.key, "top"), boxesHtml(section.top));
      html.set(boxesId(section.key, "rest"), boxesHtml(section.rest));
    }
    return {
      choices,
      byId: new Map(choices.map((c) => [c.id, c])),
      sections,
      html,
      json,
      version: crypto.createHash("sha256").update(json).digest("base64url").slice(0, 16),
    };
  });
}
