// What makes the seed content trustworthy to a bartender: every recipe names its source, the specs reviewers
// checked against their sources stay as the sources print them, and the German reads as a German bar writes
// it. Reads the content modules directly; no database needed.
import { describe, expect, it } from "vitest";
import { recipes } from "../../db/seed/content/recipes";
import type { RecipeSeed } from "../../db/seed/content/types";

const bySlug = new Map(recipes.map((r) => [r.slug, r]));

function recipe(slug: string): RecipeSeed {
  const r = bySlug.get(slug);
  if (!r) throw new Error(`no seed recipe ${slug}`);
  return r;
}

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
