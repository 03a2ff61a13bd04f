import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { CollectionFields } from "~/components/CollectionFields";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { CollectionPicker } from "~/components/MemberBook";
import { useForm } from "~/hooks/use-form";
import { addToCollectionSchema, createCollectionSchema } from "~/lib/collections";
import { localePath } from "~/lib/locale";
import {
  addToCollection,
  addToNewCollection,
  createCollection,
  listCollections,
} from "~/models/collections.server";
import { requireUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// A member's collections: the list, a new one, and what a recipe page's "Keep it in a collection" posts.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  return data(
    {
      seo: { ...(await pageSeo(locale, "collection.title")), noindex: true },
      collections: await listCollections(context.db, user.id),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const form = await readForm(request);
  const t = await getT(locale);
  const here = localePath(locale, "/user/collections");
  if (form.get("intent") === "add") {
    const submission = parseForm(form, addToCollectionSchema);
    if (submission.status !== "success") return formError(submission.reply());
    const { recipeId, target, newName, returnTo } = submission.value;
    const back = returnTo?.startsWith(localePath(locale, "/recipe/")) ? returnTo : here;
    const result =
      target === "new"
        ? await addToNewCollection(context.db, user.id, newName ?? "", recipeId)
        : await addToCollection(context.db, user.id, target, recipeId);
    if (!result.ok) {
      const message = `collection.${result.reason}`;
      const reply =
        result.reason === "notFound"
          ? submission.reply({ fieldErrors: { target: [message] } })
          : result.reason === "tooMany"
            ? submission.reply({ fieldErrors: { newName: [message] } })
            : submission.reply({ formErrors: [message] });
      return formError(reply, result.reason === "notFound" ? 404 : 400);
    }
    const name = result.name;
    const message =
      "added" in result && !result.added
        ? t("collection.alreadyIn", { name })
        : t("collection.added", { name });
    return redirectWithToast(request, back, { kind: "success", message });
  }

  const submission = parseForm(form, createCollectionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const { name, description } = submission.value;
  const made = await createCollection(context.db, user.id, name, description);
  if (!made.ok) return formError(submission.reply({ fieldErrors: { name: ["collection.tooMany"] } }));
  return redirectWithToast(request, localePath(locale, `/user/collections/${made.id}`), {
    kind: "success",
    message: t("collection.created", { name }),
  });
}

function CreateForm() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const mine = result?.initialValue?.intent === "add" ? undefined : result;
  const [form, fields] = useForm<z.input<typeof createCollectionSchema>>({
    id: "create-collection",
    lastResult: mine as never,
    constraint: getZodConstraint(createCollectionSchema),
  });
  return (
    <section className="section" aria-labelledby="create-heading">
      <h2 id="create-heading">{t("collection.createTitle")}</h2>
      <ErrorSummary
        form={form}
        result={mine as never}
        labels={{ name: t("collection.name"), description: t("collection.description") }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="create" />
        <CollectionFields name={fields.name} description={fields.description} />
        <div className="button-row">
          <button type="submit">{t("collection.create")}</button>
        </div>
      </Form>
    </section>
  );
}

export default function Collections() {
  const { t } = useTranslation();
  const { collections } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // "Keep it in a collection" sent without JavaScript and refused: the form again, here, with its errors.
  const adding = result?.initialValue?.intent === "add" ? result : undefined;
  const recipeId = Number(adding?.initialValue?.recipeId);
  return (
    <article className="prose">
      <h1>{t("collection.title")}</h1>
      <p>
        <LocaleLink to="/user/me">{t("account.meTitle")}</LocaleLink>
      </p>
      {adding && Number.isInteger(recipeId) && recipeId > 0 ? (
        <section className="section" aria-labelledby="add-heading">
          <h2 id="add-heading">{t("collection.addTitle")}</h2>
          <CollectionPicker
            recipeId={recipeId}
            choices={collections.map((c) => ({ id: c.id, name: c.name, has: false }))}
            returnTo={String(adding.initialValue?.returnTo ?? "")}
            result={adding}
          />
        </section>
      ) : null}
      <p>{t("collection.intro")}</p>
      {collections.length === 0 ? (
        <p className="empty-state">{t("collection.none")}</p>
      ) : (
        <ul className="collection-list">
          {collections.map((c) => (
            <li key={c.id}>
              <h2>
                <LocaleLink to={`/user/collections/${c.id}`}>{c.name}</LocaleLink>
              </h2>
              <p className="muted">
                {t("collection.recipeCount", { count: c.count })}
                {c.shared ? ` · ${t("collection.sharedBadge")}` : ""}
              </p>
              {c.description ? <p>{c.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <CreateForm />
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
