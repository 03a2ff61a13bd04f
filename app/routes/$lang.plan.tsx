import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/ErrorSummary";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPrintButton } from "~/components/MenuPrintButton";
import { barCookieIds } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import {
  addDrinkQuery,
  computePlan,
  drinkCounts,
  PLAN_LIMITS,
  parsePlanQuery,
  tidyPlanQuery,
} from "~/lib/party-plan";
import { planView } from "~/lib/party-plan-text";
import { standardDrinkCountry } from "~/lib/standard-drinks";
import { barBottleSizes, barCoverage, findDrinks, planRecipes } from "~/models/party-plan.server";
import planStyles from "~/styles/party-plan.css?url";
import { readCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";
import { requestQuery, routeHeaders, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// The party planner: the drinks and the party travel in the URL (app/lib/party-plan.ts), so a plan is a
// link to share and other pages can link to theirs. A GET form; the page marks what the visitor's bar (the
// `bar` cookie) covers, so it is personal: never in the shared page cache, never stored.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: planStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const search = requestQuery(request);
  const query = parsePlanQuery(search);
  const path = localePath(locale, "/plan");
  // "Add a drink": a name is looked up as the search box's suggestions are; one clear match joins the plan,
  // several are offered to choose from.
  const adding = (search.get("add") ?? "").trim().slice(0, 100);
  let addChoices: { name: string; href: string }[] = [];
  let addError: "none" | "tooMany" | null = null;
  if (query.errors.length === 0 && adding !== "") {
    const found = await findDrinks(context.db, adding, locale);
    const folded = adding.toLocaleLowerCase(locale);
    const pick =
      found.find((r) => r.slug === adding || r.name.toLocaleLowerCase(locale) === folded) ??
      (found.length === 1 ? found[0] : undefined);
    if (pick && !query.entries.includes(pick.slug) && query.entries.length >= PLAN_LIMITS.drinks) {
      addError = "tooMany";
    } else if (pick) {
      throw safeRedirect(`${path}?${addDrinkQuery(search, pick.slug)}`, path);
    } else if (found.length > 0) {
      addChoices = found.map((r) => ({ name: r.name, href: `${path}?${addDrinkQuery(search, r.slug)}` }));
    } else addError = "none";
  } else if (query.errors.length === 0) {
    const tidy = tidyPlanQuery(search, query);
    if (tidy !== null) throw safeRedirect(`${path}?${tidy}`, path);
  }
  const [t, recipes, owned, countryChoice] = await Promise.all([
    getT(locale),
    planRecipes(context.db, query.slugs, locale),
    readCookie("bar", request).then(barCookieIds),
    readCookie("drinks", request),
  ]);
  const found = new Set(recipes.map((r) => r.slug));
  const unknown = [...query.malformed, ...query.slugs.filter((slug) => !found.has(slug))];
  const errorText = {
    tooManyDrinks: t("plan.errorTooMany"),
    guests: t("plan.errorGuests"),
    per: t("plan.errorPer"),
    count: t("plan.errorCount"),
  } as const;
  const allErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const error of query.errors) {
    if (error.field === "drinks") formErrors.push(errorText[error.code]);
    else allErrors[error.field] = [errorText[error.code]];
  }
  if (addError) {
    allErrors.add = [addError === "none" ? t("plan.addNone", { name: adding }) : errorText.tooManyDrinks];
  }
  const slugs = recipes.map((r) => r.slug);
  const counts = drinkCounts(slugs, query.guests, query.perGuest, query.counts);
  const valid = query.errors.length === 0;
  let plan = null;
  if (valid && recipes.length > 0) {
    const [inBar, ownSize] = await Promise.all([
      barCoverage(context.db, owned),
      barBottleSizes(context.db, owned),
    ]);
    plan = computePlan(recipes, counts, inBar, ownSize);
  }
  const country = standardDrinkCountry(countryChoice, locale);
  const view =
    plan && plan.total > 0
      ? planView(t, locale, plan, new Map(recipes.map((r) => [r.slug, r.strength])), country)
      : null;
  const fixedSum = [...query.counts.values()].reduce((a, b) => a + b, 0);
  const target = query.guests * query.perGuest;
  const status = !valid || addError ? 400 : recipes.length === 0 && unknown.length > 0 ? 404 : 200;
  return data(
    {
      seo: {
        title: t("plan.title"),
        description: t("plan.metaDescription"),
        // Every plan is a view of the one planner page.
        canonical: "/plan",
        noindex: search.size > 0,
      },
      form: {
        guests: query.raw.guests,
        per: query.raw.per,
        drinks: recipes.map((r) => ({
          slug: r.slug,
          name: r.name,
          count: query.raw.counts[r.slug] ?? "",
          share: query.counts.has(r.slug) ? null : (counts.get(r.slug) ?? 0),
        })),
        errors: formErrors,
        allErrors,
        add: adding,
        addChoices,
      },
      unknown: unknown.length
        ? t("plan.unknown", {
            count: unknown.length,
            names: new Intl.ListFormat(locale, { type: "conjunction" }).format(unknown),
          })
        : null,
      nothing: valid && recipes.length > 0 && (plan?.total ?? 0) === 0,
      overCount: valid && target > 0 && fixedSum > target && slugs.some((s) => !query.counts.has(s)),
      target,
      guests: query.guests,
      hasBar: owned.length > 0,
      plan: view,
      shareUrl: `${new URL(getEnv().PUBLIC_URL).origin}${path}${new URL(request.url).search}`,
    },
    // Personal (the bar cookie decides the marks), so never kept by a shared cache.
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function PartyPlan() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const { form, plan } = loaded;
  const location = useLocation();
  const labels: Record<string, string> = {
    guests: t("plan.guests"),
    per: t("plan.perGuest"),
    add: t("plan.add"),
  };
  for (const drink of form.drinks) labels[`n.${drink.slug}`] = t("plan.count", { name: drink.name });
  const fieldProps = (name: string, hintId?: string) => {
    const errors = form.allErrors[name];
    const describedBy = [hintId, errors ? `plan-${name}-error` : undefined].filter(Boolean).join(" ");
    return {
      id: `plan-${name}`,
      name,
      "aria-invalid": errors ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };
  const fieldError = (name: string) =>
    form.allErrors[name] ? (
      <p id={`plan-${name}-error`} className="field__errors">
        {form.allErrors[name].join(" ")}
      </p>
    ) : null;

  return (
    <article className="plan">
      <h1>{t("plan.title")}</h1>
      <p className="no-print">{t("plan.intro")}</p>
      {loaded.unknown ? (
        <p role="status" className="plan__notice">
          {loaded.unknown}
        </p>
      ) : null}

      {form.drinks.length === 0 ? (
        <p className="plan__notice">
          {t("plan.empty")} <LocaleLink to="/recipe/list">{t("plan.browse")}</LocaleLink>
        </p>
      ) : null}
      <section className="section no-print" aria-labelledby="plan-form-heading">
        <h2 id="plan-form-heading">{t("plan.formTitle")}</h2>
        <ErrorSummary
          form={{ id: "plan", name: "plan", errors: form.errors, allErrors: form.allErrors }}
          labels={labels}
          result={location.key}
        />
        <Form method="get" className="plan-form" id="plan" preventScrollReset>
          <div className="plan-form__party">
            <div className="field">
              <label htmlFor="plan-guests">{t("plan.guests")}</label>
              <input
                {...fieldProps("guests")}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={form.guests}
                key={`g-${form.guests}`}
                size={5}
                maxLength={12}
              />
              {fieldError("guests")}
            </div>
            <div className="field">
              <label htmlFor="plan-per">{t("plan.perGuest")}</label>
              <input
                {...fieldProps("per")}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={form.per}
                key={`p-${form.per}`}
                size={5}
                maxLength={12}
              />
              {fieldError("per")}
            </div>
          </div>
          {form.drinks.length > 0 ? (
            <fieldset className="plan-form__drinks" aria-describedby="plan-count-hint">
              <legend>{t("plan.drinksLegend")}</legend>
              <p id="plan-count-hint" className="field__hint">
                {t("plan.countHint")}
              </p>
              <ul>
                {form.drinks.map((drink) => (
                  <li key={drink.slug} className="plan-form__drink">
                    <label className="plan-form__keep">
                      <input type="checkbox" name="d" value={drink.slug} defaultChecked />
                      <span>{drink.name}</span>
                    </label>
                    <span className="field">
                      <label htmlFor={`plan-n.${drink.slug}`} className="visually-hidden">
                        {t("plan.count", { name: drink.name })}
                      </label>
                      <input
                        {...fieldProps(
                          `n.${drink.slug}`,
                          drink.share === null ? undefined : `plan-share-${drink.slug}`,
                        )}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        defaultValue={drink.count}
                        key={`n-${drink.slug}-${drink.count}`}
                        size={5}
                        maxLength={12}
                      />
                      {drink.share === null ? null : (
                        <span id={`plan-share-${drink.slug}`} className="muted">
                          {t("plan.share", { count: drink.share })}
                        </span>
                      )}
                      {fieldError(`n.${drink.slug}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {form.drinks.length > 0 ? <button type="submit">{t("plan.update")}</button> : null}
          <div className="field plan-form__add">
            <label htmlFor="plan-add">{t("plan.add")}</label>
            <p id="plan-add-hint" className="field__hint">
              {t("plan.addHint")}
            </p>
            <span className="plan-form__add-row">
              <input
                {...fieldProps("add", "plan-add-hint")}
                type="search"
                autoComplete="off"
                defaultValue={form.add}
                key={`a-${location.key}`}
                maxLength={100}
              />
              <button type="submit" className="button--secondary">
                {t("plan.addButton")}
              </button>
            </span>
            {fieldError("add")}
          </div>
          {form.addChoices.length > 0 ? (
            <div className="plan-form__choices" role="status">
              <p>{t("plan.addChoose")}</p>
              <ul>
                {form.addChoices.map((choice) => (
                  <li key={choice.href}>
                    <Link to={choice.href}>{t("plan.addChoice", { name: choice.name })}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Form>
      </section>

      {loaded.nothing ? <p className="plan__notice">{t("plan.nothing")}</p> : null}
      {loaded.overCount ? (
        <p className="plan__notice">{t("plan.overCount", { count: loaded.target })}</p>
      ) : null}

      {plan ? (
        <div className="plan__result" id="plan-result">
          <p className="plan__total">
            {t("plan.total", { count: plan.total })}
            {loaded.guests > 0 ? ` ${t("plan.forGuests", { count: loaded.guests })}` : ""}
          </p>

          <section className="section" aria-labelledby="plan-drinks-heading">
            <h2 id="plan-drinks-heading">{t("plan.drinksTitle")}</h2>
            <div className="plan__table-wrap">
              <table className="plan-table">
                <thead>
                  <tr>
                    <th scope="col">{t("plan.colDrink")}</th>
                    <th scope="col" className="plan-table__number">
                      {t("plan.colCount")}
                    </th>
                    <th scope="col">{t("plan.colMethod")}</th>
                    <th scope="col">{t("plan.colStrength")}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.drinks.map((drink) => (
                    <tr key={drink.slug}>
                      <th scope="row">
                        <LocaleLink to={`/recipe/${drink.slug}`}>{drink.name}</LocaleLink>
                      </th>
                      <td className="plan-table__number">{drink.count}</td>
                      <td>{drink.method}</td>
                      <td>{drink.strength}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="section" aria-labelledby="plan-shopping-heading">
            <h2 id="plan-shopping-heading">{t("plan.shoppingTitle")}</h2>
            <div className="plan__table-wrap">
              <table className="plan-table plan-shopping">
                <thead>
                  <tr>
                    <th scope="col">{t("plan.colIngredient")}</th>
                    <th scope="col">{t("plan.colAmount")}</th>
                    <th scope="col">{t("plan.colBuy")}</th>
                    {loaded.hasBar ? <th scope="col">{t("plan.colBar")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {plan.shopping.map((item) => (
                    <tr key={item.key} className={item.inBar ? "plan-shopping__have" : undefined}>
                      <th scope="row">
                        {item.name}
                        {item.optional ? <span className="muted"> ({t("plan.optional")})</span> : null}
                        <span className="plan-shopping__for muted">{item.usedIn}</span>
                      </th>
                      <td>{item.amount}</td>
                      <td>{item.buy}</td>
                      {loaded.hasBar ? (
                        <td>
                          {item.inBar ? (
                            <span className="plan-shopping__mark">
                              <span aria-hidden="true">✓ </span>
                              {t("plan.inBar")}
                            </span>
                          ) : (
                            <span className="muted">{t("plan.notInBar")}</span>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {loaded.hasBar ? (
              <p className="muted">{t("plan.barNote")}</p>
            ) : (
              <p className="muted no-print">
                {t("plan.noBar")} <LocaleLink to="/recipe/filter">{t("plan.noBarLink")}</LocaleLink>
              </p>
            )}
          </section>

          <section className="section" aria-labelledby="plan-ice-heading">
            <h2 id="plan-ice-heading">{t("plan.iceTitle")}</h2>
            <p>{plan.ice}</p>
          </section>

          <section className="section" aria-labelledby="plan-garnish-heading">
            <h2 id="plan-garnish-heading">{t("plan.garnishTitle")}</h2>
            {plan.garnishes.length ? (
              <ul>
                {plan.garnishes.map((g) => (
                  <li key={g.slug}>
                    {g.text} <span className="muted">{g.drink}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("plan.noGarnish")}</p>
            )}
          </section>

          <section className="section plan-batches" aria-labelledby="plan-batch-heading">
            <h2 id="plan-batch-heading">{t("plan.batchTitle")}</h2>
            <p className="muted">{t("plan.batchIntro")}</p>
            {plan.batches.map((batch) => (
              <section key={batch.slug} className="plan-batch" aria-labelledby={`plan-batch-${batch.slug}`}>
                <h3 id={`plan-batch-${batch.slug}`}>{batch.title}</h3>
                <ul>
                  {batch.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </section>
            ))}
          </section>

          <section className="section plan__rules" aria-labelledby="plan-rules-heading">
            <h2 id="plan-rules-heading">{t("plan.rulesTitle")}</h2>
            <p className="muted">{plan.rules}</p>
          </section>

          <div className="plan__share no-print">
            <MenuPrintButton label={t("plan.print")} />
            <p>
              <a href={loaded.shareUrl}>{t("plan.link")}</a>{" "}
              <span className="muted">{t("plan.linkHint")}</span>
            </p>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
