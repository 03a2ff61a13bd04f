import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { ProductFormDelete } from "~/components/ProductFormDelete";
import { ProductFormFields } from "~/components/ProductFormFields";
import { abvFieldValue, productActionSchema } from "~/lib/brand-schemas";
import { localePath } from "~/lib/locale";
import { priceFieldValue } from "~/lib/price-format";
import { isSlug } from "~/lib/slug";
import {
  categoryChoices,
  deleteProduct,
  productForEdit,
  productUsage,
  updateProduct,
} from "~/models/brand-admin.server";
import { requireBrandMember } from "~/services/brand-access.server";
import styles from "~/styles/brand-admin.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// One product of the brand (members only): edit it, or delete it in two steps. `?delete=1` shows what the
// product is used in and asks; only that page's POST deletes, and the recipes keep a line for its kind.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function member(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const slug = args.params.slug ?? "";
  const id = args.params.productId ?? "";
  assertParam(isSlug(slug, 80) && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647, args.request);
  const { brand } = await requireBrandMember(args.request, args.context, locale, slug);
  const product = await productForEdit(args.context.db, brand.id, Number(id));
  // another brand's product answers like one that does not exist
  if (!product) throw notFound(new URL(args.request.url).pathname, "param");
  return { locale, brand, product };
}

export async function loader(args: LoaderFunctionArgs) {
  const { locale, brand, product } = await member(args);
  const deleting = requestQuery(args.request).get("delete") === "1";
  const [categories, usage, t] = await Promise.all([
    categoryChoices(args.context.db, locale),
    deleting ? productUsage(args.context.db, brand.id, product.id, locale) : null,
    getT(locale),
  ]);
  const generic = categories.flatMap((g) => g.items).find((i) => i.id === product.categoryId)?.name ?? "";
  return data(
    {
      seo: {
        title: t(deleting ? "brandAdmin.deleteTitle" : "brandAdmin.editProductTitle", { name: product.name }),
      },
      brand: { slug: brand.slug, name: brand.name },
      product: { id: product.id, slug: product.slug, name: product.name, generic },
      values: {
        name: product.name,
        categoryId: product.categoryId === null ? "" : String(product.categoryId),
        descriptionDe: product.descriptionDe,
        descriptionEn: product.descriptionEn,
        abv: abvFieldValue(product.abv, locale),
        volumeMl: product.volumeMl === null ? "" : String(product.volumeMl),
        price: priceFieldValue(product.price, locale),
        currency: product.currency,
        buyUrl: product.buyUrl,
      },
      categories: deleting ? [] : categories,
      usage,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, brand, product } = await member(args);
  const submission = parseForm(await readForm(request), productActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const t = await getT(locale);
  const dashboard = localePath(locale, `/brand/${brand.slug}/manage`);
  if (submission.value.intent === "delete") {
    const deleted = await deleteProduct(context.db, brand.id, product.id);
    if (!deleted) throw notFound(new URL(request.url).pathname, "param");
    return redirectWithToast(request, dashboard, {
      kind: "success",
      message: t("brandAdmin.productDeleted", { name: deleted.name, count: deleted.recipes }),
    });
  }
  const saved = await updateProduct(context.db, brand.id, product.id, submission.value);
  if (!saved.ok && saved.reason === "gone") throw notFound(new URL(request.url).pathname, "param");
  if (!saved.ok) {
    return formError(submission.reply({ fieldErrors: { categoryId: ["brandAdmin.categoryRequired"] } }));
  }
  return redirectWithToast(request, dashboard, {
    kind: "success",
    message: t("brandAdmin.productSaved", { name: submission.value.name }),
  });
}

export default function EditProduct() {
  const { t } = useTranslation();
  const { brand, product, values, categories, usage } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const dashboard = `/brand/${brand.slug}/manage`;
  const here = `${dashboard}/products/${product.id}`;
  return (
    <article className="brand-admin">
      <p className="brand-admin__eyebrow">
        <LocaleLink to={dashboard}>{brand.name}</LocaleLink>
      </p>
      <h1>{product.name}</h1>
      {usage ? (
        <ProductFormDelete name={product.name} generic={product.generic} usage={usage} cancelTo={here} />
      ) : (
        <>
          <ProductFormFields
            id="product"
            categories={categories}
            values={values}
            result={result}
            submitLabel={t("brandAdmin.productSave")}
            after={
              <LocaleLink to={dashboard} className="button button--secondary">
                {t("brandAdmin.cancel")}
              </LocaleLink>
            }
          />
          <section className="section" aria-labelledby="remove-title">
            <h2 id="remove-title">{t("brandAdmin.removeTitle")}</h2>
            <p>{t("brandAdmin.removeIntro")}</p>
            <p>
              <LocaleLink to={`${here}?delete=1`} className="button button--secondary">
                {t("brandAdmin.deleteStart")}
              </LocaleLink>
            </p>
          </section>
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
