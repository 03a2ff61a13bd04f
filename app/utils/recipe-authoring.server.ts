import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, json } from "@remix-run/node";
import { type Locale, localePath } from "~/lib/locale";
import { recipeFormSchema } from "~/lib/recipe-form";
import { createRecipe, editableRecipe, publishedNameClash, updateRecipe } from "~/models/authoring.server";
import { getT } from "./i18n.server";
import { redirectWithToast } from "./toast.server";

/**
 * Saves the recipe form for create and edit. List intents (add, remove, move a line) and errors answer with
 * the form as typed; a stale version answers 409 with both versions; nothing typed is ever dropped.
 */
export async function saveRecipeForm(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  userId: number,
  formData: FormData,
  existingId: number | null,
) {
  const submission = parseWithZod(formData, { schema: recipeFormSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const { intent, version, ...values } = submission.value;
  const publish = intent === "publish";
  if (publish) {
    const clash = await publishedNameClash(context.db, values, existingId);
    if (clash) {
      const field = clash.lang === "de" ? "nameDe" : "nameEn";
      return json(
        { result: submission.reply({ fieldErrors: { [field]: ["author.duplicateName"] } }), clash },
        { status: 409 },
      );
    }
  }
  const t = await getT(locale);
  let outcome: { id: number; slug: string } | null;
  if (existingId === null) {
    outcome = await createRecipe(context.db, userId, values, publish);
  } else {
    const saved = await updateRecipe(context.db, userId, existingId, version ?? -1, values, publish);
    if (saved === null) return null;
    if (!saved.ok) {
      const current = await editableRecipe(context.db, userId, existingId);
      return json({ result: submission.reply(), conflict: current }, { status: 409 });
    }
    outcome = saved;
  }
  const published = publish || (existingId !== null && !outcome.slug.startsWith("draft-"));
  if (published && !outcome.slug.startsWith("draft-")) {
    return redirectWithToast(request, localePath(locale, `/recipe/${outcome.slug}`), {
      kind: "success",
      message: t("author.published"),
    });
  }
  return redirectWithToast(request, localePath(locale, `/recipe/edit/${outcome.id}`), {
    kind: "success",
    message: t("author.draftSaved"),
  });
}
