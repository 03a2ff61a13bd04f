import type { AppLoadContext } from "@remix-run/node";
import { CONFIRM_TTL_MS } from "~/lib/account-rules";
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
import { hitRateLimit, type LimitResult } from "~/models/rate-limits.server";
import type { SessionUser } from "~/models/sessions.server";
import { createUser, findUserByEmail } from "~/models/users.server";
import { createVerification } from "~/models/verifications.server";
import { hashPassword } from "~/utils/auth.server";
import { composeMail, nudgeMailWorker, queueMail, siteUrl } from "~/utils/mail.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";

// Brands as accounts: the public brand registration (a brand and its owner's account, confirmed by mail exactly
// like a member's), a member's own brand, and the brand's team (invitations by mail, members).

export type BrandInput = { name: string; websiteUrl: string; imprintUrl: string };

export type BrandOwnerInput = BrandInput & {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

function userLocale(stored: string, fallback: Locale): Locale {
  return stored === "en" ? "en" : stored === "de" ? "de" : fallback;
}

/**
 * Registers a brand (pending) with a new account as its owner and queues the confirmation link, all in one
 * transaction; confirming the address makes the brand live (confirmRegistration). For an address that has an
 * account nothing is created: that account gets a note on how to register a brand while signed in. Both
 * answer the same, so the form never tells whether an address has an account.
 */
export async function registerBrand(
  context: AppLoadContext,
  input: BrandOwnerInput,
  locale: Locale,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction().execute(async (trx) => {
    const created = await createUser(trx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      newsletter: false,
      locale,
    });
    if (created === "exists") {
      const existing = await findUserByEmail(trx, input.email);
      if (!existing) return;
      const lang = userLocale(existing.locale, locale);
      const brandPage = localePath(lang, "/brand/register");
      const link = siteUrl(`${localePath(lang, "/user/login")}?redirectTo=${encodeURIComponent(brandPage)}`);
      await queueMail(trx, await composeMail("brandExists", lang, existing.email, link));
      return;
    }
    await createBrand(
      trx,
      { name: input.name, website: input.websiteUrl, imprintUrl: input.imprintUrl, status: "pending" },
      created.id,
    );
    const token = await createVerification(trx, created.id, "confirm", CONFIRM_TTL_MS);
    const link = siteUrl(`${localePath(locale, "/user/register-confirmed")}?token=${token}`);
    await queueMail(trx, await composeMail("confirm", locale, input.email.trim(), link));
  });
  nudgeMailWorker();
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
  | { ok: false; error: "limited"; retryAfter: number };

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
    return { ok: false, error: "limited", retryAfter: limit.retryAfter };
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
