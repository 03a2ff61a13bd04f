import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPageErrors } from "~/components/MenuPageErrors";
import { MenuSectionsEditor } from "~/components/MenuSectionsEditor";
import { MenuStockForm } from "~/components/MenuStockForm";
import { changeError, changeMessage, menuChangeTarget, menuPlaces, resolveFocus } from "~/lib/menu-changes";
import { menuActionSchema, pickerQuery } from "~/lib/menu-schemas";
import { priceFieldValue } from "~/lib/price-format";
import { isSlug } from "~/lib/slug";
import { ingredientsByCategory } from "~/models/bar-index.server";
import { brandStock, changeMenu, menuEditor, recipeChoices } from "~/models/brand-menus.server";
import { requireBrandMember } from "~/services/brand-access.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The brand's bar menu editor (members only): sections with German and English titles, drinks with price
// and notes, move up/down, and the stock list that decides which drinks the public menu calls available.
// Every form is a plain POST; after a change the page comes back with a toast, and after a move with focus
// on the button that was pressed (?focus=…), with or without JavaScript.

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
  const [sections, stock, stockGroups, found] = await Promise.all([
    menuEditor(context.db, { kind: "brand", id: brand.id }, locale),
    brandStock(context.db, brand.id),
    ingredientsByCategory(context.db, locale),
    query ? recipeChoices(context.db, query, locale) : [],
  ]);
  const pickSection = sections.find((s) => String(s.id) === search.get("section")) ?? sections[0];
  const t = await getT(locale);
  return data(
    {
      seo: { title: t("brandMenu.manageTitle", { brand: brand.name }) },
      brand: { slug: brand.slug, name: brand.name },
      focus: resolveFocus(search.get("focus"), menuPlaces(sections)),
      sections: sections.map(({ items, ...s }) => ({
        ...s,
        items: items.map(({ price, status, requiredIds: _required, ...i }) => ({
          ...i,
          priceText: priceFieldValue(price, locale),
          published: status === "published",
        })),
      })),
      stock,
      stockGroups: stockGroups.map((g) => ({
        id: g.id,
        name: g.name,
        items: g.items.map(({ id, name }) => ({ id, name })),
      })),
      picker: {
        query,
        sectionId: pickSection?.id ?? null,
        results: found.map((r) => ({
          id: r.id,
          name: r.name,
          added: Boolean(pickSection?.items.some((i) => i.recipeId === r.id)),
        })),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, brand } = await member(args);
  const submission = parseForm(await readForm(request), menuActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const change = await changeMenu(context.db, { kind: "brand", id: brand.id }, submission.value, locale);
  if (!change.ok) {
    const { key, status } = changeError(change);
    return formError(submission.reply({ formErrors: [key] }), status);
  }
  // Back to the same page, keeping the drink search; after a move, focus returns to the pressed button.
  const t = await getT(locale);
  const target = menuChangeTarget(new URL(request.url), change);
  return redirectWithToast(request, target, { kind: "success", message: changeMessage(t, change) });
}

export default function ManageMenuPage() {
  const { t } = useTranslation();
  const { brand, focus, sections, stock, stockGroups, picker } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  // With JavaScript the page is not reloaded, so autofocus does not run again: focus the pressed button.
  useEffect(() => {
    if (focus && location.key) document.getElementById(focus)?.focus();
  }, [focus, location.key]);
  return (
    <article className="menu-editor">
      <h1>{t("brandMenu.manageTitle", { brand: brand.name })}</h1>
      <p className="menu-editor__nav">
        <LocaleLink to={`/brand/${brand.slug}/manage`}>{t("brandMenu.backToDashboard")}</LocaleLink>
        <LocaleLink to={`/brand/${brand.slug}/menu`}>{t("brandMenu.viewPublic")}</LocaleLink>
      </p>
      <MenuPageErrors result={result} />
      <MenuSectionsEditor
        sections={sections}
        picker={picker}
        result={result}
        focus={focus}
        intro={<p className="muted">{t("brandMenu.priceHint")}</p>}
      />
      <section className="section" aria-labelledby="stock-heading">
        <h2 id="stock-heading">{t("brandMenu.stockHeading")}</h2>
        <p>{t("brandMenu.stockIntro")}</p>
        <MenuStockForm groups={stockGroups} stock={stock} />
      </section>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
