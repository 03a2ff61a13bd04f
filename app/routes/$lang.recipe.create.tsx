import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { RecipeForm } from "~/components/RecipeForm";
import { ingredientsByCategory } from "~/models/bar-index.server";
import {
  authorOrStash,
  restoredForm,
  saveRecipe,
  saveRecipeAnswer,
} from "~/services/recipe-authoring.server";
import { requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  await requireUser(request, context, locale);
  const [ingredients, restored] = await Promise.all([
    ingredientsByCategory(context.db, locale),
    restoredForm(request, context, locale),
  ]);
  return data(
    {
      seo: await pageSeo(locale, "author.createTitle"),
      ingredients: ingredients.map((g) => ({
        id: g.id,
        name: g.name,
        items: g.items.map((i) => ({ id: i.id, name: i.name })),
      })),
      restored: restored?.result ?? null,
    },
    restored ? { headers: { "Set-Cookie": restored.clearCookie } } : undefined,
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const form = await readForm(request);
  const user = await authorOrStash(request, context, locale, form);
  return saveRecipeAnswer(request, locale, await saveRecipe(context, user.id, form, null, locale));
}

export default function CreateRecipe() {
  const { t } = useTranslation();
  const { ingredients, restored } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const clash = data?.kind === "clash" ? data.clash : undefined;
  return (
    <>
      <h1>{t("author.createTitle")}</h1>
      <p>
        <LocaleLink to="/recipe/draft">{t("author.myRecipesTitle")}</LocaleLink>
      </p>
      {clash ? (
        <p role="alert">
          {t("author.duplicateName")} <LocaleLink to={`/recipe/${clash.slug}`}>{clash.slug}</LocaleLink>
        </p>
      ) : null}
      <RecipeForm
        id="recipe-create"
        lastResult={(data && "result" in data ? data.result : undefined) ?? restored ?? undefined}
        defaultValue={{
          difficulty: "easy",
          glass: "coupe",
          method: "shake",
          lines: [{ unit: "cl" }, { unit: "cl" }],
        }}
        version={0}
        ingredients={ingredients}
        published={false}
      />
    </>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
