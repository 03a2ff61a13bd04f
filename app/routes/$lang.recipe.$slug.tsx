import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GlassIcon } from "~/components/GlassIcon";
import { GroupLinks } from "~/components/GroupCards";
import { LocaleLink } from "~/components/LocaleLink";
import { useNonce } from "~/components/nonce";
import { RatingText, RecipeCards } from "~/components/RecipeCards";
import { readBarCookie } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import {
  DISPLAY_UNITS,
  formatAmount,
  MAX_SERVINGS,
  parseDisplayUnit,
  parseServings,
  scaleLine,
  unitKey,
} from "~/lib/units";
import { recipeShoppingList } from "~/models/bar-index.server";
import { rateRecipe, userRating } from "~/models/ratings.server";
import { forgetCatalogueCache, getRecipe, relatedRecipes } from "~/models/recipes.server";
import { currentUser, requireUser } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { assertParam, assertSameOrigin, notFound } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(slug.length <= 120 && SLUG.test(slug), request);
  const viewer = await currentUser(request, context);
  const recipe = await getRecipe(context.db, slug, locale, viewer?.id ?? null);
  if (!recipe) throw notFound(new URL(request.url).pathname, "param");
  const search = new URL(request.url).searchParams;
  const unit = parseDisplayUnit(search.get("unit"));
  const servings = parseServings(search.get("servings"));
  const owned = readBarCookie(request.headers.get("Cookie"));
  const [related, missingForBar] = await Promise.all([
    relatedRecipes(context.db, recipe.id, locale),
    owned.length ? recipeShoppingList(context.db, recipe.requiredIds, owned, locale) : null,
  ]);
  const lines = recipe.lines.map((line) => ({
    name: line.name,
    optional: line.optional,
    exact: line.exact,
    note: line.note,
    ...scaleLine({ amount: line.amount, unit: line.unit }, servings, unit),
  }));
  const myRating = viewer ? await userRating(context.db, viewer.id, recipe.id) : null;
  const { lines: _raw, id: _id, requiredIds: _required, ...rest } = recipe;
  return json({
    seo: { title: recipe.name, description: recipe.description },
    recipe: { ...rest, lines },
    unit,
    servings,
    related,
    bar: missingForBar ? { missing: missingForBar, ids: owned } : null,
    member: Boolean(viewer),
    myRating,
    url: `${new URL(getEnv().PUBLIC_URL).origin}${localePath(locale, `/recipe/${recipe.slug}`)}`,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(slug.length <= 120 && SLUG.test(slug), request);
  const user = await requireUser(request, context, locale);
  const recipe = await getRecipe(context.db, slug, locale, user.id);
  if (recipe?.status !== "published") throw notFound(new URL(request.url).pathname, "param");
  const form = await request.formData();
  const stars = Number(form.get("stars"));
  if (form.get("intent") !== "rate" || !Number.isInteger(stars) || stars < 1 || stars > 5) {
    return json({ ratingError: "rating.invalid" as const }, { status: 400 });
  }
  await rateRecipe(context.db, user.id, recipe.id, stars);
  forgetCatalogueCache(context.db);
  const t = await getT(locale);
  return redirectWithToast(request, `${new URL(request.url).pathname}#rate`, {
    kind: "success",
    message: t("rating.thanks"),
  });
}

function useAmountText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "de";
  return (line: { amount: number | null; unit: string }) => {
    const key = unitKey(line.unit);
    if (line.amount === null) return key === "top" ? t("units.top") : "";
    const amount = formatAmount(line.amount, line.unit, locale);
    const label = ["cl", "ml", "oz", "top"].includes(key)
      ? t(`units.${key}` as "units.cl")
      : t(`units.${key}` as "units.dash", { count: line.amount });
    return `${amount} ${label}`;
  };
}

