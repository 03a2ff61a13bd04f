import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { BookDetailsForm } from "~/components/BookDetailsForm";
import { BookRecipeList } from "~/components/BookRecipeList";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPageErrors } from "~/components/MenuPageErrors";
import { MenuRecipePicker } from "~/components/MenuRecipePicker";
import { changeError, changeMessage, focusAfter, resolveFocus } from "~/lib/menu-changes";
import { bookActionSchema, pickerQuery } from "~/lib/menu-schemas";
import { isSlug } from "~/lib/slug";
import { bookEditor, changeBook, recipeChoices } from "~/models/brand-menus.server";
import { requireBrandMember } from "~/services/brand-access.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The brand's cocktail book editor (members only): title and introduction in German and English, the
// recipes in order (add by name, move up/down, remove). Plain POST forms, the same focus rule as the menu.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

async function member(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const slug = args.params.slug ?? "";
  assertParam(isSlug(slug, 120), args.request);
  const { brand } = await requireBrandMember(args.request, args.context, locale, slug);
  return { locale, brand };
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const { locale, brand } = await member(args);
  const search = requestQuery(request);
  const query = pickerQuery(search.get("q"));
  const [{ book, recipes }, found] = await Promise.all([
    bookEditor(context.db, brand.id, locale),
    query ? recipeChoices(context.db, query, locale) : [],
  ]);
  const inBook = new Set(recipes.map((r) => r.id));
  const t = await getT(locale);
  return data(
    {
      seo: { title: t("brandBook.manageTitle", { brand: brand.name }) },
      brand: { slug: brand.slug, name: brand.name },
      book,
      recipes: recipes.map(({ status, ...r }) => ({ ...r, published: status === "published" })),
      focus: resolveFocus(search.get("focus"), (kind, id) => {
        const entry = kind === "recipe" ? recipes.find((r) => r.id === id) : undefined;
        return entry && { position: entry.position, total: recipes.length };
      }),
      picker: { query, results: found.map((r) => ({ id: r.id, name: r.name, added: inBook.has(r.id) })) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, brand } = await member(args);
  const submission = parseForm(await readForm(request), bookActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const change = await changeBook(context.db, brand.id, submission.value, locale);
  if (!change.ok) {
    const { key, status } = changeError(change);
    return formError(submission.reply({ formErrors: [key] }), status);
  }
  const url = new URL(request.url);
  const next = new URLSearchParams();
  const query = url.searchParams.get("q");
  if (query) next.set("q", query);
  const focus = focusAfter(change);
  if (focus) next.set("focus", focus);
  const t = await getT(locale);
  const target = `${url.pathname}${next.size ? `?${next}` : ""}`;
  return redirectWithToast(request, target, { kind: "success", message: changeMessage(t, change) });
}

export default function ManageBookPage() {
  const { t } = useTranslation();
  const { brand, book, recipes, focus, picker } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  useEffect(() => {
    if (focus && location.key) document.getElementById(focus)?.focus();
  }, [focus, location.key]);
  return (
    <article className="menu-editor">
      <h1>{t("brandBook.manageTitle", { brand: brand.name })}</h1>
      <p className="menu-editor__nav">
        <LocaleLink to={`/brand/${brand.slug}/manage`}>{t("brandMenu.backToDashboard")}</LocaleLink>
        {recipes.some((r) => r.published) ? (
          <LocaleLink to={`/brand/${brand.slug}/book`}>{t("brandBook.viewPublic")}</LocaleLink>
        ) : null}
      </p>
      <MenuPageErrors result={result} />
      <section className="section" aria-labelledby="details-heading">
        <h2 id="details-heading">{t("brandBook.detailsHeading")}</h2>
        <BookDetailsForm book={book} brand={brand.name} result={result} />
      </section>
      <section className="section" aria-labelledby="recipes-heading">
        <h2 id="recipes-heading">{t("brandBook.recipesHeading")}</h2>
        <BookRecipeList recipes={recipes} focus={focus} />
      </section>
      <section className="section" aria-labelledby="add-heading">
        <h2 id="add-heading">{t("brandBook.addHeading")}</h2>
        <p className="muted">{t("brandBook.addHint")}</p>
        <MenuRecipePicker
          id="book-picker"
          query={picker.query}
          results={picker.results}
          addFields={(recipeId) => ({ intent: "add-recipe", recipeId })}
          addLabel={(name) => t("brandBook.addLabel", { name })}
        />
      </section>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
