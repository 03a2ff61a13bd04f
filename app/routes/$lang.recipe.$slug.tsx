import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Fragment, lazy, Suspense } from "react";
import { BarNote } from "~/components/BarNote";
import { useActionData } from "~/components/DocumentTitle";
import { DrinkPicture } from "~/components/DrinkPicture";
import { GroupLinks } from "~/components/GroupCards";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import * as book from "~/components/MemberBook";
import { useNonce } from "~/components/nonce";
import * as rating from "~/components/RatingForm";
import { RatingText, RecipeCards } from "~/components/RecipeCards";
import * as method from "~/components/RecipeMethod";
import * as trust from "~/components/RecipeTrust";
import { ServingsForm } from "~/components/ServingsForm";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocale } from "~/hooks/use-root-data";
import { orList } from "~/lib/alternatives";
import { barCookieIds } from "~/lib/bar-selection";
import { localePath, otherLocale } from "~/lib/locale";
import { favouriteSchema, noteSchema } from "~/lib/member-book-forms";
import { difficultyLabel, glassLabel, methodLabel } from "~/lib/messages";
import { recipePicturePath } from "~/lib/picture-path";
import { ratingSchema } from "~/lib/rating-schema";
import { amountText, recipeJsonLd, scriptJson } from "~/lib/recipe-text";
import { absoluteUrl, type Seo, SITE_IMAGE_SIZE } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { standardDrinkCountry } from "~/lib/standard-drinks";
import { drinksSchema } from "~/lib/standard-drinks-form";
import { strengthFacts } from "~/lib/strength-text";
import { standalone } from "~/lib/text";
import { parseDisplayUnit, parseServings, scaleLine } from "~/lib/units";
import { recipeShoppingList } from "~/models/bar-index.server";
import { deleteNote, saveNote, setFavourite, viewerRecipeFacts } from "~/models/member-book.server";
import { rateRecipe } from "~/models/ratings.server";
import { getRecipe, recipePage } from "~/models/recipes.server";
import { currentUser, requireUser } from "~/utils/auth.server";
import { readCookie, setCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import {
  assertParam,
  assertSameOrigin,
  notFound,
  requestQuery,
  routeHeaders,
  safeRedirect,
} from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// The rating form is for members only, so the browser loads its code (with the error summary it needs) when
// it renders one: hydration leaves the server's form in place, usable, until the code is there. The server
// renders it with the page (`import.meta.env.SSR`: the static import; in the browser build it is dropped).
const RatingForm = import.meta.env.SSR ? rating.default : lazy(() => import("~/components/RatingForm"));

// The favourites button and the private note's form come as a chunk of their own too: until it is there,
// the server's button and form stay, plain forms that work as they do without JavaScript.
const Book = import.meta.env.SSR ? book.default : lazy(() => import("~/components/MemberBook"));

// The steps are shared with the cocktail books' recipe chunk (app/components/BookRecipe.tsx): loaded with it
// as a chunk of their own, they would cost the first load a request; lazily, hydration keeps the server's
// list until it is there.
const RecipeMethod = import.meta.env.SSR
  ? method.RecipeMethod
  : lazy(() => import("~/components/RecipeMethod").then((m) => ({ default: m.RecipeMethod })));

// The standard-drinks form, the raw-egg warning and the source, like the rating form, come as a chunk of their
// own, so the page's first load stays in its budget (docs/decisions/0018): hydration keeps the server's
// markup until the chunk is there.
const trustChunk = () => import("~/components/RecipeTrust");
const StrengthDetails = import.meta.env.SSR
  ? trust.StrengthDetails
  : lazy(() => trustChunk().then((m) => ({ default: m.StrengthDetails })));
const RawEggNote = import.meta.env.SSR
  ? trust.RawEggNote
  : lazy(() => trustChunk().then((m) => ({ default: m.RawEggNote })));
const RecipeSource = import.meta.env.SSR
  ? trust.RecipeSource
  : lazy(() => trustChunk().then((m) => ({ default: m.RecipeSource })));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const viewer = await currentUser(request, context);
  const page = await recipePage(context.db, slug, locale, viewer?.id ?? null);
  if (!page) throw notFound(new URL(request.url).pathname, "param");
  const { recipe, related } = page;
  const search = requestQuery(request);
  const unit = parseDisplayUnit(search.get("unit"));
  const servings = parseServings(search.get("servings"));
  const owned = barCookieIds(await readCookie("bar", request));
  const country = standardDrinkCountry(await readCookie("drinks", request), locale);
  const missingForBar = owned.length
    ? await recipeShoppingList(context.db, recipe.id, recipe.requiredIds, owned, locale)
    : null;
  // The viewer's own: their rating, whether they keep the recipe as a favourite, their note and their
  // collections, read beside the shared page data, never into it.
  const [own, t] = await Promise.all([
    viewer ? viewerRecipeFacts(context.db, viewer.id, recipe.id, recipe.status === "published") : null,
    getT(locale),
  ]);
  const lines = recipe.lines.map((line) => {
    const scaled = scaleLine({ amount: line.amount, unit: line.unit }, servings, unit);
    const text = amountText(t, locale, scaled);
    // "Rye whiskey or Bourbon whiskey": a line that accepts alternatives names them all.
    const name = orList([line.name, ...line.alternatives], locale);
    return {
      // after an amount a German name reads as stored ("3 cl roter Wermut"), alone it starts upper case
      name: text ? name : standalone(name),
      optional: line.optional,
      exact: line.exact,
      note: line.note,
      ...scaled,
      // The amount as the page shows it ("2 cl", "top up"), written here so the formatting stays on the server.
      amountText: text,
    };
  });
  const { lines: _raw, id: _id, requiredIds: _required, mine, ...rest } = recipe;
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  const url = `${origin}${localePath(locale, `/recipe/${recipe.slug}`)}`;
  const seo: Seo = {
    title: recipe.name,
    description: recipe.description,
    type: "article",
    // The drink's own picture (1200×630) for link previews and the JSON-LD.
    image: {
      src: recipePicturePath(recipe.slug, recipe.pictureHash),
      ...SITE_IMAGE_SIZE,
      alt: t("seo.recipeImageAlt", { name: recipe.name }),
    },
  };
  const strength = recipe.strength ? { abv: recipe.strength.abv, kcal: recipe.strength.kcal, country } : null;
  // The facts list as the page shows it, written here so the browser's code carries no labels or formats.
  const facts = [
    { label: t("difficulty.label"), value: difficultyLabel(t, recipe.difficulty) },
    { label: t("recipe.glass"), value: glassLabel(t, recipe.glass) },
    { label: t("recipe.method"), value: methodLabel(t, recipe.method) },
    ...(recipe.baseName ? [{ label: t("recipe.base"), value: recipe.baseName }] : []),
    ...strengthFacts(t, locale, recipe.strength, recipe.allergens, country),
  ];
  const shown = { ...rest, lines, strength, facts };
  // Written here, so the JSON-LD writer stays out of the browser's code; the same text either way.
  const jsonLd = scriptJson(
    recipeJsonLd(shown, {
      url,
      servings,
      amount: (line) => amountText(t, locale, line),
      image: absoluteUrl(origin, seo.image?.src ?? ""),
      locale,
      site: { name: t("site.name"), origin },
    }),
  );
  return data(
    {
      seo,
      jsonLd,
      recipe: shown,
      unit,
      servings,
      related,
      bar: missingForBar ? { missing: missingForBar, ids: owned } : null,
      member: Boolean(viewer),
      myRating: own?.myRating ?? null,
      favourite: own?.favourite ?? false,
      note: own?.note ?? null,
      collections: own?.collections ?? null,
      recipeId: recipe.id,
      editId: mine ? recipe.id : null,
    },
    // A member's page carries their own favourite, note and collections: never kept by any cache.
    viewer ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const form = await readForm(request);
  // Whose standard drinks to count in: anyone may choose, and the choice is remembered in a cookie.
  if (form.get("intent") === "drinks") {
    const chosen = parseForm(form, drinksSchema);
    if (chosen.status !== "success") return formError(chosen.reply());
    const back = new URL(request.url);
    return safeRedirect(`${back.pathname}${back.search}#strength`, back.pathname, {
      headers: { "Set-Cookie": await setCookie("drinks", chosen.value.country) },
    });
  }
  const user = await requireUser(request, context, locale);
  const recipe = await getRecipe(context.db, slug, locale, user.id);
  const intent = form.get("intent");
  const here = new URL(request.url);
  // The member's own book: a favourite and a private note, on any recipe they may see (a draft of their own too).
  if (intent === "favourite" || intent === "note" || intent === "note-delete") {
    if (!recipe) throw notFound(here.pathname, "param");
    const t = await getT(locale);
    if (intent === "favourite") {
      const submission = parseForm(form, favouriteSchema);
      if (submission.status !== "success") return formError(submission.reply());
      const add = submission.value.favourite === "add";
      await setFavourite(context.db, user.id, recipe.id, add);
      return redirectWithToast(request, `${here.pathname}${here.search}`, {
        kind: "success",
        message: add ? t("book.added") : t("book.removed"),
      });
    }
    const submission = parseForm(form, noteSchema);
    if (submission.status !== "success") return formError(submission.reply());
    if (submission.value.intent === "note") {
      await saveNote(context.db, user.id, recipe.id, submission.value.note);
    } else {
      await deleteNote(context.db, user.id, recipe.id);
    }
    return redirectWithToast(request, `${here.pathname}${here.search}#note`, {
      kind: "success",
      message: submission.value.intent === "note" ? t("book.noteSaved") : t("book.noteDeleted"),
    });
  }
  if (recipe?.status !== "published") throw notFound(here.pathname, "param");
  const submission = parseForm(form, ratingSchema);
  if (submission.status !== "success") return formError(submission.reply());
  // The new average shows at once: the rating moves the versions of this recipe's stars and of all ratings.
  await rateRecipe(context.db, user.id, recipe.id, submission.value.stars);
  const t = await getT(locale);
  return redirectWithToast(request, `${new URL(request.url).pathname}#rate`, {
    kind: "success",
    message: t("rating.thanks"),
  });
}

export default function RecipePage() {
  const { t } = useTranslation();
  const { jsonLd, recipe, unit, servings, related, bar, member, myRating, favourite, editId } =
    useLoaderData<typeof loader>();
  const nonce = useNonce();
  // Each form takes the answers sent for it (their intent says which).
  const rated = useActionData<typeof action>();
  const location = useLocation();
  const canPrint = useHydrated();
  // A member's recipe not yet translated shows the language it was written in: marked so a screen reader
  // reads it with the right voice.
  const pageLocale = useLocale();
  const textLang = recipe.translated ? undefined : otherLocale(pageLocale);
  // Translated on the server too, so the page carries the label of a button that only the browser shows
  // (the messages a page ships are those its server render used: app/components/I18n.tsx).
  const printLabel = t("recipe.print");

  return (
    <article className="recipe">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD the loader wrote, with "<" escaped so it cannot end the element
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <header className="recipe-header">
        {/* Decorative: the glass is named in the facts below. */}
        <DrinkPicture picture={recipe.picture} glass={recipe.glass} className="recipe-header__picture" />
        <div>
          <h1 lang={textLang}>{recipe.name}</h1>
          {recipe.status === "draft" ? <p className="badge">{t("recipe.draft")}</p> : null}
          {editId !== null ? (
            <p className="no-print">
              <LocaleLink to={`/recipe/edit/${editId}`} className="button button--secondary">
                {recipe.status === "draft" ? t("author.continueEditing") : t("author.edit")}
              </LocaleLink>
            </p>
          ) : null}
          <Suspense fallback={null}>
            <Book part="button" favourite={favourite} />
          </Suspense>
          {recipe.translated ? null : <p className="badge">{t("author.notTranslated")}</p>}
          <p lang={textLang}>{recipe.description}</p>
          {recipe.author || recipe.authorDeleted ? (
            <p className="muted">
              {t("recipe.by")}{" "}
              {recipe.author ? (
                <LocaleLink to={`/profile/${recipe.author.slug}`}>{recipe.author.name}</LocaleLink>
              ) : (
                t("account.deletedUser")
              )}
            </p>
          ) : null}
          <p className="recipe-header__rating">
            <RatingText avg={recipe.ratingAvg} count={recipe.ratingCount} />
            {recipe.iba ? <span className="badge">{t("recipe.iba")}</span> : null}
          </p>
        </div>
      </header>

      <dl className="recipe-facts">
        {recipe.facts.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      {recipe.strength && recipe.strength.abv > 0 ? (
        <Suspense fallback={null}>
          <StrengthDetails country={recipe.strength.country} result={rated} />
        </Suspense>
      ) : null}

      {bar ? <BarNote ids={bar.ids} missing={bar.missing} /> : null}

      <section className="section" aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading">{t("recipe.ingredients")}</h2>
        <p className="muted">{t("recipe.forServings", { count: servings })}</p>
        <ul className="ingredient-list">
          {recipe.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder here
            <li key={index}>
              <span className="amount">{line.amountText}</span> {line.name}
              {line.optional ? <span className="muted"> ({t("recipe.optional")})</span> : null}
              {line.note ? <span className="muted"> – {line.note}</span> : null}
            </li>
          ))}
        </ul>
        <Suspense fallback={null}>
          {recipe.rawEgg ? <RawEggNote alcoholFree={recipe.strength?.abv === 0} /> : null}
        </Suspense>
        <ServingsForm servings={servings} unit={unit} />
        {recipe.status === "published" ? (
          <LocaleLink to={`/plan?d=${recipe.slug}`} className="no-print plan-link">
            {t("plan.fromRecipe")}
          </LocaleLink>
        ) : null}
      </section>

      <section className="section" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("recipe.steps")}</h2>
        <Suspense fallback={null}>
          <div lang={textLang}>
            <RecipeMethod steps={recipe.steps} garnish={recipe.garnish} />
          </div>
          {recipe.source ? <RecipeSource source={recipe.source} /> : null}
        </Suspense>
        {canPrint ? (
          <button type="button" className="button--secondary no-print" onClick={() => window.print()}>
            {printLabel}
          </button>
        ) : null}
      </section>

      {member ? (
        <Suspense fallback={null}>
          <Book part="member" result={rated} />
        </Suspense>
      ) : null}

      {recipe.status === "published" ? (
        <section className="section no-print" id="rate" aria-labelledby="rate-heading">
          <h2 id="rate-heading">{t("rating.title")}</h2>
          {member ? (
            <Suspense fallback={null}>
              <RatingForm myRating={myRating} result={rated} />
            </Suspense>
          ) : (
            <p>
              {t("account.pleaseLogin")} –{" "}
              <LocaleLink
                to={`/user/login?redirectTo=${encodeURIComponent(`${location.pathname}#rate`)}`}
                rel="nofollow"
              >
                {t("rating.login")}
              </LocaleLink>
            </p>
          )}
        </section>
      ) : null}

      {recipe.groups.length > 0 ? (
        <section className="section no-print" aria-labelledby="groups-heading">
          <h2 id="groups-heading">{t("recipe.groups")}</h2>
          <GroupLinks groups={recipe.groups} />
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className="section no-print" aria-labelledby="related-heading">
          <h2 id="related-heading">{t("recipe.related")}</h2>
          <RecipeCards items={related} />
        </section>
      ) : null}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
