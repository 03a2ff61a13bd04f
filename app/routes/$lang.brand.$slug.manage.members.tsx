import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandAdminInviteForm } from "~/components/BrandAdminInviteForm";
import { BrandAdminMembers } from "~/components/BrandAdminMembers";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useForm } from "~/hooks/use-form";
import { membersActionSchema } from "~/lib/brand-schemas";
import { isSlug } from "~/lib/slug";
import { brandMembers, openInvitations } from "~/models/brand-admin.server";
import { requireBrandMember } from "~/services/brand-access.server";
import {
  inviteMember,
  removeBrandMember,
  withdrawBrandInvitation,
} from "~/services/brand-registration.server";
import styles from "~/styles/brand-admin.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The brand's team (members only). Every member sees who belongs to it; only the owner invites by e-mail,
// withdraws an invitation or removes a member. The invited person accepts on /user/brand-invitation.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function member(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const slug = args.params.slug ?? "";
  assertParam(isSlug(slug, 80), args.request);
  const access = await requireBrandMember(args.request, args.context, locale, slug);
  return { locale, ...access };
}

export async function loader(args: LoaderFunctionArgs) {
  const { locale, brand } = await member(args);
  const isOwner = brand.role === "owner";
  const [members, invitations, t] = await Promise.all([
    brandMembers(args.context.db, brand.id),
    isOwner ? openInvitations(args.context.db, brand.id) : [],
    getT(locale),
  ]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return data(
    {
      seo: { title: t("brandAdmin.teamTitle", { brand: brand.name }) },
      brand: { slug: brand.slug, name: brand.name },
      isOwner,
      members,
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        expires: date.format(i.expiresAt),
        expiresIso: i.expiresAt.toISOString(),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, user, brand } = await member(args);
  const submission = parseForm(await readForm(request), membersActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  if (brand.role !== "owner")
    return formError(submission.reply({ formErrors: ["brandAdmin.ownerOnly"] }), 403);
  const t = await getT(locale);
  const here = new URL(request.url).pathname;
  const value = submission.value;
  if (value.intent === "invite") {
    const invited = await inviteMember(context, user, brand, value.email, locale);
    if (!invited.ok) {
      if (invited.reason === "limited") {
        return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, invited.retryAfter);
      }
      const key = invited.reason === "member" ? "brandAdmin.alreadyMember" : "brandAdmin.tooManyInvitations";
      return formError(submission.reply({ fieldErrors: { email: [key] } }), 409);
    }
    return redirectWithToast(request, here, {
      kind: "success",
      message: t("brandAdmin.invited", { email: value.email }),
    });
  }
  if (value.intent === "withdraw") {
    if (!(await withdrawBrandInvitation(context, user, brand, value.invitationId))) {
      return formError(submission.reply({ formErrors: ["brandAdmin.invitationGone"] }), 404);
    }
    return redirectWithToast(request, here, { kind: "success", message: t("brandAdmin.withdrawn") });
  }
  if (!(await removeBrandMember(context, user, brand, value.userId))) {
    return formError(submission.reply({ formErrors: ["brandAdmin.memberGone"] }), 404);
  }
  return redirectWithToast(request, here, { kind: "success", message: t("brandAdmin.memberRemoved") });
}

export default function BrandTeam() {
  const { t } = useTranslation();
  const { brand, isOwner, members, invitations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const intent = result?.initialValue?.intent;
  // Buttons without fields of their own (remove, withdraw) and a refused owner action: one summary on top.
  const pageResult = intent === "invite" && isOwner ? undefined : result;
  const [pageForm] = useForm({ id: "team", lastResult: pageResult });
  return (
    <article className="brand-admin">
      <p className="brand-admin__eyebrow">
        <LocaleLink to={`/brand/${brand.slug}/manage`}>{brand.name}</LocaleLink>
      </p>
      <h1>{t("brandAdmin.teamHeading")}</h1>
      <ErrorSummary form={pageForm} result={pageResult} />
      <BrandAdminMembers members={members} invitations={invitations} isOwner={isOwner} />
      {isOwner ? (
        // a new key once an invitation went out: the field starts empty again
        <BrandAdminInviteForm
          key={invitations.map((i) => i.id).join(".")}
          result={intent === "invite" ? result : undefined}
        />
      ) : (
        <p className="muted">{t("brandAdmin.teamMemberNote")}</p>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
