// Row types of every table, kept in step with migrations/ by hand (one place; the integration test
// `db/schema.test.ts` compares these columns with the migrated database).
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface FaqEntriesTable {
  id: Generated<number>;
  key: string;
  position: Generated<number>;
  question_de: string;
  question_en: string;
  answer_de: string;
  answer_en: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: Generated<number>;
}

export interface Database {
  faq_entries: FaqEntriesTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
}

export type FaqEntry = Selectable<FaqEntriesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;

/** column names per table, for the schema test */
export const schemaColumns: Record<keyof Database, string[]> = {
  faq_entries: [
    "id",
    "key",
    "position",
    "question_de",
    "question_en",
    "answer_de",
    "answer_en",
    "created_at",
  ],
  contact_messages: ["id", "name", "email", "message", "locale", "created_at"],
  rate_limits: ["key", "window_start", "hits"],
};