export default function RecipePage() {
  const { t } = useTranslation();
  const { recipe, unit, servings, related, bar, url, member, myRating } = useLoaderData<typeof loader>();
  const rated = useActionData<typeof action>();
  const location = useLocation();
  const amountText = useAmountText();
  const nonce = useNonce();
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    alternateName: recipe.otherName !== recipe.name ? recipe.otherName : undefined,
    description: recipe.description,
    url,
    recipeCategory: "Cocktail",
    recipeYield: String(servings),
    recipeIngredient: recipe.lines.map((l) => `${amountText(l)} ${l.name}`.trim()),
    recipeInstructions: recipe.steps.map((text) => ({ "@type": "HowToStep", text })),
    aggregateRating:
      recipe.ratingCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: recipe.ratingAvg,
            ratingCount: recipe.ratingCount,
            bestRating: 5,
          }
        : undefined,
  };

  return (
    <article className="recipe">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped so it cannot end the element
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <header className="recipe-header">
        <GlassIcon glass={recipe.glass} title={t(`glass.${recipe.glass}` as "glass.coupe")} />
        <div>
          <h1>{recipe.name}</h1>
          {recipe.status === "draft" ? <p className="badge">{t("recipe.draft")}</p> : null}
          {recipe.translated ? null : <p className="badge">{t("author.notTranslated")}</p>}
          <p>{recipe.description}</p>
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
          <p>
            <RatingText avg={recipe.ratingAvg} count={recipe.ratingCount} />
            {recipe.iba ? <span className="badge"> {t("recipe.iba")}</span> : null}
          </p>
        </div>
      </header>

      <dl className="recipe-facts">
        <dt>{t("difficulty.label")}</dt>
        <dd>{t(`difficulty.${recipe.difficulty}` as "difficulty.easy")}</dd>
        <dt>{t("recipe.glass")}</dt>
        <dd>{t(`glass.${recipe.glass}` as "glass.coupe")}</dd>
        <dt>{t("recipe.method")}</dt>
        <dd>{t(`method.${recipe.method}` as "method.shake")}</dd>
        {recipe.baseName ? (
          <>
            <dt>{t("recipe.base")}</dt>
            <dd>{recipe.baseName}</dd>
          </>
        ) : null}
      </dl>

      {bar ? (
        <aside className="section bar-note" aria-labelledby="bar-note-title">
          <h2 id="bar-note-title">
            <LocaleLink to={`/recipe/filter-result?i=${bar.ids.join(",")}`}>
              {t("bar.recipeBarLink")}
            </LocaleLink>
          </h2>
          {bar.missing.length === 0 ? (
            <p>{t("bar.recipeHaveAll")}</p>
          ) : (
            <>
              <p>{t("bar.recipeMissing")}</p>
              <ul>
                {bar.missing.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
        </aside>
      ) : null}

      <section className="section" aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading">{t("recipe.ingredients")}</h2>
        <p className="muted">{t("recipe.forServings", { count: servings })}</p>
        <ul className="ingredient-list">
          {recipe.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own and never reorder here
            <li key={index}>
              <span className="amount">{amountText(line)}</span> {line.name}
              {line.optional ? <span className="muted"> ({t("recipe.optional")})</span> : null}
              {line.exact ? <span className="muted"> ({t("recipe.exact")})</span> : null}
              {line.note ? <span className="muted"> – {line.note}</span> : null}
            </li>
          ))}
        </ul>
        <Form method="get" className="filters no-print" aria-labelledby="adjust-heading">
          <h3 id="adjust-heading" className="visually-hidden">
            {t("recipe.adjustHeading")}
          </h3>
          <div className="field">
            <label htmlFor="servings">{t("recipe.servings")}</label>
            <select id="servings" name="servings" defaultValue={servings}>
              {Array.from({ length: MAX_SERVINGS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field">
            <legend>{t("recipe.unit")}</legend>
            {DISPLAY_UNITS.map((u) => (
              <label key={u} className="inline-choice">
                <input type="radio" name="unit" value={u} defaultChecked={u === unit} /> {u}
              </label>
            ))}
          </fieldset>
          <button type="submit">{t("recipe.adjust")}</button>
        </Form>
      </section>

      <section className="section" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("recipe.steps")}</h2>
        <ol className="steps">
          {recipe.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {recipe.garnish ? (
          <p>
            <strong>{t("recipe.garnish")}:</strong> {recipe.garnish}
          </p>
        ) : null}
        {canPrint ? (
          <button type="button" className="button--secondary no-print" onClick={() => window.print()}>
            {t("recipe.print")}
          </button>
        ) : null}
      </section>

      {recipe.status === "published" ? (
        <section className="section no-print" id="rate" aria-labelledby="rate-heading">
          <h2 id="rate-heading">{t("rating.title")}</h2>
          {member ? (
            <Form method="post" className="form" preventScrollReset>
              <input type="hidden" name="intent" value="rate" />
              {myRating ? <p>{t("rating.yours", { count: myRating })}</p> : null}
              <fieldset
                className="field"
                aria-invalid={rated?.ratingError ? true : undefined}
                aria-describedby={rated?.ratingError ? "rating-error" : undefined}
              >
                <legend>{t("rating.legend")}</legend>
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n} className="inline-choice">
                    <input type="radio" name="stars" value={n} defaultChecked={myRating === n} />{" "}
                    {t("rating.star", { count: n })}
                  </label>
                ))}
              </fieldset>
              {rated?.ratingError ? (
                <p id="rating-error" className="field__errors" role="alert">
                  {t(rated.ratingError)}
                </p>
              ) : null}
              <button type="submit">{t("rating.submit")}</button>
            </Form>
          ) : (
            <p>
              {t("account.pleaseLogin")} –{" "}
              <LocaleLink to={`/user/login?redirectTo=${encodeURIComponent(`${location.pathname}#rate`)}`}>
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
