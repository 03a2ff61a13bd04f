import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, json, redirect } from "@remix-run/node";
import { type Locale, localePath } from "~/lib/locale";
import { type RecipeFormValues, recipeFormSchema } from "~/lib/recipe-form";
import { createRecipe, editableRecipe, publishedNameClash, updateRecipe } from "~/models/authoring.server";
import { stashForm, takeStashedForm } from "~/models/pending-forms.server";
import { currentUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

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
  try {
    return await save(request, context, locale, userId, submission, existingId);
  } catch (error) {
    // A failure on our side answers with the form as it was sent, not an error page: nothing typed is lost.
    console.error("[recipes] saving failed:", error);
    return json({ result: submission.reply({ formErrors: ["author.serverError"] }) }, { status: 500 });
  }
}

async function save(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  userId: number,
  submission: {
    value: RecipeFormValues;
    reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
  },
  existingId: number | null,
) {
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
    if (intent === "autosave") {
      // The page stays; it learns the new version so its next save is not a conflict.
      return json(
        saved.ok
          ? { autosaved: true as const, version: saved.version, savedAt: new Date().toISOString() }
          : { autosaved: false as const },
        { status: saved.ok ? 200 : 409 },
      );
    }
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

const PENDING_COOKIE = "pending-form";

function pendingCookie(token: string, maxAge: number): string {
  return [`${PENDING_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`].join("; ");
}

/**
 * The author of a recipe form. When the session has expired, what they sent is kept and they go to the login
 * page; afterwards they come back to the form with everything they typed (restoredForm).
 */
export async function authorOrStash(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  formData: FormData,
) {
  const user = await currentUser(request, context);
  if (user) return user;
  const path = new URL(request.url).pathname;
  const entries = [...formData.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
  const token = await stashForm(context.db, path, entries);
  throw redirect(
    `${localePath(locale, "/user/login")}?redirectTo=${encodeURIComponent(`${path}?restore=1`)}`,
    {
      headers: { "Set-Cookie": pendingCookie(token, 3600) },
    },
  );
}

/** The form kept by authorOrStash for this page, as conform's last result, and the cookie that clears it. */
export async function restoredForm(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  if (!url.searchParams.has("restore")) return null;
  const cookie = (request.headers.get("Cookie") ?? "").split(";").map((c) => c.trim());
  const token = cookie.find((c) => c.startsWith(`${PENDING_COOKIE}=`))?.slice(PENDING_COOKIE.length + 1);
  if (!token) return null;
  const entries = await takeStashedForm(context.db, token, url.pathname);
  if (!entries) return null;
  const formData = new FormData();
  for (const [k, v] of entries) formData.append(k, v);
  const submission = parseWithZod(formData, { schema: recipeFormSchema });
  return { result: submission.reply(), clearCookie: pendingCookie("", 0) };
}
