import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { RecipeCards } from "~/components/RecipeCards";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
import { SHARE_TOKEN } from "~/lib/member-book";
import { sharedCollection } from "~/models/collections.server";
import { assertParam, notFound } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A collection its owner shared by link: anyone with the link, signed in or not, sees its name, description
// and recipes; never who keeps it. Kept out of search engines, and of every cache, so a revoked link is
// "Page Not Found" at once.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const token = params.token ?? "";
  assertParam(SHARE_TOKEN.test(token), request);
  const collection = await sharedCollection(context.db, token, locale);
  if (!collection) throw notFound(new URL(request.url).pathname, "param");
  return data(
    {
      seo: { title: collection.name, description: collection.description || undefined, noindex: true },
      collection,
      token,
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of ["Cache-Control", "X-Robots-Tag"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export default function SharedCollection() {
  const { t } = useTranslation();
  const { collection, token } = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <article className="prose collection">
      <h1>{collection.name}</h1>
      <p className="muted">{t("collection.publicIntro")}</p>
      {collection.description ? <p>{collection.description}</p> : null}
      {collection.recipes.length === 0 ? (
        <p className="empty-state">{t("collection.publicEmpty")}</p>
      ) : (
        <>
          <RecipeCards items={collection.recipes} />
          <p>
            <a href={localePath(locale, `/collection/${token}/export`)} download>
              {t("exchange.sharedDownload")}
            </a>{" "}
            <span className="muted">{t("exchange.sharedHint")}</span>
          </p>
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;
