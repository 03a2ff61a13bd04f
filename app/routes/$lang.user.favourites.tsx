import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ExportLinks } from "~/components/ExportLinks";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { RecipeCards } from "~/components/RecipeCards";
import { barCookieIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { FAVOURITE_SORTS, type FavouriteSort, parseFavouriteSort, sortFavourites } from "~/lib/member-book";
import { cardFavouriteSchema } from "~/lib/member-book-forms";
import { sameSitePath } from "~/lib/safe-redirect";
import { isSlug } from "~/lib/slug";
import { standardDrinkCountry } from "~/lib/standard-drinks";
import { strengthFacts } from "~/lib/strength-text";
import { recipeShoppingList } from "~/models/bar-index.server";
import { listFavourites, setFavourite } from "~/models/member-book.server";
import { getRecipe } from "~/models/recipes.server";
import { requireUser } from "~/utils/auth.server";
import { readCookie } from "~/utils/cookies.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, notFound, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// A member's favourite recipes, with each drink's strength, whether the member's current bar (the `bar`
// cookie) makes it now, and their private note. Personal: never stored by any cache.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const sort = parseFavouriteSort(requestQuery(request).get("sort"));
  const [rows, t, barCookie, drinksCookie] = await Promise.all([
    listFavourites(context.db, user.id, locale),
    getT(locale),
    readCookie("bar", request),
    readCookie("drinks", request),
  ]);
  const owned = barCookieIds(barCookie);
  const country = standardDrinkCountry(drinksCookie, locale);
  const energy = t("strength.energyLabel");
  const items = await Promise.all(
    rows.map(async (row) => ({
      slug: row.slug,
      name: row.name,
      difficulty: row.difficulty,
      glass: row.glass,
      picture: row.picture,
      ratingAvg: row.ratingAvg,
      ratingCount: row.ratingCount,
      abv: row.abv === null ? null : Math.round(row.abv),
      addedAt: row.addedAt,
      // the strength and standard drinks as the recipe page words them, energy left to the recipe page
      facts: strengthFacts(t, locale, row.strength, [], country).filter((f) => f.label !== energy),
      // what the bar still lacks; null without a bar
      missing: owned.length
        ? await recipeShoppingList(context.db, row.id, row.requiredIds, owned, locale)
        : null,
      note: row.note,
    })),
  );
  return data(
    {
      seo: await pageSeo(locale, "book.title"),
      sort,
      hasBar: owned.length > 0,
      items: sortFavourites(items, sort, locale),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Adding or removing a favourite from a recipe card, or removing one on this page: back to the page it came
 * from (this page, in the same order, when it names none), with a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), cardFavouriteSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const here = new URL(request.url);
  const { recipe: slug, intent, back } = submission.value;
  if (!isSlug(slug, 120)) throw notFound(here.pathname, "param");
  const recipe = await getRecipe(context.db, slug, locale, user.id);
  if (!recipe) throw notFound(here.pathname, "param");
  await setFavourite(context.db, user.id, recipe.id, intent === "add");
  const t = await getT(locale);
  const target = sameSitePath(back) ?? `${localePath(locale, "/user/favourites")}${here.search}`;
  return redirectWithToast(request, target, {
    kind: "success",
    message: t(intent === "add" ? "book.added" : "book.removed"),
  });
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

function SortForm({ sort }: { sort: FavouriteSort }) {
  const { t } = useTranslation();
  const labels: Record<FavouriteSort, string> = {
    added: t("book.sortAdded"),
    name: t("book.sortName"),
    strength: t("book.sortStrength"),
  };
  return (
    <Form method="get" className="filters" key={sort}>
      <div className="field">
        <label htmlFor="favourites-sort">{t("recipes.sortLabel")}</label>
        <select id="favourites-sort" name="sort" defaultValue={sort}>
          {FAVOURITE_SORTS.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t("recipes.apply")}</button>
    </Form>
  );
}

function FavouriteDetails({ item }: { item: Item }) {
  const { t } = useTranslation();
  return (
    <div className="favourite-details">
      {item.facts.length > 0 ? (
        <dl className="favourite-facts" aria-label={t("book.strength", { name: item.name })}>
          {item.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.missing === null ? null : item.missing.length === 0 ? (
        <p className="favourite-bar favourite-bar--ready">{t("book.canMake")}</p>
      ) : (
        <p className="favourite-bar">{t("book.missing", { list: item.missing.join(", ") })}</p>
      )}
      {item.note !== null ? (
        <figure className="favourite-note">
          <figcaption>{t("book.noteTitle")}</figcaption>
          <blockquote>{item.note}</blockquote>
        </figure>
      ) : null}
      <p className="favourite-actions">
        <LocaleLink to={`/recipe/${item.slug}#note`}>
          {item.note !== null
            ? t("book.noteEdit", { name: item.name })
            : t("book.addNote", { name: item.name })}
        </LocaleLink>
      </p>
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="recipe" value={item.slug} />
        {/* named with the drink (its visible words first), so a list of them can be told apart */}
        <button
          type="submit"
          className="button--secondary"
          aria-label={t("book.removeNamed", { name: item.name })}
        >
          {t("book.remove")}
        </button>
      </Form>
    </div>
  );
}

export default function Favourites() {
  const { t } = useTranslation();
  const { items, sort, hasBar } = useLoaderData<typeof loader>();
  const byslug = new Map(items.map((i) => [i.slug, i]));
  return (
    <article className="favourites">
      <h1>{t("book.title")}</h1>
      <p>
        <LocaleLink to="/user/me">{t("account.meTitle")}</LocaleLink>
      </p>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t("book.empty")}</p>
          <p>
            <LocaleLink to="/recipe/list" className="button">
              {t("book.browse")}
            </LocaleLink>
          </p>
        </div>
      ) : (
        <>
          <p>{t("book.intro")}</p>
          <p className="muted">{t("book.count", { count: items.length })}</p>
          <SortForm sort={sort} />
          {hasBar ? null : (
            <p className="favourite-nobar">
              {t("book.noBar")} <LocaleLink to="/recipe/filter">{t("book.noBarLink")}</LocaleLink>
            </p>
          )}
          <RecipeCards
            // the strength stands in the card's facts, in full: the meta line leaves it out
            items={items.map((item) => ({ ...item, abv: null }))}
            extra={(card) => {
              const item = byslug.get(card.slug);
              return item ? <FavouriteDetails item={item} /> : null;
            }}
          />
          <ExportLinks source="favourites" />
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
