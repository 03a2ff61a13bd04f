import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExportLinks } from "~/components/ExportLinks";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { authorRecipes } from "~/models/authoring.server";
import { requireUser } from "~/utils/auth.server";
import { routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// "My recipes": an author's drafts first, then what they published, each with its last change and the
// ways to view and edit it.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const [recipes, t] = await Promise.all([authorRecipes(context.db, user.id, locale), getT(locale)]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const items = recipes.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    updated: date.format(r.updated_at),
  }));
  return data(
    {
      seo: { title: t("author.myRecipesTitle") },
      drafts: items.filter((_, i) => recipes[i]?.status === "draft"),
      published: items.filter((_, i) => recipes[i]?.status === "published"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["drafts"][number];

function RecipeRows({ items, published }: { items: Item[]; published: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="my-recipes">
      {items.map((r) => {
        const name = r.name || t("author.untitled");
        return (
          <li key={r.id}>
            <strong>{name}</strong>{" "}
            <span className="muted">{t("author.lastChange", { date: r.updated })}</span>
            <span className="my-recipes__links">
              {published ? (
                <LocaleLink to={`/recipe/${r.slug}`}>{t("author.view", { name })}</LocaleLink>
              ) : null}
              <LocaleLink to={`/recipe/edit/${r.id}`}>{t("author.editNamed", { name })}</LocaleLink>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default function MyRecipes() {
  const { t } = useTranslation();
  const { drafts, published } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("author.myRecipesTitle")}</h1>
      <p>
        <LocaleLink to="/recipe/create" className="button">
          {t("author.newDraft")}
        </LocaleLink>{" "}
        <LocaleLink to="/user/import" className="button button--secondary">
          {t("exchange.importLink")}
        </LocaleLink>
      </p>
      <section className="section" aria-labelledby="my-drafts">
        <h2 id="my-drafts">{t("author.myDrafts")}</h2>
        {drafts.length === 0 ? (
          <p className="empty-state">{t("author.noDrafts")}</p>
        ) : (
          <RecipeRows items={drafts} published={false} />
        )}
      </section>
      <section className="section" aria-labelledby="my-published">
        <h2 id="my-published">{t("author.myPublished")}</h2>
        {published.length === 0 ? (
          <p className="empty-state">{t("author.noPublished")}</p>
        ) : (
          <RecipeRows items={published} published />
        )}
      </section>
      {drafts.length + published.length > 0 ? <ExportLinks source="recipes" /> : null}
    </>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
