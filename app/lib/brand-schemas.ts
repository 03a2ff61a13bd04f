import { z } from "zod";
import { EMAIL_MAX, isSingleLine } from "./account-rules";
import { accountOwnerSchema, newPasswordSchema, passwordsMatch } from "./account-schemas";
import { msg } from "./messages";
import { CURRENCIES } from "./price-format";
import { optionalPrice } from "./price-schema";
import { isSlug, RESERVED_BRAND_SLUGS, slugify } from "./slug";

// The forms of brand registration and the brand dashboard: one zod schema per form (pages with several forms
// dispatch on `intent`), shared by the page and the server. Messages are translation keys. Which brand a form
// may change is never taken from a field: the route finds the brand from the URL and the signed-in member,
// and every write names that brand's id in SQL (app/models/brand-admin.server.ts).
//
// The brand's website field is called `websiteUrl`: `website` is the honeypot every public form carries.

export const BRAND_NAME_MIN = 2;
export const BRAND_NAME_MAX = 80;
export const PRODUCT_NAME_MIN = 2;
export const PRODUCT_NAME_MAX = 80;
export const URL_MAX = 500;
export const DESCRIPTION_MAX = 2000;
export const BRAND_SLUG_MAX = 80;
/** A bottle, a keg or a bag-in-box: anything above 100 litres is a typo. */
export const VOLUME_MAX_ML = 100_000;
/** An invitation link works for a week, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const POSTGRES_INT_MAX = 2_147_483_647;

// ---- slugs ----
// A brand's slug comes from its name (transliterated like recipe slugs) and is kept when the brand is renamed;
// a product's from its name, led by its brand's name when the product's name does not start with it
// ("Kesselwind" + "London Dry Gin" → kesselwind-london-dry-gin). Both leave room for a "-2", "-3" … within
// the 80 characters a slug may have.

const SLUG_BASE_MAX = 72;

/** The slug a brand name asks for, before uniqueness; "brand" when the name has no letters or digits. */
export function brandSlugBase(name: string): string {
  const base = slugify(name, SLUG_BASE_MAX);
  return base.length >= 2 ? base : "brand";
}

/** The slug a product name asks for, before uniqueness. */
export function productSlugBase(brandName: string, productName: string): string {
  const own = slugify(productName, SLUG_BASE_MAX);
  const brand = slugify(brandName, SLUG_BASE_MAX);
  if (brand && (own === brand || own.startsWith(`${brand}-`))) return own;
  const base = slugify(`${brandName} ${productName}`, SLUG_BASE_MAX);
  return base.length >= 2 ? base : "product";
}

/**
 * `base` when it is free, else `base-2`, `base-3` …: the first that is neither taken nor reserved (a brand
 * may never be called like a page below /brand/).
 */
export function firstFreeSlug(
  base: string,
  taken: ReadonlySet<string>,
  reserved: ReadonlySet<string> = new Set(),
): string {
  const free = (slug: string) => !taken.has(slug) && !reserved.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}

/** The free slug for a brand name, given the slugs in use (current and old ones). */
export function freeBrandSlug(name: string, taken: ReadonlySet<string>): string {
  return firstFreeSlug(brandSlugBase(name), taken, RESERVED_BRAND_SLUGS);
}

/**
 * An address on the web as a brand types it: http or https with a host, nothing else (`javascript:`,
 * `data:`, `mailto:`, a bare word), and no user name or password in it. The normalised address, or null.
 */
export function webUrl(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > URL_MAX || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || url.username || url.password) return null;
  // a host is a name with a dot (example.com), an IP address, or a bracketed IPv6 address
  if (!/[.:]/.test(url.hostname) && url.hostname !== "localhost") return null;
  return url.href;
}

