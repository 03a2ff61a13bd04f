import type { AppLoadContext } from "@remix-run/node";
import { CONFIRM_TTL_MS, normalizeEmail } from "~/lib/account-rules";
import { type Locale, localePath } from "~/lib/locale";
import {
  acceptInvitation,
  createBrand,
  createInvitation,
  type InvitationResult,
  removeMember,
  withdrawInvitation,
} from "~/models/brand-admin.server";
import type { MemberBrand } from "~/models/brand-members.server";
import {
  createBrandRegistration,
  openBrandRegistration,
  type PendingBrandRegistration,
  spendBrandRegistration,
} from "~/models/brand-registrations.server";
import { hitRateLimit, type LimitResult } from "~/models/rate-limits.server";
import type { SessionUser } from "~/models/sessions.server";
import { confirmEmail, createUser, findUserByEmail } from "~/models/users.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";
import { hashPassword } from "./login.server";
import { composeMail, nudgeMailWorker, queueMail, siteUrl } from "./mail/mail.server";

// Brands as accounts: the public brand registration (a brand and its owner, who acts on a mailed link), a
// member's own brand, and the brand's team (invitations by mail, members).
//
// A visitor's registration creates no account and no brand: it waits in brand_registrations and mails the
// address a link (/brand/register?token=…). For an address without an account, the link's page asks for the
// password of the new account, so only the owner of the address ever sets it; for an address with one, the
// owner adds the brand to it while signed in, and their password stays theirs. Whoever typed the address can
// therefore never log in with it, and both kinds of address cost the same work (one row, one mail).

export type BrandInput = { name: string; websiteUrl: string; imprintUrl: string };

export type BrandOwnerInput = BrandInput & {
  email: string;
  firstName: string;
  lastName: string;
};

function userLocale(stored: string, fallback: Locale): Locale {
  return stored === "en" ? "en" : stored === "de" ? "de" : fallback;
}

/**
 * Stores the registration and queues the link to its address, in one transaction: "choose your password" for an
 * address without an account, "add the brand to your account" for one with an account. Both take the same
 * steps (a lookup, one row, one composed mail), so they answer the same in the same time.
 */
export async function registerBrand(
  context: AppLoadContext,
  input: BrandOwnerInput,
  locale: Locale,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, input.email);
    const lang = existing ? userLocale(existing.locale, locale) : locale;
    const token = await createBrandRegistration(
      trx,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        brandName: input.name,
        website: input.websiteUrl,
        imprintUrl: input.imprintUrl,
        locale: lang,
      },
      CONFIRM_TTL_MS,
    );
    const link = siteUrl(`${localePath(lang, "/brand/register")}?token=${token}`);
    const to = existing ? existing.email : input.email.trim();
    await queueMail(trx, await composeMail(existing ? "brandClaim" : "brandConfirm", lang, to, link));
  });
  nudgeMailWorker();
}

/** What the link's page offers: the registration, and what the person who opened it can do with it. */
export type BrandClaimView =
  | { state: "invalid" }
  | {
      /** new: choose the password; visitor: log in first; otherAddress: signed in as someone else; attach */
      state: "new" | "visitor" | "otherAddress" | "attach";
      registration: PendingBrandRegistration;
    };

/** The registration behind a mailed link, for the person who opened it (null: a visitor). */
export async function brandClaimView(
  context: AppLoadContext,
  token: string,
  user: SessionUser | null,
): Promise<BrandClaimView> {
  const registration = await openBrandRegistration(context.db, token);
  if (!registration) return { state: "invalid" };
  if (!(await findUserByEmail(context.db, registration.email))) return { state: "new", registration };
  if (!user) return { state: "visitor", registration };
  const same = normalizeEmail(user.email) === registration.emailNormalized;
  return { state: same ? "attach" : "otherAddress", registration };
}

export type BrandClaim =
  | { ok: true; slug: string; name: string }
  | { ok: false; reason: "invalid" | "account" | "address" };

/** Thrown inside the transaction to undo it: an account for the address appeared meanwhile. */
class AccountExists extends Error {}

/**
 * The owner of an address without an account chose their password on the link's page: the account is created
 * (confirmed: the link proves the address), the brand with it (live, theirs), and the link is used up, in one
 * transaction. The link is checked before the (expensive) password hash. An address that has an account by
 * now answers "account": its owner adds the brand signed in instead.
 */
