import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { favouriteSlot } from "~/components/FavouriteSlot";
import { useTranslation } from "~/components/I18n";
import { RecipeCards } from "~/components/RecipeCards";
import { localePath } from "~/lib/locale";
import { currentProfileSlug, getPublicProfile } from "~/models/users.server";
import { markFavourites } from "~/utils/favourites.server";
import { assertParam, notFound, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta, type Seo } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A member's public profile: display name, member since, published recipes. Never the e-mail address. An
// address the member has left answers 301 to their current one.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(/^[a-z0-9-]{3,40}$/.test(slug), request);
  const profile = await getPublicProfile(context.db, slug, locale);
  if (!profile) {
    // A member who changed their address keeps the old one: 301 to the current one, with the query (as brands).
    const url = new URL(request.url);
    const current = await currentProfileSlug(context.db, slug);
    if (current)
      throw safeRedirect(
        `${localePath(locale, `/profile/${current}`)}${url.search}`,
        localePath(locale),
        301,
      );
    throw notFound(url.pathname, "param");
  }
  const memberSince = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long" }).format(
    profile.memberSince,
  );
  const t = await getT(locale);
  const seo: Seo = {
    title: profile.displayName,
    description: t("seo.profileDescription", { name: profile.displayName, since: memberSince }),
    type: "profile",
  };
  const recipes = await markFavourites(request, context, profile.recipes);
  return { seo, profile: { ...profile, recipes, memberSince } };
}

export default function Profile() {
  const { t } = useTranslation();
  const { profile } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1>{profile.displayName}</h1>
      <p>{t("profile.memberSince", { date: profile.memberSince })}</p>
      <section aria-labelledby="profile-recipes">
        <h2 id="profile-recipes">{t("profile.recipes")}</h2>
        {profile.recipes.length === 0 ? (
          <p className="empty-state">{t("profile.noRecipes")}</p>
        ) : (
          <RecipeCards
            items={profile.recipes.map((r) => ({ ...r, ratingAvg: Number(r.ratingAvg) }))}
            extra={favouriteSlot}
          />
        )}
      </section>
    </article>
  );
}

export const meta = pageMeta;
