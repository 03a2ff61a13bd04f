import { sql } from "kysely";
import { normalizeEmail } from "~/lib/account-rules";
import { hashToken, newToken } from "~/utils/tokens.server";
import type { DB } from "../../db/client";

// A visitor's brand registration waits here until the owner of the address acts on the mailed link (once,
// within CONFIRM_TTL_MS): no account and no brand exist before that. Only the token's hash is stored.

export type BrandRegistrationInput = {
  email: string;
  firstName: string;
  lastName: string;
  brandName: string;
  website: string;
  imprintUrl: string;
  locale: string;
};

export type PendingBrandRegistration = BrandRegistrationInput & { emailNormalized: string };

/** Rows whose link ran out more than a day ago are deleted (they hold an address and names). */
const KEEP_AFTER_EXPIRY = sql`interval '1 day'`;

/**
 * Stores a registration and returns the raw token for the mail. Prunes long-expired ones first, so every
 * registration does the same work whoever the address belongs to.
 */
export async function createBrandRegistration(
  db: DB,
  input: BrandRegistrationInput,
  ttlMs: number,
): Promise<string> {
  await db
    .deleteFrom("brand_registrations")
    .where("expires_at", "<", sql<Date>`now() - ${KEEP_AFTER_EXPIRY}`)
    .execute();
  const { token, hash } = newToken();
  await db
    .insertInto("brand_registrations")
    .values({
      token_hash: hash,
      email: input.email.trim(),
      email_normalized: normalizeEmail(input.email),
      first_name: input.firstName,
      last_name: input.lastName,
      brand_name: input.brandName,
      website: input.website,
      imprint_url: input.imprintUrl,
      locale: input.locale,
      terms_accepted_at: new Date(),
      expires_at: new Date(Date.now() + ttlMs),
    })
    .execute();
  return token;
}

const COLUMNS = [
  "email",
  "email_normalized as emailNormalized",
  "first_name as firstName",
  "last_name as lastName",
  "brand_name as brandName",
  "website",
  "imprint_url as imprintUrl",
  "locale",
] as const;

/** The registration behind a link that can still be used, or undefined (unknown, used or expired). */
export async function openBrandRegistration(
  db: DB,
  token: string,
): Promise<PendingBrandRegistration | undefined> {
  if (!token || token.length > 100) return undefined;
  return db
    .selectFrom("brand_registrations")
    .select(COLUMNS)
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
}

/** Uses the link up, once: of two concurrent uses only one gets the registration. */
export async function spendBrandRegistration(
  db: DB,
  token: string,
): Promise<PendingBrandRegistration | undefined> {
  if (!token || token.length > 100) return undefined;
  return db
    .updateTable("brand_registrations")
    .set({ used_at: sql`now()` })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning(COLUMNS)
    .executeTakeFirst();
}
