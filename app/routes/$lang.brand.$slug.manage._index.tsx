import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandAdminNav } from "~/components/BrandAdminNav";
import { BrandAdminProducts } from "~/components/BrandAdminProducts";
import { BrandAdminProfileForm } from "~/components/BrandAdminProfileForm";
import { BrandAdminSlugForm } from "~/components/BrandAdminSlugForm";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { brandDashboardSchema, intentOnlySchema, OWNER_ONLY_INTENTS } from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { formatPrice } from "~/lib/price-format";
import { isSlug } from "~/lib/slug";
import {
  brandProducts,
  brandProfile,
  changeBrandSlug,
  updateBrandDescription,
  updateBrandProfile,
} from "~/models/brand-admin.server";
import { requireBrandMember } from "~/services/brand-access.server";
import styles from "~/styles/brand-admin.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The brand dashboard (members only; a visitor logs in first, anyone else gets the 404 page): the profile,
// the address, the products, and the ways to the menu, book and team pages. The brand's name, links and
// address are its owner's (docs/security.md, "Who may do what"): a plain member of the team sees them, edits
// the descriptions and the products, and gets 403 for the owner's forms.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function member(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const slug = args.params.slug ?? "";
  assertParam(isSlug(slug, 80), args.request);
  const { user, brand } = await requireBrandMember(args.request, args.context, locale, slug);
  return { locale, user, brand };
}

export async function loader(args: LoaderFunctionArgs) {
  const { locale, brand } = await member(args);
  const [profile, products, t] = await Promise.all([
    brandProfile(args.context.db, brand.id),
    brandProducts(args.context.db, brand.id, locale),
    getT(locale),
  ]);
  if (!profile) throw notFound(new URL(args.request.url).pathname, "param");
  const { slug, status, registeredSince, ...values } = profile;
  return data(
    {
      seo: { title: t("brandAdmin.dashboardTitle", { brand: profile.name }) },
      brand: { slug, name: profile.name, live: status === "live", role: brand.role },
      profile: values,
      products: products.map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        category: p.category,
        price: p.price === null ? null : formatPrice(p.price, p.currency, locale),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, brand } = await member(args);
  const form = await readForm(request);
  // Checked before the fields: a member learns nothing from the owner's forms but that they are the owner's.
  const intent = form.get("intent");
  if (brand.role !== "owner" && typeof intent === "string" && OWNER_ONLY_INTENTS.has(intent)) {
    return formError(parseForm(form, intentOnlySchema).reply({ formErrors: ["brandAdmin.ownerOnly"] }), 403);
  }
  const submission = parseForm(form, brandDashboardSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const t = await getT(locale);
  const value = submission.value;
  if (value.intent === "profile" || value.intent === "description") {
    if (value.intent === "profile") await updateBrandProfile(context.db, brand.id, value);
    else await updateBrandDescription(context.db, brand.id, value);
    return redirectWithToast(request, new URL(request.url).pathname, {
      kind: "success",
      message: t("brandAdmin.profileSaved"),
    });
  }
  const change = await changeBrandSlug(context.db, brand.id, value.slug);
  if (change === "taken") {
    return formError(submission.reply({ fieldErrors: { slug: ["brandAdmin.slugTaken"] } }), 409);
  }
  if (change === "gone") throw notFound(new URL(request.url).pathname, "param");
  const slug = change === "same" ? brand.slug : value.slug;
  return redirectWithToast(request, localePath(locale, `/brand/${slug}/manage`), {
    kind: "success",
    message: change === "same" ? t("brandAdmin.slugUnchanged") : t("brandAdmin.slugSaved"),
  });
}

export default function BrandDashboard() {
  const { t } = useTranslation();
  const { brand, profile, products } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerFor = (intent: string) => (result?.initialValue?.intent === intent ? result : undefined);
  return (
    <article className="brand-admin">
      <p className="brand-admin__eyebrow">{t("brandAdmin.dashboardEyebrow")}</p>
      <h1>{brand.name}</h1>
      <p className={brand.live ? "brand-admin__status" : "brand-admin__status brand-admin__status--pending"}>
        {brand.live ? t("brandAdmin.statusLive") : t("brandAdmin.statusPending")}{" "}
        {brand.role === "owner" ? t("brandAdmin.roleOwner") : t("brandAdmin.roleMember")}
      </p>
      <BrandAdminNav slug={brand.slug} live={brand.live} />
      <BrandAdminProducts brandSlug={brand.slug} products={products} live={brand.live} />
      {/* a new key after a save: the form starts again from the stored (normalised) values */}
      <BrandAdminProfileForm
        key={Object.values(profile).join("\u0000")}
        profile={profile}
        owner={brand.role === "owner"}
        result={answerFor("profile") ?? answerFor("description")}
      />
      {brand.role === "owner" ? (
        <BrandAdminSlugForm key={brand.slug} slug={brand.slug} result={answerFor("slug")} />
      ) : null}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
