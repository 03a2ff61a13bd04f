import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import * as book from "~/components/BookRecipe";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPrintButton } from "~/components/MenuPrintButton";
import { ServingsForm } from "~/components/ServingsForm";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { bookAnchor } from "~/lib/menu-text";
import { parseDisplayUnit, parseServings } from "~/lib/units";
import {
  bookletRecipes,
  loadMemberExport,
  parseExportSource,
  sourcePage,
  sourceParam,
} from "~/services/recipe-export.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { requireUser } from "~/utils/auth.server";
import { assertParam, notFound, requestQuery, routeHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A member's booklet: their favourites, their own recipes or one of their collections printed in the brand
// book's style (a cover, a table of contents, one recipe a page), with their private notes. Printing is
// the browser's own command; with JavaScript there is a button for it too.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

// The recipes' own markup comes as a chunk of its own, as on the recipe page: hydration keeps the server's
// pages until it is there, and the first load stays in its budget (docs/decisions/0018).
const BookRecipe = import.meta.env.SSR
  ? book.BookRecipe
  : lazy(() => import("~/components/BookRecipe").then((m) => ({ default: m.BookRecipe })));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const source = parseExportSource(params.source);
  assertParam(source !== null, request);
  const user = await requireUser(request, context, locale);
  const loaded = await loadMemberExport(context.db, user.id, source, locale);
  if (!loaded) throw notFound(new URL(request.url).pathname, "param");
  const back = sourcePage(source);
  // units and servings from the query string, as in a brand's book: a booklet in oz for four
  const search = requestQuery(request);
  const unit = parseDisplayUnit(search.get("unit"));
  const servings = parseServings(search.get("servings"));
  return data(
    {
      seo: { title: loaded.name, noindex: true },
      unit,
      servings,
      name: loaded.name,
      description: loaded.description,
      back,
      source: sourceParam(source),
      recipes: await bookletRecipes(loaded, locale, servings, unit),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Booklet() {
  const { t } = useTranslation();
  const { name, description, back, source, recipes, unit, servings } = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <article className="book">
      <header className="book-cover">
        <h1>{name}</h1>
        {description ? (
          <div className="book-cover__intro">
            <p>{description}</p>
          </div>
        ) : null}
        <p className="book-cover__count">{t("brandBook.recipeCount", { count: recipes.length })}</p>
      </header>
      <div className="book-tools no-print">
        {recipes.length > 0 ? <ServingsForm servings={servings} unit={unit} anchor="adjust" /> : null}
        <p>
          <MenuPrintButton label={t("exchange.print")} />
        </p>
        <p className="muted">{t("exchange.printHint")}</p>
        <p>
          <LocaleLink to={back}>{t("exchange.back", { name })}</LocaleLink>
          {" · "}
          <a href={localePath(locale, `/user/export/${source}`)} download>
            {t("exchange.download")}
          </a>
        </p>
      </div>
      {recipes.length === 0 ? (
        <p className="empty-state">{t("exchange.bookletEmpty")}</p>
      ) : (
        <>
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
              <BookRecipe key={r.slug} recipe={r} number={index + 1} servings={servings}>
                {r.note ? (
                  <figure className="favourite-note">
                    <figcaption>{t("book.noteTitle")}</figcaption>
                    <blockquote>{r.note}</blockquote>
                  </figure>
                ) : null}
              </BookRecipe>
            ))}
          </Suspense>
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
