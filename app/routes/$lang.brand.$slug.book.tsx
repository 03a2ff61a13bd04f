import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import * as book from "~/components/BookRecipe";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPrintButton } from "~/components/MenuPrintButton";
import { ServingsForm } from "~/components/ServingsForm";
import { orList } from "~/lib/alternatives";
import { bookAnchor } from "~/lib/menu-text";
import { amountText } from "~/lib/recipe-text";
import { isSlug } from "~/lib/slug";
import { DEFAULT_COUNTRY } from "~/lib/standard-drinks";
import { strengthFacts } from "~/lib/strength-text";
import { parseDisplayUnit, parseServings, scaleLine } from "~/lib/units";
import { brandPublications, liveBrand, publicBook } from "~/models/brand-menus.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { assertParam, notFound, requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A brand's cocktail book: a cover with its introduction, a table of contents, and one recipe per printed
// page. Units and servings come from the query string, as on the recipe page, so a printed book can be in oz
// for four.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

// The recipes' own markup comes as a chunk of its own, as on the recipe page: hydration keeps the server's
// pages until it is there, and the first load stays in its budget (docs/decisions/0018).
const BookRecipe = import.meta.env.SSR
  ? book.BookRecipe
  : lazy(() => import("~/components/BookRecipe").then((m) => ({ default: m.BookRecipe })));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const brand = await liveBrand(context.db, slug);
  if (!brand) throw notFound(new URL(request.url).pathname, "param");
  const [book, publications] = await Promise.all([
    publicBook(context.db, brand.id, locale),
    brandPublications(context.db, brand.id),
  ]);
  if (!book) throw notFound(new URL(request.url).pathname, "param");
  const search = requestQuery(request);
  const unit = parseDisplayUnit(search.get("unit"));
  const servings = parseServings(search.get("servings"));
  const t = await getT(locale);
  const title = book.title.text
    ? book.title
    : { text: t("brandBook.defaultTitle", { brand: brand.name }), lang: locale, fallback: false };
  return {
    seo: {
      title: `${title.text} · ${brand.name}`,
      description: t("brandBook.metaDescription", { title: title.text, brand: brand.name }),
    },
    brand: { slug: brand.slug, name: brand.name },
    hasMenu: publications.menu,
    title,
    intro: book.intro,
    unit,
    servings,
    recipes: book.recipes.map(({ strength, allergens, ...r }) => ({
      ...r,
      facts: strengthFacts(t, locale, strength, allergens, DEFAULT_COUNTRY[locale]),
      alcoholFree: strength?.abv === 0,
      lines: r.lines.map(({ alternatives, ...line }) => {
        const scaled = scaleLine(line, servings, unit);
        // The amount as the page shows it, written here so the formatting stays on the server; a line that
        // accepts alternatives names them all ("Rye whiskey or Bourbon whiskey").
        return {
          ...line,
          name: orList([line.name, ...alternatives], locale),
          ...scaled,
          amountText: amountText(t, locale, scaled),
        };
      }),
    })),
  };
}

export default function BrandBookPage() {
  const { t } = useTranslation();
  const { brand, hasMenu, title, intro, unit, servings, recipes } = useLoaderData<typeof loader>();
  const paragraphs = intro.text.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <article className="book">
      <header className="book-cover">
        <p className="book-cover__brand">{brand.name}</p>
        <h1 lang={title.fallback ? title.lang : undefined}>{title.text}</h1>
        <div className="book-cover__intro" lang={intro.fallback ? intro.lang : undefined}>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {title.fallback || intro.fallback ? <p className="badge">{t("author.notTranslated")}</p> : null}
        <p className="book-cover__count">{t("brandBook.recipeCount", { count: recipes.length })}</p>
      </header>
      <div className="book-tools no-print">
        <ServingsForm servings={servings} unit={unit} anchor="adjust" />
        <p>
          <MenuPrintButton label={t("brandBook.print")} />
        </p>
        <p className="muted">{t("brandBook.printHint")}</p>
        <p>
          <LocaleLink to={`/brand/${brand.slug}`}>{t("brandMenu.brandPage")}</LocaleLink>
          {hasMenu ? (
            <>
              {" · "}
              <LocaleLink to={`/brand/${brand.slug}/menu`}>{t("brandMenu.title")}</LocaleLink>
            </>
          ) : null}
        </p>
      </div>
      <nav className="book-toc" id="contents" aria-labelledby="contents-heading">
        <h2 id="contents-heading">{t("brandBook.contents")}</h2>
        <ol>
          {recipes.map((r) => (
            <li key={r.slug}>
              <a href={`#${bookAnchor(r.slug)}`}>{r.name}</a>
            </li>
          ))}
        </ol>
      </nav>
      <Suspense fallback={null}>
        {recipes.map((r, index) => (
          <BookRecipe key={r.slug} recipe={r} number={index + 1} servings={servings} />
        ))}
      </Suspense>
    </article>
  );
}

export const meta = pageMeta;
