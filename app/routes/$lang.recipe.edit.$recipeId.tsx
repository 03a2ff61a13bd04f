import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { RecipeForm } from "~/components/RecipeForm";
import { localePath } from "~/lib/locale";
import type { RecipeFormInput } from "~/lib/recipe-form";
import { restoreSchema } from "~/lib/recipe-form";
import { editableRecipe, listRevisions, restoreRevision } from "~/models/authoring.server";
import { ingredientsByCategory } from "~/models/bar-index.server";
import {
  authorOrStash,
  restoredForm,
  saveRecipe,
  saveRecipeAnswer,
} from "~/services/recipe-authoring.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

function recipeId(params: { recipeId?: string }, request: Request): number {
  const id = Number(params.recipeId);
  assertParam(/^\d{1,9}$/.test(params.recipeId ?? "") && id > 0, request);
  return id;
}

// The author only: anyone else gets 404, a visitor goes to login and comes back.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const id = recipeId(params, request);
  const user = await requireUser(request, context, locale);
  const recipe = await editableRecipe(context.db, user.id, id);
  if (!recipe) throw notFound(new URL(request.url).pathname, "param");
  const [ingredients, revisions, t, restored] = await Promise.all([
    ingredientsByCategory(context.db, locale),
    listRevisions(context.db, id),
    getT(locale),
    restoredForm(request, context, locale),
  ]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return data(
    {
      seo: { title: t("author.editTitle") },
      recipe,
      revisions: revisions.map((r) => ({
        id: r.id,
        text: t("author.revision", {
          version: r.version,
          date: date.format(r.created_at),
          who: r.first_name ?? t("account.deletedUser"),
          changes: r.changes.join(", "),
        }),
      })),
      ingredients: ingredients.map((g) => ({
        id: g.id,
        name: g.name,
        items: g.items.map((i) => ({ id: i.id, name: i.name })),
      })),
      restored: restored?.result ?? null,
    },
    {
      headers: restored
        ? { "Cache-Control": "private, no-store", "Set-Cookie": restored.clearCookie }
        : { "Cache-Control": "private, no-store" },
    },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const id = recipeId(params, request);
  const form = await readForm(request);
  const user = await authorOrStash(request, context, locale, form);
  if (form.get("intent") !== "restore") {
    return saveRecipeAnswer(request, locale, await saveRecipe(context, user.id, form, id, locale));
  }
  const submission = parseForm(form, restoreSchema);
  if (submission.status !== "success") throw notFound(new URL(request.url).pathname, "param");
  const draftId = await restoreRevision(context.db, user.id, submission.value.revision);
  if (draftId === null) throw notFound(new URL(request.url).pathname, "param");
  const t = await getT(locale);
  return redirectWithToast(request, localePath(locale, `/recipe/edit/${draftId}`), {
    kind: "success",
    message: t("author.restored"),
  });
}

function Values({ values }: { values: RecipeFormInput }) {
  const { t } = useTranslation();
  return (
    <dl className="recipe-facts">
      <dt>{t("author.name")}</dt>
      <dd>{[values.nameDe, values.nameEn].filter(Boolean).join(" / ")}</dd>
      <dt>{t("author.description")}</dt>
      <dd>{[values.descriptionDe, values.descriptionEn].filter(Boolean).join(" / ")}</dd>
      <dt>{t("author.steps")}</dt>
      <dd>{[values.stepsDe, values.stepsEn].filter(Boolean).join(" / ")}</dd>
      <dt>{t("author.lines")}</dt>
      <dd>
        {(values.lines ?? [])
          .map((l) => `${l.amount ?? ""} ${l.unit ?? ""} #${l.ingredient ?? "?"}`)
          .join(", ")}
      </dd>
    </dl>
  );
}

export default function EditRecipe() {
  const { t } = useTranslation();
  const { recipe, revisions, ingredients, restored } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const conflict = data?.kind === "conflict" ? data.conflict : null;
  const clash = data?.kind === "clash" ? data.clash : null;
  const result = data && "result" in data ? data.result : undefined;
  const mine = result?.initialValue as RecipeFormInput | undefined;
  return (
    <>
      <h1>{t("author.editTitle")}</h1>
      <p>
        {t("author.status", {
          status: recipe.status === "draft" ? t("author.statusDraft") : t("author.statusPublished"),
        })}
        {recipe.status === "published" ? (
          <>
            {" · "}
            <LocaleLink to={`/recipe/${recipe.slug}`}>
              {recipe.values.nameEn || recipe.values.nameDe}
            </LocaleLink>
          </>
        ) : null}
        {" · "}
        <LocaleLink to="/recipe/draft">{t("author.myRecipesTitle")}</LocaleLink>
      </p>
      {conflict ? (
        <section aria-labelledby="conflict-title" role="alert">
          <h2 id="conflict-title">{t("author.conflictTitle")}</h2>
          <p>{t("author.conflictText")}</p>
          <div className="conflict">
            <div>
              <h3>{t("author.yourVersion")}</h3>
              <Values values={mine ?? {}} />
            </div>
            <div>
              <h3>{t("author.savedVersion")}</h3>
              <Values values={conflict.values} />
            </div>
          </div>
        </section>
      ) : null}
      {clash ? (
        <p role="alert">
          {t("author.duplicateName")} <LocaleLink to={`/recipe/${clash.slug}`}>{clash.slug}</LocaleLink>
        </p>
      ) : null}
      <RecipeForm
        key={conflict ? `conflict-${conflict.version}` : `v${recipe.version}`}
        id={`recipe-${recipe.id}`}
        lastResult={conflict ? undefined : (result ?? restored ?? undefined)}
        defaultValue={conflict ? (mine ?? recipe.values) : (recipe.values as RecipeFormInput)}
        // After a conflict the next save is made knowingly over the saved version.
        version={conflict ? conflict.version : recipe.version}
        ingredients={ingredients}
        published={recipe.status === "published"}
        autosave={recipe.status === "draft"}
      />
      {revisions.length > 0 ? (
        <section className="section" aria-labelledby="history-title">
          <h2 id="history-title">{t("author.history")}</h2>
          <ul>
            {revisions.map((r) => (
              <li key={r.id}>
                {r.text}
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={r.id} />
                  <button type="submit" className="button--secondary">
                    {t("author.restore")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const meta = pageMeta;

// An autosave must not reload the page under the author's fingers: the form keeps its state.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

export const headers = routeHeaders;
