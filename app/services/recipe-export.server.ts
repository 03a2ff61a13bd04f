import type { BookRecipeData } from "~/components/BookRecipe";
import { orList } from "~/lib/alternatives";
import type { Locale } from "~/lib/locale";
import { localePath } from "~/lib/locale";
import { recipePicturePath } from "~/lib/picture-path";
import { exportDocument, exportFileName, exportRecipe } from "~/lib/recipe-export";
import { amountText } from "~/lib/recipe-text";
import { absoluteUrl } from "~/lib/seo";
import { DEFAULT_COUNTRY } from "~/lib/standard-drinks";
import { strengthFacts } from "~/lib/strength-text";
import { standalone } from "~/lib/text";
import { type DisplayUnit, scaleLine } from "~/lib/units";
import {
  type ExportList,
  type ExportSource,
  memberExportList,
  sharedExportList,
} from "~/models/recipe-export.server";
import { getRecipe } from "~/models/recipes.server";
import { getEnv } from "~/utils/env.server";
import { getT } from "~/utils/i18n.server";
import type { DB } from "../../db/client";

// Downloads and booklets of a member's recipes (app/models/recipe-export.server.ts says which recipes):
// the JSON file (app/lib/recipe-export.ts) and the booklet's pages (the brand book's BookRecipe).

/** "favourites", "recipes" or "collection-12" from the address; null for anything else. */
export function parseExportSource(param: string | undefined): ExportSource | null {
  if (param === "favourites" || param === "recipes") return { kind: param };
  const m = /^collection-([1-9]\d{0,9})$/.exec(param ?? "");
  if (m && Number(m[1]) <= 2_147_483_647) return { kind: "collection", id: Number(m[1]) };
  return null;
}

export const sourceParam = (source: ExportSource) =>
  source.kind === "collection" ? `collection-${source.id}` : source.kind;

/** The member's page a download or booklet comes from (below the locale): the collection, favourites, My recipes. */
export const sourcePage = (source: ExportSource) =>
  source.kind === "collection"
    ? `/user/collections/${source.id}`
    : source.kind === "favourites"
      ? "/user/favourites"
      : "/recipe/draft";

type Loaded = {
  name: string;
  description: string;
  recipes: (NonNullable<Awaited<ReturnType<typeof getRecipe>>> & { note: string | null })[];
};

/** The recipes of a list as the viewer may see them (a draft only for its author), in order. */
async function readList(db: DB, list: ExportList, name: string, locale: Locale, viewerId: number | null) {
  const recipes: Loaded["recipes"] = [];
  for (const entry of list.entries) {
    const recipe = await getRecipe(db, entry.slug, locale, viewerId);
    if (recipe) recipes.push({ ...recipe, note: entry.note });
  }
  return { name, description: list.description, recipes };
}

/** The member's own download of `source`, with their notes; null when it is not theirs. */
export async function loadMemberExport(
  db: DB,
  userId: number,
  source: ExportSource,
  locale: Locale,
): Promise<Loaded | null> {
  const list = await memberExportList(db, userId, source);
  if (!list) return null;
  const t = await getT(locale);
  const name = list.name ?? (source.kind === "favourites" ? t("book.title") : t("author.myRecipesTitle"));
  return readList(db, list, name, locale, userId);
}

/** A shared collection's download, without notes; null when the link is unknown or revoked. */
export async function loadSharedExport(db: DB, token: string, locale: Locale): Promise<Loaded | null> {
  const list = await sharedExportList(db, token);
  return list ? readList(db, list, list.name ?? "", locale, null) : null;
}

/** The download as a response: a JSON-LD file to save, personal, never stored by any cache. */
export async function exportResponse(loaded: Loaded, locale: Locale, pageUrl: string, shared: boolean) {
  const t = await getT(locale);
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const created = new Date();
  const items = loaded.recipes.map((r) => {
    const lines = r.lines.map((l) => ({
      amount: l.amount,
      unit: l.unit,
      name: orList([l.name, ...l.alternatives], locale),
    }));
    return exportRecipe(
      {
        ...r,
        lines,
        url: `${origin}${localePath(locale, `/recipe/${r.slug}`)}`,
        image: absoluteUrl(origin, recipePicturePath(r.slug, r.pictureHash)),
        strength: r.strength,
        volumeMl: r.volumeMl,
        // a shared link never carries the owner's notes
        note: shared ? null : r.note,
      },
      {
        servings: 1,
        amount: (line) => amountText(t, locale, line),
        locale,
        site: { name: t("site.name"), origin },
      },
    );
  });
  const document = exportDocument(
    { name: loaded.name, description: loaded.description, url: pageUrl, created },
    items,
  );
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/ld+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(loaded.name, created)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The booklet's recipes, as the brand book prints them, each with the member's note when there is one. */
export async function bookletRecipes(
  loaded: Loaded,
  locale: Locale,
  servings = 1,
  unit: DisplayUnit = "cl",
): Promise<(BookRecipeData & { note: string | null })[]> {
  const t = await getT(locale);
  return loaded.recipes.map((r) => ({
    slug: r.slug,
    name: r.name,
    description: r.description,
    glass: r.glass,
    picture: r.picture,
    method: r.method,
    garnish: r.garnish,
    translated: r.translated,
    steps: r.steps,
    facts: strengthFacts(t, locale, r.strength, r.allergens, DEFAULT_COUNTRY[locale]),
    alcoholFree: r.strength?.abv === 0,
    rawEgg: r.rawEgg,
    note: r.note,
    lines: r.lines.map((l) => {
      // scaled for the servings and in the unit asked for, as the brand book prints them
      const scaled = scaleLine(l, servings, unit);
      const text = amountText(t, locale, scaled);
      const name = orList([l.name, ...l.alternatives], locale);
      return {
        name: text ? name : standalone(name),
        amount: scaled.amount,
        unit: scaled.unit,
        amountText: text,
        optional: l.optional,
        exact: l.exact,
        note: l.note,
      };
    }),
  }));
}
