import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { ProductFormFields } from "~/components/ProductFormFields";
import { productSchema } from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { isSlug } from "~/lib/slug";
import { categoryChoices, createProduct } from "~/models/brand-admin.server";
import { requireBrandMember } from "~/services/brand-access.server";
import styles from "~/styles/brand-admin.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// A new product of the brand (members only): saved, it is an ingredient of the chosen kind at once, in the
// virtual bar, in search and in recipe authoring.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function member(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const slug = args.params.slug ?? "";
  assertParam(isSlug(slug, 80), args.request);
  const { brand } = await requireBrandMember(args.request, args.context, locale, slug);
  return { locale, brand };
}

export async function loader(args: LoaderFunctionArgs) {
  const { locale, brand } = await member(args);
  const [categories, t] = await Promise.all([categoryChoices(args.context.db, locale), getT(locale)]);
  return data(
    {
      seo: { title: t("brandAdmin.newProductTitle", { brand: brand.name }) },
      brand: { slug: brand.slug, name: brand.name },
      categories,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, brand } = await member(args);
  const submission = parseForm(await readForm(request), productSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const saved = await createProduct(context.db, brand, submission.value);
  if (!saved.ok) {
    return formError(submission.reply({ fieldErrors: { categoryId: ["brandAdmin.categoryRequired"] } }));
  }
  const t = await getT(locale);
  return redirectWithToast(request, localePath(locale, `/brand/${brand.slug}/manage`), {
    kind: "success",
    message: t("brandAdmin.productAdded", { name: submission.value.name }),
  });
}

export default function NewProduct() {
  const { t } = useTranslation();
  const { brand, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const dashboard = `/brand/${brand.slug}/manage`;
  return (
    <article className="brand-admin">
      <p className="brand-admin__eyebrow">
        <LocaleLink to={dashboard}>{brand.name}</LocaleLink>
      </p>
      <h1>{t("brandAdmin.newProductHeading")}</h1>
      <p className="prose">{t("brandAdmin.newProductIntro")}</p>
      <ProductFormFields
        id="product"
        categories={categories}
        result={result}
        submitLabel={t("brandAdmin.addProduct")}
        after={
          <LocaleLink to={dashboard} className="button button--secondary">
            {t("brandAdmin.cancel")}
          </LocaleLink>
        }
      />
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
