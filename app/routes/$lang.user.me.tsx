import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field } from "~/components/Field";
import { LocaleLink } from "~/components/LocaleLink";
import { deleteSchema, newsletterSchema, slugSchema } from "~/lib/account-schemas";
import { BAR_NAME_MAX } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { deleteBar, listBars, renameBar } from "~/models/bars.server";
import { changeProfileSlug, updateNewsletter } from "~/models/users.server";
import { deleteAccount } from "~/services/accounts.server";
import { clearSessionCookie, requireUser } from "~/utils/auth.server";
import { formError } from "~/utils/forms.server";
import { assertSameOrigin, notFound } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";
import { useLocale } from "~/hooks/use-root-data";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  return json(
    {
      seo: await pageSeo(locale, "account.meTitle"),
      user: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        newsletter: user.newsletter,
        profileSlug: user.profileSlug,
      },
      bars: (await listBars(context.db, user.id, locale)).map((b) => ({
        id: b.id,
        name: b.name,
        ids: b.ingredients.map((i) => i.id),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const form = await request.formData();
  const t = await getT(locale);
  const here = localePath(locale, "/user/me");

  switch (form.get("intent")) {
    case "slug": {
      const submission = parseWithZod(form, { schema: slugSchema });
      if (submission.status !== "success") return formError(submission.reply());
      const change = await changeProfileSlug(context.db, user.id, submission.value.profileSlug);
      if (!change.ok) {
        const key = {
          invalid: "account.slugInvalid",
          reserved: "account.slugReserved",
          taken: "account.slugTaken",
        }[change.error];
        return formError(
          submission.reply({ fieldErrors: { profileSlug: [key] } }),
          change.error === "taken" ? 409 : 400,
        );
      }
      return redirectWithToast(request, here, { kind: "success", message: t("account.slugSaved") });
    }
    case "newsletter": {
      const submission = parseWithZod(form, { schema: newsletterSchema });
      if (submission.status !== "success") return formError(submission.reply());
      const value = await updateNewsletter(context.db, user.id, submission.value.newsletter === "on");
      return redirectWithToast(request, here, {
        kind: "success",
        message: t(value === 1 ? "account.newsletterOn" : "account.newsletterOff"),
      });
    }
    case "delete": {
      const submission = parseWithZod(form, { schema: deleteSchema });
      if (submission.status !== "success") return formError(submission.reply({ hideFields: ["password"] }));
      const deleted = await deleteAccount(context, user.id, submission.value.password);
      if (!deleted) {
        return formError(
          submission.reply({
            fieldErrors: { password: ["account.wrongPassword"] },
            hideFields: ["password"],
          }),
          403,
        );
      }
      return redirectWithToast(
        request,
        localePath(locale),
        { kind: "info", message: t("account.deleted") },
        {
          headers: { "Set-Cookie": clearSessionCookie() },
        },
      );
    }
    case "bar-rename":
    case "bar-delete": {
      const id = Number(form.get("barId"));
      if (!Number.isInteger(id) || id <= 0) throw notFound(new URL(request.url).pathname, "param");
      if (form.get("intent") === "bar-delete") {
        if (!(await deleteBar(context.db, user.id, id)))
          throw notFound(new URL(request.url).pathname, "param");
        return redirectWithToast(request, here, { kind: "success", message: t("bar.deleted") });
      }
      const name = String(form.get("name") ?? "").trim();
      if (name.length < 1 || name.length > BAR_NAME_MAX) {
        return json(
          {
            status: "error" as const,
            barId: id,
            error: { "": [name ? "bar.nameTooLong" : "bar.nameRequired"] },
          },
          { status: 400 },
        );
      }
      if (!(await renameBar(context.db, user.id, id, name)))
        throw notFound(new URL(request.url).pathname, "param");
      return redirectWithToast(request, here, { kind: "success", message: t("bar.renamed", { name }) });
    }
    default:
      return json({ status: "error" as const, error: { "": ["form.forbidden"] } }, { status: 400 });
  }
}

export default function Me() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user, bars } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const intentOf = (r: unknown) =>
    (r as { initialValue?: { intent?: string } } | undefined)?.initialValue?.intent;
  const [slugForm, slugFields] = useForm({
    id: "slug",
    lastResult: intentOf(result) === "slug" ? result : undefined,
    defaultValue: { profileSlug: user.profileSlug },
    constraint: getZodConstraint(slugSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: slugSchema }),
  });
  const [deleteForm, deleteFields] = useForm({
    id: "delete",
    lastResult: intentOf(result) === "delete" ? result : undefined,
    constraint: getZodConstraint(deleteSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteSchema }),
  });
  return (
    <article className="prose">
      <h1>{t("account.meTitle")}</h1>
      <dl className="recipe-facts">
        <dt>{t("account.name")}</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>{t("account.email")}</dt>
        <dd>{user.email}</dd>
      </dl>
      <ul className="link-list">
        <li>
          <LocaleLink to={`/profile/${user.profileSlug}`}>{t("account.profileLink")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="/recipe/create">{t("author.write")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="/recipe/draft">{t("author.draftsTitle")}</LocaleLink>
        </li>
      </ul>

      <section className="section" aria-labelledby="slug-title">
        <h2 id="slug-title">{t("account.slugTitle")}</h2>
        <Form method="post" {...getFormProps(slugForm)} noValidate className="form">
          <input type="hidden" name="intent" value="slug" />
          <Field
            meta={slugFields.profileSlug}
            label={t("account.slugLabel")}
            hint={t("account.slugHint")}
            maxLength={40}
          />
          <button type="submit">{t("account.slugSave")}</button>
        </Form>
      </section>

      <section className="section" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t("account.newsletterTitle")}</h2>
        <p>{user.newsletter === 1 ? t("account.newsletterIsOn") : t("account.newsletterIsOff")}</p>
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="newsletter" />
          {user.newsletter === 1 ? (
            // SPEC §4: submitting while subscribed always unsubscribes, so the form is one button.
            <button type="submit">{t("account.newsletterUnsubscribe")}</button>
          ) : (
            <>
              <label className="inline-choice">
                <input type="checkbox" name="newsletter" value="on" /> {t("account.newsletterCheckbox")}
              </label>
              <button type="submit">{t("account.newsletterSave")}</button>
            </>
          )}
        </Form>
      </section>

      <section className="section" aria-labelledby="bars-title">
        <h2 id="bars-title">{t("account.barsTitle")}</h2>
        {bars.length === 0 ? (
          <p className="empty-state">{t("account.noBars")}</p>
        ) : (
          <ul className="saved-bars">
            {bars.map((bar) => {
              const renameError =
                result && "barId" in result && result.barId === bar.id
                  ? (result.error?.[""]?.[0] ?? null)
                  : null;
              return (
                <li key={bar.id}>
                  <p>
                    <strong>{bar.name}</strong>{" "}
                    <span className="muted">({t("bar.barIngredients", { count: bar.ids.length })})</span>{" "}
                    <LocaleLink to={`/recipe/filter-result?i=${bar.ids.join(",")}`}>
                      {t("bar.load")}
                    </LocaleLink>
                  </p>
                  <Form method="post" className="filters">
                    <input type="hidden" name="intent" value="bar-rename" />
                    <input type="hidden" name="barId" value={bar.id} />
                    <div className="field">
                      <label htmlFor={`bar-${bar.id}-name`}>{t("bar.newName", { name: bar.name })}</label>
                      <input
                        id={`bar-${bar.id}-name`}
                        name="name"
                        defaultValue={bar.name}
                        maxLength={BAR_NAME_MAX}
                        aria-invalid={renameError ? true : undefined}
                        aria-describedby={renameError ? `bar-${bar.id}-error` : undefined}
                      />
                      {renameError ? (
                        <p id={`bar-${bar.id}-error`} className="field__errors">
                          {t(renameError as "bar.nameRequired")}
                        </p>
                      ) : null}
                    </div>
                    <button type="submit">{t("bar.rename")}</button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="bar-delete" />
                    <input type="hidden" name="barId" value={bar.id} />
                    <button
                      type="submit"
                      className="button--secondary"
                      aria-label={t("bar.deleteBar", { name: bar.name })}
                    >
                      {t("bar.delete")}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="section" aria-labelledby="data-title">
        <h2 id="data-title">{t("account.dataTitle")}</h2>
        <p>
          <LocaleLink to="/user/data" reloadDocument download>
            {t("account.download")}
          </LocaleLink>
        </p>
        <Form method="post" action={localePath(locale, "/user/logout")} className="form">
          <button type="submit" className="button--secondary">
            {t("account.logout")}
          </button>
        </Form>
      </section>

      <section className="section" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("account.deleteTitle")}</h2>
        <p>{t("account.deleteText")}</p>
        <Form method="post" {...getFormProps(deleteForm)} noValidate className="form">
          <input type="hidden" name="intent" value="delete" />
          <ErrorList id={deleteForm.errorId} errors={deleteForm.errors} />
          <Field
            meta={deleteFields.password}
            label={t("account.deletePassword")}
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="button--danger">
            {t("account.deleteSubmit")}
          </button>
        </Form>
      </section>
    </article>
  );
}

export const meta = pageMeta;
