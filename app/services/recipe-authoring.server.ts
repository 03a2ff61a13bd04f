import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data } from "@remix-run/node";
import { type Locale, localePath } from "~/lib/locale";
import { recipeFormSchemaFor } from "~/lib/recipe-form";
import { createRecipe, editableRecipe, publishedNameClash, updateRecipe } from "~/models/authoring.server";
import { existingIngredientIds } from "~/models/bars.server";
import {
  STASH_MAX_BYTES,
  STASH_PER_HOUR,
  stashForm,
  stashSize,
  takeStashedForm,
} from "~/models/pending-forms.server";
import { hitRateLimit } from "~/models/rate-limits.server";
import { currentUser } from "~/utils/auth.server";
import { clearCookie, readCookie, setCookie } from "~/utils/cookies.server";
import { parseForm } from "~/utils/forms.server";
import { notFound, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { logger } from "~/utils/log.server";
import { requestFields, securityEvent } from "~/utils/security-log.server";
import { redirectWithToast } from "~/utils/toast.server";

type FormResult = SubmissionResult<string[]>;

/**
 * What saving the recipe form came to, tagged, so routes and tests can tell the cases apart without casts.
 * Every answer that returns to the form carries `result`: nothing typed is ever dropped.
 */
export type SaveRecipeResult =
  | { kind: "form"; result: FormResult; status: 200 | 400 }
  | { kind: "clash"; result: FormResult; clash: { lang: "de" | "en"; slug: string } }
  | { kind: "conflict"; result: FormResult; conflict: Awaited<ReturnType<typeof editableRecipe>> }
  | { kind: "failed"; result: FormResult }
  | { kind: "autosaved"; version: number; savedAt: string }
  | { kind: "autosave-conflict" }
  | { kind: "saved"; id: number; slug: string; status: "draft" | "published" }
  | { kind: "not-found" };

/**
 * Saves the recipe form for create (existingId null) and edit. List intents (add, remove, move a line) and
 * errors answer with the form as typed; a stale version is a conflict with both versions.
 */
export async function saveRecipe(
  context: AppLoadContext,
  userId: number,
  formData: FormData,
  existingId: number | null,
  locale: Locale,
): Promise<SaveRecipeResult> {
  const submission = parseForm(formData, recipeFormSchemaFor(locale));
  if (submission.status !== "success") {
    return { kind: "form", result: submission.reply(), status: submission.status === "error" ? 400 : 200 };
  }
  const unknown = await unknownIngredientFields(context, submission.value.lines);
  if (unknown.length > 0) {
    const fieldErrors = Object.fromEntries(unknown.map((name) => [name, ["author.ingredientUnknown"]]));
    return { kind: "form", result: submission.reply({ fieldErrors }), status: 400 };
  }
  try {
    const { intent, version, ...values } = submission.value;
    const publish = intent === "publish";
    if (publish) {
      const clash = await publishedNameClash(context.db, values, existingId);
      if (clash) {
        const field = clash.lang === "de" ? "nameDe" : "nameEn";
        return {
          kind: "clash",
          result: submission.reply({ fieldErrors: { [field]: ["author.duplicateName"] } }),
          clash,
        };
      }
    }
    if (existingId === null) {
      const created = await createRecipe(context.db, userId, values, publish);
      return { kind: "saved", id: created.id, slug: created.slug, status: created.status };
    }
    const saved = await updateRecipe(context.db, userId, existingId, version ?? -1, values, publish);
    if (saved === null) return { kind: "not-found" };
    if (intent === "autosave") {
      return saved.ok
        ? { kind: "autosaved", version: saved.version, savedAt: new Date().toISOString() }
        : { kind: "autosave-conflict" };
    }
    if (!saved.ok) {
      const current = await editableRecipe(context.db, userId, existingId);
      return { kind: "conflict", result: submission.reply(), conflict: current };
    }
    return { kind: "saved", id: saved.id, slug: saved.slug, status: saved.status };
  } catch (error) {
    // A failure on our side answers with the form as it was sent, not an error page.
    logger.error({ requestId: context.requestId, err: error }, "saving a recipe failed");
    return { kind: "failed", result: submission.reply({ formErrors: ["author.serverError"] }) };
  }
}

/** The fields naming an ingredient that does not exist (an old form, or a hand-made request). */
async function unknownIngredientFields(
  context: AppLoadContext,
  lines: readonly { ingredient?: number; alternatives: (number | undefined)[] }[],
): Promise<string[]> {
  const ids = lines
    .flatMap((l) => [l.ingredient, ...l.alternatives])
    .filter((id): id is number => id !== undefined);
  const known = new Set(await existingIngredientIds(context.db, [...new Set(ids)]));
  const unknown = (id: number | undefined) => id !== undefined && !known.has(id);
  return lines.flatMap((l, i) => [
    ...(unknown(l.ingredient) ? [`lines[${i}].ingredient`] : []),
    ...l.alternatives.flatMap((id, j) => (unknown(id) ? [`lines[${i}].alternatives[${j}]`] : [])),
  ]);
}

/**
 * The HTTP answer to a save: a published recipe goes to its page, a draft back to its editor (both with a
 * toast); everything else returns to the form with a fitting status. Whether a recipe is published is its
 * status, never its slug.
 */
export async function saveRecipeAnswer(request: Request, locale: Locale, outcome: SaveRecipeResult) {
  switch (outcome.kind) {
    case "saved": {
      const t = await getT(locale);
      return outcome.status === "published"
        ? redirectWithToast(request, localePath(locale, `/recipe/${outcome.slug}`), {
            kind: "success",
            message: t("author.published"),
          })
        : redirectWithToast(request, localePath(locale, `/recipe/edit/${outcome.id}`), {
            kind: "success",
            message: t("author.draftSaved"),
          });
    }
    case "not-found":
      throw notFound(new URL(request.url).pathname, "param");
    case "form":
      return data(outcome, { status: outcome.status });
    case "clash":
    case "conflict":
    case "autosave-conflict":
      return data(outcome, { status: 409 });
    case "failed":
      return data(outcome, { status: 500 });
    case "autosaved":
      return outcome;
  }
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
  // Cheap checks before storing anything a visitor sends: a size cap and a limit per address.
  if (stashSize(entries) > STASH_MAX_BYTES) throw Response.json({ kind: "too-large" }, { status: 413 });
  const limit = await hitRateLimit(context.db, `stash:${context.clientIp}`, STASH_PER_HOUR, 3600);
  if (!limit.allowed) {
    securityEvent("rate-limit.hit", {
      ...requestFields(context),
      detail: "stash",
      retryAfter: limit.retryAfter,
    });
    throw Response.json(
      { kind: "rate-limited" },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const token = await stashForm(context.db, path, entries);
  const login = localePath(locale, "/user/login");
  throw safeRedirect(`${login}?redirectTo=${encodeURIComponent(`${path}?restore=1`)}`, login, {
    headers: { "Set-Cookie": await setCookie("pendingForm", token) },
  });
}

/** The form kept by authorOrStash for this page, as conform's last result, and the cookie that clears it. */
export async function restoredForm(request: Request, context: AppLoadContext, locale: Locale) {
  const url = new URL(request.url);
  if (!url.searchParams.has("restore")) return null;
  const token = await readCookie("pendingForm", request);
  if (!token) return null;
  const entries = await takeStashedForm(context.db, token, url.pathname);
  if (!entries) return null;
  const formData = new FormData();
  for (const [k, v] of entries) formData.append(k, v);
  const submission = parseForm(formData, recipeFormSchemaFor(locale));
  return { result: submission.reply(), clearCookie: await clearCookie("pendingForm") };
}
