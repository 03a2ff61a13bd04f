import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DrinkPicture } from "~/components/DrinkPicture";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { RecipeCards } from "~/components/RecipeCards";
import { generateRecipe, homeBlocks } from "~/models/recipes.server";
import { markFavourites } from "~/utils/favourites.server";
import { requestQuery } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

const TASTES = ["sweet", "sour", "bitter", "fresh"] as const;
const STRENGTHS = ["none", "light", "medium", "strong"] as const;

function pick<T extends string>(value: string | null, options: readonly T[]): T | null {
  return value && (options as readonly string[]).includes(value) ? (value as T) : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const [{ bases, groups, ofTheDay, mosaic }, seo] = await Promise.all([
    homeBlocks(context.db, locale, new Date().toISOString().slice(0, 10), 6),
    pageSeo(locale, "home.title", "home.metaDescription"),
  ]);
  // The personal generator answers its GET form here, so it works without JavaScript.
  const wish = {
    base: bases.some((b) => b.key === search.get("base")) ? search.get("base") : null,
    taste: pick(search.get("taste"), TASTES),
    strength: pick(search.get("strength"), STRENGTHS),
  };
  const asked = search.has("generate");
  const n = Math.min(Math.max(Number.parseInt(search.get("n") ?? "0", 10) || 0, 0), 10_000);
  const generated = asked ? await generateRecipe(context.db, wish, n, locale) : null;
  return {
    seo,
    bases: bases.slice(0, 12),
    groups,
    ofTheDay: ofTheDay && (await markFavourites(request, context, [ofTheDay]))[0],
    mosaic: mosaic.map((r) => ({ slug: r.slug, name: r.name, glass: r.glass, picture: r.picture })),
    generator: { asked, wish, n, result: generated },
  };
}

export default function Home() {
  const { t } = useTranslation();
  const { bases, groups, ofTheDay, mosaic, generator } = useLoaderData<typeof loader>();
  const next = new URLSearchParams();
  if (generator.wish.base) next.set("base", generator.wish.base);
  if (generator.wish.taste) next.set("taste", generator.wish.taste);
  if (generator.wish.strength) next.set("strength", generator.wish.strength);
  next.set("generate", "1");
  next.set("n", String(generator.n + 1));
  const tasteLabel = {
    sweet: t("explore.tasteSweet"),
    sour: t("explore.tasteSour"),
    bitter: t("explore.tasteBitter"),
    fresh: t("explore.tasteFresh"),
  };
  const strengthLabel = {
    none: t("explore.strengthNone"),
    light: t("explore.strengthLight"),
    medium: t("explore.strengthMedium"),
    strong: t("explore.strengthStrong"),
  };
  return (
    <>
      {/* Phone: the hero, the cocktail of the day and the popular drinks follow one another, so the drink of the
          day is in the first screen; desktop: the hero and the drink of the day beside the mosaic. */}
      <div className={mosaic.length > 0 ? "home-top home-top--mosaic" : "home-top"}>
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{t("home.title")}</h1>
          <p className="hero__text">{t("home.heroText")}</p>
          <p className="hero__actions">
            <LocaleLink className="button" to="/recipe/list">
              {t("home.ctaRecipes")}
            </LocaleLink>
            <LocaleLink className="button button--secondary" to="/recipe/filter">
              {t("home.ctaBar")}
            </LocaleLink>
          </p>
        </section>

        <section className="home-inspire" aria-labelledby="inspire-title">
          <h2 id="inspire-title">{ofTheDay ? t("explore.ofTheDay") : t("explore.inspireTitle")}</h2>
          {ofTheDay ? <RecipeCards items={[ofTheDay]} extra={favouriteSlot} /> : null}
          <p>
            <LocaleLink className="button button--secondary" to="/recipe/surprise" reloadDocument>
              {t("explore.surprise")}
            </LocaleLink>
          </p>
        </section>

        {mosaic.length > 0 ? (
          <section className="home-popular" aria-labelledby="popular-title">
            <h2 id="popular-title" className="home-popular__title">
              {t("explore.popularTitle")}
            </h2>
            <ul className="hero-mosaic">
              {mosaic.map((r) => (
                <li key={r.slug}>
                  <LocaleLink to={`/recipe/${r.slug}`} className="hero-mosaic__link">
                    <DrinkPicture picture={r.picture} glass={r.glass} />
                    <span className="hero-mosaic__name">{r.name}</span>
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section className="section" aria-labelledby="explore-title">
        <h2 id="explore-title">{t("explore.title")}</h2>
        <h3>{t("explore.byBase")}</h3>
        <ul className="link-list">
          {bases.map((b) => (
            <li key={b.key}>
              <LocaleLink to={`/recipe/list?base=${b.key}`}>
                {b.name} <span className="muted">({b.count})</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="groups-title">
        <h2 id="groups-title">{t("explore.groupPickerTitle")}</h2>
        <ul className="link-list">
          {groups.map((g) => (
            <li key={g.slug}>
              <LocaleLink to={`/recipe-group/${g.slug}`}>
                {g.name} <span className="muted">({g.count})</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" id="generator" aria-labelledby="generator-title">
        <h2 id="generator-title">{t("explore.generatorTitle")}</h2>
        <p>{t("explore.generatorIntro")}</p>
        <Form method="get" className="filters" preventScrollReset>
          <input type="hidden" name="generate" value="1" />
          <div className="field">
            <label htmlFor="gen-base">{t("explore.base")}</label>
            <select id="gen-base" name="base" defaultValue={generator.wish.base ?? ""}>
              <option value="">{t("explore.anyBase")}</option>
              {bases.map((b) => (
                <option key={b.key} value={b.key}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="gen-taste">{t("explore.taste")}</label>
            <select id="gen-taste" name="taste" defaultValue={generator.wish.taste ?? ""}>
              <option value="">{t("explore.anyTaste")}</option>
              {TASTES.map((taste) => (
                <option key={taste} value={taste}>
                  {tasteLabel[taste]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="gen-strength">{t("explore.strength")}</label>
            <select id="gen-strength" name="strength" defaultValue={generator.wish.strength ?? ""}>
              <option value="">{t("explore.anyStrength")}</option>
              {STRENGTHS.map((s) => (
                <option key={s} value={s}>
                  {strengthLabel[s]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">{t("explore.generate")}</button>
        </Form>
        {generator.asked ? (
          <div role="status" className="section">
            {generator.result ? (
              <>
                <h3>{t("explore.suggestion")}</h3>
                {generator.result.relaxed ? <p>{t("explore.relaxed")}</p> : null}
                <RecipeCards items={[generator.result.recipe]} />
                {generator.result.count > 1 ? (
                  <Link to={`?${next.toString()}#generator`} preventScrollReset>
                    {t("explore.tryAnother")}
                  </Link>
                ) : null}
              </>
            ) : (
              <p>{t("explore.noMatch")}</p>
            )}
          </div>
        ) : null}
      </section>
    </>
  );
}

export const meta = pageMeta;
