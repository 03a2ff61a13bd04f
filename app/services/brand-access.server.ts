import type { AppLoadContext } from "@remix-run/node";
import type { Locale } from "~/lib/locale";
import { type MemberBrand, memberBrand } from "~/models/brand-members.server";
import type { SessionUser } from "~/models/sessions.server";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";

/**
 * The brand a management page or action works on, for one of its members. A visitor goes to the login page
 * (and comes back); a signed-in person who is not a member gets the 404 page, exactly as for a brand that
 * does not exist, so brand management pages reveal nothing to outsiders.
 */
export async function requireBrandMember(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  slug: string,
): Promise<{ user: SessionUser; brand: MemberBrand }> {
  const user = await requireUser(request, context, locale);
  const brand = await memberBrand(context.db, slug, user.id);
  if (!brand) {
    securityEvent("authorization.denied", {
      ...requestFields(context),
      userId: user.id,
      detail: `brand ${slug}`.slice(0, 120),
    });
    throw notFound(new URL(request.url).pathname, "param");
  }
  return { user, brand };
}
