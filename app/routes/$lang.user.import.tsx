import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { IMPORT_LIMITS } from "~/lib/import-limits";
import { localePath } from "~/lib/locale";
import { type ImportProblem, parseImport, readReviewed } from "~/lib/recipe-import";
import { createFromReview, reviewImport } from "~/services/recipe-import.server";
import { requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// Importing recipes as drafts, in two steps that both work without JavaScript: a file (or pasted JSON-LD)
// is read and every ingredient line matched to the tree; the member checks the matches and chooses an
// ingredient for each line that matched nothing; then every draft is written at once, or none
// (docs/decisions/0030-member-book.md). Limits in app/lib/recipe-import.ts IMPORT_LIMITS.

const KB = Math.round(IMPORT_LIMITS.bytes / 1024);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  await requireUser(request, context, locale);
  const t = await getT(locale);
  return data(
    {
      seo: { title: t("exchange.importTitle"), noindex: true },
      limits: { recipes: IMPORT_LIMITS.recipes, lines: IMPORT_LIMITS.lines, size: KB },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Problem = ImportProblem | "changed";

async function refused(locale: "de" | "en", problem: Problem, at?: number) {
  const t = await getT(locale);
  const message = t(`exchange.errors.${problem}` as "exchange.errors.empty", {
    at,
    recipes: IMPORT_LIMITS.recipes,
    size: KB,
  });
  return data(
    { stage: "form" as const, message, error: { "": [message] } },
    { status: problem === "tooLarge" ? 413 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  let form: FormData;
  try {
    form = await readForm(request, IMPORT_LIMITS.requestBytes);
  } catch (error) {
    // a body over the import's limit: this page again, saying so (other refusals keep their error page)
    if (error instanceof Response && error.status === 413) return refused(locale, "tooLarge");
    throw error;
  }
  if (form.get("intent") === "create") {
    const recipes = readReviewed(form.get("payload"));
    if (!recipes) return refused(locale, "changed");
    const outcome = await createFromReview(context.db, user.id, recipes, form, locale);
    const t = await getT(locale);
    if (!outcome.ok) {
      const message = t("exchange.chooseMissing", { count: outcome.missing.length });
      return data(
        {
          stage: "review" as const,
          payload: JSON.stringify(recipes),
          ...(await reviewImport(context.db, recipes, locale)),
          chosen: Object.fromEntries(
            [...form.entries()]
              .filter(([name, value]) => name.startsWith("choice-") && typeof value === "string")
              .map(([name, value]) => [name, String(value)]),
          ),
          missing: outcome.missing,
          message,
          error: { "": [message] },
        },
        { status: 400, headers: { "Cache-Control": "private, no-store" } },
      );
    }
    return redirectWithToast(request, localePath(locale, "/recipe/draft"), {
      kind: "success",
      message: t("exchange.created", { count: outcome.ids.length }),
    });
  }
  const file = form.get("file");
  let text = "";
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_LIMITS.bytes) return refused(locale, "tooLarge");
    text = await file.text();
  } else {
    const pasted = form.get("text");
    text = typeof pasted === "string" ? pasted : "";
  }
  const result = parseImport(text);
  if (!result.ok) return refused(locale, result.problem, result.at);
  return data(
    {
      stage: "review" as const,
      payload: JSON.stringify(result.recipes),
      ...(await reviewImport(context.db, result.recipes, locale)),
      chosen: {} as Record<string, string>,
      missing: [] as string[],
      message: null,
      error: null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Review = Extract<NonNullable<ReturnType<typeof useActionData<typeof action>>>, { stage: "review" }>;

function Problem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-summary" tabIndex={-1} autoFocus aria-labelledby="import-problem-title">
      <h2 id="import-problem-title" className="error-summary__title">
        {t("form.summaryTitle", { count: 1 })}
      </h2>
      <p id="import-problem">{message}</p>
    </section>
  );
}

function UploadForm({ message }: { message: string | null }) {
  const { t } = useTranslation();
  const { limits } = useLoaderData<typeof loader>();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // written while rendering, so the browser has the text before anyone chooses a file
  const tooLargeText = t("exchange.errors.tooLarge", { size: limits.size });
  const shown = tooLarge ?? message;
  return (
    <>
      {shown ? <Problem key={shown} message={shown} /> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="form"
        id="import-form"
        onSubmit={(event) => {
          // With JavaScript a file over the limit is not even sent; without it the server refuses it.
          const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
            ?.files?.[0];
          if (file && file.size > limits.size * 1024) {
            event.preventDefault();
            setTooLarge(tooLargeText);
          } else {
            setTooLarge(null);
          }
        }}
      >
        <input type="hidden" name="intent" value="read" />
        <div className="field">
          <label htmlFor="import-file">{t("exchange.fileLabel")}</label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".json,.jsonld,application/json,application/ld+json"
            aria-describedby="import-limits"
            aria-invalid={shown ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="import-text">{t("exchange.textLabel")}</label>
          <textarea id="import-text" name="text" rows={8} aria-describedby="import-limits" />
        </div>
        <p className="muted" id="import-limits">
          {t("exchange.limits", limits)}
        </p>
        <div className="button-row">
          <button type="submit">{t("exchange.read")}</button>
        </div>
      </Form>
    </>
  );
}

function LineChoice({ review, line }: { review: Review; line: Review["recipes"][number]["lines"][number] }) {
  const { t } = useTranslation();
  const missing = review.missing.includes(line.field);
  const chosen = review.chosen[line.field] ?? (line.ingredientId === null ? "" : String(line.ingredientId));
  return (
    <div className="field">
      <label htmlFor={line.field}>{t("exchange.chooseLabel", { line: line.text })}</label>
      <select
        id={line.field}
        name={line.field}
        defaultValue={chosen}
        required
        aria-invalid={missing ? true : undefined}
      >
        <option value="">{t("exchange.choosePlaceholder")}</option>
        <option value="skip">{t("exchange.skip")}</option>
        {review.choices.map((group) => (
          <optgroup key={group.name} label={group.name}>
            {group.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function ReviewForm({ review }: { review: Review }) {
  const { t } = useTranslation();
  const count = review.recipes.length;
  return (
    <>
      <h2>{t("exchange.reviewTitle")}</h2>
      {review.message ? <Problem message={review.message} /> : null}
      <p>{t("exchange.reviewIntro")}</p>
      <p className="muted">{t("exchange.recipeCount", { count })}</p>
      <Form method="post" encType="multipart/form-data" className="form import-review" id="import-review">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="payload" value={review.payload} />
        {review.recipes.map((recipe, r) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: the recipes keep the file's order and never move
            key={r}
            className="section import-recipe"
            aria-labelledby={`import-recipe-${r}`}
          >
            <h3 id={`import-recipe-${r}`} lang={recipe.language ?? undefined}>
              {recipe.name}
            </h3>
            {recipe.lines.length === 0 ? <p className="muted">{t("exchange.noLines")}</p> : null}
            <ul className="import-lines">
              {recipe.lines.map((line) => (
                <li key={line.field} className={`import-line import-line--${line.kind}`}>
                  <span lang={recipe.language ?? undefined}>{line.text}</span>{" "}
                  {line.kind === "exact" ? (
                    <span className="muted">
                      {t("exchange.lineMatched", { name: line.ingredient ?? "" })}
                    </span>
                  ) : (
                    <>
                      <strong className="badge">
                        {line.kind === "guess" ? t("exchange.lineGuess") : t("exchange.lineNone")}
                      </strong>
                      <LineChoice review={review} line={line} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="button-row">
          <button type="submit">{t("exchange.create", { count })}</button>
        </div>
      </Form>
      <p>
        <LocaleLink to="/user/import" reloadDocument>
          {t("exchange.startOver")}
        </LocaleLink>
      </p>
    </>
  );
}

export default function ImportRecipes() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <article className="prose import">
      <h1>{t("exchange.importTitle")}</h1>
      <p>
        <LocaleLink to="/recipe/draft">{t("author.myRecipesTitle")}</LocaleLink>
      </p>
      <p>{t("exchange.importIntro")}</p>
      {result?.stage === "review" ? (
        <ReviewForm review={result} />
      ) : (
        <UploadForm message={result?.stage === "form" ? result.message : null} />
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