export async function createBrandOwner(
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<BrandClaim> {
  const registration = await openBrandRegistration(context.db, token);
  if (!registration) return { ok: false, reason: "invalid" };
  if (await findUserByEmail(context.db, registration.email)) return { ok: false, reason: "account" };
  const passwordHash = await hashPassword(password);
  try {
    return await context.db.transaction().execute(async (trx): Promise<BrandClaim> => {
      const used = await spendBrandRegistration(trx, token);
      if (!used) return { ok: false, reason: "invalid" };
      const created = await createUser(trx, {
        email: used.email,
        passwordHash,
        firstName: used.firstName,
        lastName: used.lastName,
        newsletter: false,
        locale: used.locale,
      });
      if (!created.ok) throw new AccountExists();
      await confirmEmail(trx, created.id);
      const brand = await createBrand(
        trx,
        { name: used.brandName, website: used.website, imprintUrl: used.imprintUrl, status: "live" },
        created.id,
      );
      return { ok: true, slug: brand.slug, name: used.brandName };
    });
  } catch (error) {
    if (error instanceof AccountExists) return { ok: false, reason: "account" };
    throw error;
  }
}

/**
 * The owner of an address with an account, signed in to it, adds the registered brand to it (live, theirs);
 * the link is used up. Anyone signed in with another address gets "address", and nothing changes.
 */
export async function attachRegisteredBrand(
  context: AppLoadContext,
  user: SessionUser,
  token: string,
): Promise<BrandClaim> {
  return context.db.transaction().execute(async (trx): Promise<BrandClaim> => {
    const registration = await openBrandRegistration(trx, token);
    if (!registration) return { ok: false, reason: "invalid" };
    if (normalizeEmail(user.email) !== registration.emailNormalized) return { ok: false, reason: "address" };
    const used = await spendBrandRegistration(trx, token);
    if (!used) return { ok: false, reason: "invalid" };
    const brand = await createBrand(
      trx,
      { name: used.brandName, website: used.website, imprintUrl: used.imprintUrl, status: "live" },
      user.id,
    );
    return { ok: true, slug: brand.slug, name: used.brandName };
  });
}

/** A signed-in member registers a brand: it is live at once (their address is confirmed), they own it. */
export async function registerMemberBrand(
  context: AppLoadContext,
  user: SessionUser,
  input: BrandInput,
): Promise<{ slug: string }> {
  return context.db
    .transaction()
    .execute((trx) =>
      createBrand(
        trx,
        { name: input.name, website: input.websiteUrl, imprintUrl: input.imprintUrl, status: "live" },
        user.id,
      ),
    );
}

/** Invitations per brand and hour: an owner's typo costs nothing, a brand cannot be used to send mail in bulk. */
export const INVITE_RATE_LIMIT = 20;

export type InviteOutcome =
  | { ok: true }
  | Exclude<InvitationResult, { ok: true }>
  | { ok: false; reason: "limited"; retryAfter: number };

/** The owner invites an address: a single-use link, 7 days, mailed in the page's language. */
export async function inviteMember(
  context: AppLoadContext,
  owner: SessionUser,
  brand: MemberBrand,
  email: string,
  locale: Locale,
): Promise<InviteOutcome> {
  const limit: LimitResult = await hitRateLimit(
    context.db,
    `brand-invite:${brand.id}`,
    INVITE_RATE_LIMIT,
    3600,
  );
  if (!limit.allowed) {
    securityEvent("rate-limit.hit", {
      ...requestFields(context),
      userId: owner.id,
      detail: "brand-invite",
      retryAfter: limit.retryAfter,
    });
    return { ok: false, reason: "limited", retryAfter: limit.retryAfter };
  }
  const made = await createInvitation(context.db, brand.id, email, owner.id);
  if (!made.ok) return made;
  const link = siteUrl(`${localePath(locale, "/user/brand-invitation")}?token=${made.token}`);
  // The brand's and the owner's names are quoted in the mail as data (composeMail), never in its sentences.
  const inviter = `${owner.firstName} ${owner.lastName}`;
  await queueMail(
    context.db,
    await composeMail("brandInvite", locale, email.trim(), link, { brand: brand.name, inviter }),
  );
  securityEvent("brand.team", {
    ...requestFields(context),
    userId: owner.id,
    email,
    detail: `invite brand=${brand.id}`,
  });
  return { ok: true };
}

export async function withdrawBrandInvitation(
  context: AppLoadContext,
  owner: SessionUser,
  brand: MemberBrand,
  invitationId: number,
): Promise<boolean> {
  const done = await withdrawInvitation(context.db, brand.id, invitationId);
  if (done) {
    securityEvent("brand.team", {
      ...requestFields(context),
      userId: owner.id,
      detail: `withdraw brand=${brand.id} invitation=${invitationId}`,
    });
  }
  return done;
}

export async function removeBrandMember(
  context: AppLoadContext,
  owner: SessionUser,
  brand: MemberBrand,
  userId: number,
): Promise<boolean> {
  const done = await removeMember(context.db, brand.id, userId);
  if (done) {
    securityEvent("brand.team", {
      ...requestFields(context),
      userId: owner.id,
      detail: `remove brand=${brand.id} member=${userId}`,
    });
  }
  return done;
}

/** The invitee accepts: only signed in with the invited address, once, within 7 days. */
export async function acceptBrandInvitation(context: AppLoadContext, user: SessionUser, token: string) {
  const accepted = await acceptInvitation(context.db, token, user);
  if (accepted.ok) {
    securityEvent("brand.team", {
      ...requestFields(context),
      userId: user.id,
      detail: `join brand=${accepted.brandSlug}`,
    });
  }
  return accepted;
}
