import { type RawBuilder, sql } from "kysely";

/**
 * An ingredient name column as the name stands alone (a product's kind, a label): first letter upper case,
 * as app/lib/text.ts `standalone` writes it. German names are stored as they read after an amount.
 */
export function standaloneName(column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return sql<string>`upper(left(${ref}, 1)) || substr(${ref}, 2)`;
}