/** A required web address field (website, imprint). */
function requiredUrl(missing: string, invalid: string) {
  return z
    .string({ required_error: missing })
    .trim()
    .max(URL_MAX, msg("brandAdmin.urlTooLong"))
    .transform((value, ctx) => {
      const url = webUrl(value);
      if (url) return url;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

/** An optional web address: empty means none. */
const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, msg("brandAdmin.urlTooLong"))
  .optional()
  .transform((value, ctx) => {
    if (!value) return "";
    const url = webUrl(value);
    if (url) return url;
    ctx.addIssue({ code: "custom", message: msg("brandAdmin.buyUrlInvalid") });
    return z.NEVER;
  });

/**
 * A name on one line: runs of white space (line breaks and tabs too, which a hand-made request can send)
 * become one space, so a name can never break a mail's subject or a page's layout.
 */
function singleLineName(required: string, min: number, max: number) {
  return z
    .string({ required_error: required })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(min, msg("brandAdmin.nameTooShort")).max(max, msg("brandAdmin.nameTooLong")));
}

/**
 * A brand's name: it is mailed in invitations and printed on menus, so a line break, tab or invisible control
 * character anywhere is refused with its own message (never silently joined); runs of spaces become one.
 */
const brandName = z
  .string({ required_error: msg("brandAdmin.nameRequired") })
  .refine(isSingleLine, msg("brandAdmin.nameSingleLine"))
  .pipe(singleLineName(msg("brandAdmin.nameRequired"), BRAND_NAME_MIN, BRAND_NAME_MAX));

const description = z.string().trim().max(DESCRIPTION_MAX, msg("brandAdmin.descriptionTooLong")).default("");

/** What every brand has from its registration on. */
export const brandFieldsSchema = z.object({
  name: brandName,
  websiteUrl: requiredUrl(msg("brandAdmin.websiteRequired"), msg("brandAdmin.websiteInvalid")),
  imprintUrl: requiredUrl(msg("brandAdmin.imprintRequired"), msg("brandAdmin.imprintInvalid")),
});

/**
 * The public brand registration: the brand, and who will own it (address, first and last name, terms, by the
 * member registration's rules). No password: whoever registers may not own the address, so the password is
 * chosen by the address's owner, from the link mailed to it (brandClaimSchema).
 */
export const brandRegisterSchema = brandFieldsSchema.and(accountOwnerSchema);

const claimToken = z
  .string({ required_error: msg("brandAdmin.registrationInvalidText") })
  .max(100, msg("brandAdmin.registrationInvalidText"));

/**
 * The page the brand registration's link opens (/brand/register?token=…): for an address without an account,
 * its owner chooses the password (`create`); for an address with one, its owner, signed in, adds the brand
 * to it (`attach`). The match of the two passwords is joined by intersection, as in registerSchema.
 */
export const brandClaimSchema = z
  .discriminatedUnion("intent", [
    z.object({
      intent: z.literal("create"),
      token: claimToken,
      password: newPasswordSchema,
      confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
    }),
    z.object({ intent: z.literal("attach"), token: claimToken }),
  ])
  .and(passwordsMatch);

/** The registration page's intents that answer the mailed link, not the registration form. */
export const BRAND_CLAIM_INTENTS: ReadonlySet<string> = new Set(["create", "attach"]);

/** A signed-in member registers a brand: only the brand (their account exists and is confirmed). */
export const memberBrandSchema = brandFieldsSchema;

/** The brand's own address below /brand/: a well-formed slug that no page of the site uses. */
const brandSlug = z
  .string({ required_error: msg("brandAdmin.slugInvalid") })
  .trim()
  .toLowerCase()
  .refine((value) => value.length >= 2 && isSlug(value, BRAND_SLUG_MAX), msg("brandAdmin.slugInvalid"))
  .refine((value) => !RESERVED_BRAND_SLUGS.has(value), msg("brandAdmin.slugReserved"));

/** Dashboard intents only the brand's owner may send: the name, the links and the address are theirs. */
export const OWNER_ONLY_INTENTS: ReadonlySet<string> = new Set(["profile", "slug"]);

/** Any form's intent alone, to refuse a form as a whole before its fields are looked at. */
export const intentOnlySchema = z.object({ intent: z.string().optional() });

/**
 * The dashboard's forms: the whole profile and the address (slug) for the owner; the descriptions alone for
 * every member of the team.
 */
export const brandDashboardSchema = z.discriminatedUnion("intent", [
  brandFieldsSchema.extend({
    intent: z.literal("profile"),
    descriptionDe: description,
    descriptionEn: description,
  }),
  z.object({ intent: z.literal("description"), descriptionDe: description, descriptionEn: description }),
  z.object({ intent: z.literal("slug"), slug: brandSlug }),
]);

/** "40", "40,5" and "40.5" (per cent): 0 to 100 with at most one decimal, or empty for unknown. */
export function parseAbv(value: string): { ok: true; value: number | null } | { ok: false } {
  const text = value.trim().replace(/\s*%$/, "");
  if (!text) return { ok: true, value: null };
  const match = /^(\d{1,3})(?:[.,](\d))?$/.exec(text);
  if (!match) return { ok: false };
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? "0");
  if (tenths > 1000) return { ok: false };
  return { ok: true, value: tenths / 10 };
}

