import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { LocaleLink } from "~/components/LocaleLink";
import { NewsletterSection } from "~/components/NewsletterSection";
import { useLocale } from "~/hooks/use-root-data";
import { accountActionSchema, deleteSchema, slugSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { msg } from "~/lib/messages";
import { countBars } from "~/models/bars.server";
import { changeProfileSlug, updateNewsletter } from "~/models/users.server";
import { deleteAccount } from "~/services/accounts.server";
import { clearSessionCookie, requireUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  return data(
    {
      seo: await pageSeo(locale, "account.meTitle"),
      user: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        newsletter: user.newsletter,
        profileSlug: user.profileSlug,
      },
      barCount: await countBars(context.db, user.id),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), accountActionSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: ["password"] }));
  const t = await getT(locale);
  const here = localePath(locale, "/user/me");
  const { value } = submission;

  switch (value.intent) {
    case "slug": {
      const change = await changeProfileSlug(context.db, user.id, value.profileSlug);
      if (!change.ok) {
        const key = SLUG_ERRORS[change.error];
        return formError(
          submission.reply({ fieldErrors: { profileSlug: [key] } }),
          change.error === "taken" ? 409 : 400,
        );
      }
      return redirectWithToast(request, here, { kind: "success", message: t("account.slugSaved") });
    }
    case "newsletter": {
      const on = await updateNewsletter(context.db, user.id, value.newsletter === "on");
      return redirectWithToast(request, here, {
        kind: "success",
        message: t(on === 1 ? "account.newsletterOn" : "account.newsletterOff"),
      });
    }
    case "delete": {
      if (!(await deleteAccount(context, user.id, value.password))) {
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
        { headers: { "Set-Cookie": clearSessionCookie() } },
      );
    }
  }
}

const SLUG_ERRORS = {
  invalid: msg("account.slugInvalid"),
  reserved: msg("account.slugReserved"),
  taken: msg("account.slugTaken"),
};

export default function Me() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user, barCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // Each form on the page takes only the answers sent for it.
  const answerFor = (intent: string) => (result?.initialValue?.intent === intent ? result : undefined);
  const [slugForm, slugFields] = useForm<z.input<typeof slugSchema>>({
    id: "slug",
    lastResult: answerFor("slug"),
    defaultValue: { profileSlug: user.profileSlug },
    constraint: getZodConstraint(slugSchema),
  });
  const [deleteForm, deleteFields] = useForm<z.input<typeof deleteSchema>>({
    id: "delete",
    lastResult: answerFor("delete"),
    constraint: getZodConstraint(deleteSchema),
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
          <LocaleLink to="/recipe/draft">{t("author.myRecipesTitle")}</LocaleLink>
        </li>
      </ul>

      <section className="section" aria-labelledby="slug-title">
        <h2 id="slug-title">{t("account.slugTitle")}</h2>
        <ErrorSummary
          form={slugForm}
          result={answerFor("slug")}
          labels={{ profileSlug: t("account.slugLabel") }}
        />
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

      <NewsletterSection subscribed={user.newsletter === 1} />

      <section className="section" aria-labelledby="bars-title">
        <h2 id="bars-title">{t("account.barsTitle")}</h2>
        {barCount === 0 ? (
          <p className="empty-state">{t("account.noBars")}</p>
        ) : (
          <p>
            <LocaleLink to="/user/bars">{t("account.barsLink", { count: barCount })}</LocaleLink>
          </p>
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
        <ErrorSummary
          form={deleteForm}
          result={answerFor("delete")}
          labels={{ password: t("account.deletePassword") }}
        />
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

export const headers = routeHeaders;
