import { sql } from "kysely";
import type { Locale } from "~/lib/locale";

/**
 * The names of what a recipe line accepts besides its ingredient ("rye or bourbon"), in order, for a query
 * over `recipe_ingredients AS l`. Empty for most lines.
 */
export function alternativeNames(locale: Locale) {
  const name = locale === "en" ? sql.ref("a.name_en") : sql.ref("a.name_de");
  return sql<string[]>`ARRAY(
    SELECT ${name} FROM unnest(l.alternative_ids) WITH ORDINALITY AS x(id, ord)
    JOIN ingredients AS a ON a.id = x.id ORDER BY x.ord
  )`;
}