/** An ABV as its form field shows it: "40", "40,5" on German pages, "40.5" on English ones. */
export function abvFieldValue(abv: number | null, locale: "de" | "en"): string {
  if (abv === null || !Number.isFinite(abv)) return "";
  const text = (Math.round(abv * 10) / 10).toFixed(1).replace(/\.0$/, "");
  return locale === "de" ? text.replace(".", ",") : text;
}

const abv = z
  .string()
  .max(10, msg("brandAdmin.abvInvalid"))
  .optional()
  .transform((value, ctx) => {
    const parsed = parseAbv(value ?? "");
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: msg("brandAdmin.abvInvalid") });
    return z.NEVER;
  });

const volume = z
  .string()
  .max(10, msg("brandAdmin.volumeInvalid"))
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? "").trim().replace(/\s*ml$/i, "");
    if (!text) return null;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(n) && n > 0 && n <= VOLUME_MAX_ML) return n;
    ctx.addIssue({ code: "custom", message: msg("brandAdmin.volumeInvalid") });
    return z.NEVER;
  });

const id = (message: string) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(POSTGRES_INT_MAX, message);

/** A product's form (new and edit alike). */
export const productSchema = z.object({
  intent: z.literal("save").default("save"),
  name: singleLineName(msg("brandAdmin.productNameRequired"), PRODUCT_NAME_MIN, PRODUCT_NAME_MAX),
  categoryId: id(msg("brandAdmin.categoryRequired")),
  descriptionDe: description,
  descriptionEn: description,
  abv,
  volumeMl: volume,
  price: optionalPrice,
  currency: z.enum(CURRENCIES, { message: msg("brandAdmin.currencyInvalid") }).default("EUR"),
  buyUrl: optionalUrl,
});

export type ProductValues = z.output<typeof productSchema>;

/** The product page's forms: save, or delete (the second step, after the list of recipes it is in). */
export const productActionSchema = z.discriminatedUnion("intent", [
  productSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
]);

const email = z
  .string({ required_error: msg("account.emailInvalid") })
  .trim()
  .max(EMAIL_MAX, msg("account.emailTooLong"))
  .email(msg("account.emailInvalid"));

/** The members page: invite (owner), remove a member (owner), withdraw an invitation (owner). */
export const membersActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email }),
  z.object({ intent: z.literal("remove"), userId: id(msg("brandAdmin.memberGone")) }),
  z.object({ intent: z.literal("withdraw"), invitationId: id(msg("brandAdmin.invitationGone")) }),
]);

/** The invitation page's button: the token from the link travels in a hidden field. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ required_error: msg("brandAdmin.invitationInvalidText") })
    .max(100, msg("brandAdmin.invitationInvalidText")),
});
