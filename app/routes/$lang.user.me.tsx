import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountBrands } from "~/components/AccountBrands";
import { ChangePasswordForm } from "~/components/ChangePasswordForm";
import { DeleteAccountForm } from "~/components/DeleteAccountForm";
import { useActionData } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { NewsletterSection } from "~/components/NewsletterSection";
import { ProfileSlugForm } from "~/components/ProfileSlugForm";
import { SessionList } from "~/components/SessionList";
import { accountActionSchema } from "~/lib/account-schemas";
import { localePath } from "~/lib/locale";
import { msg } from "~/lib/messages";
import { countBars } from "~/models/bars.server";
import { brandsOfUser } from "~/models/brand-members.server";
import { favouriteCount } from "~/models/member-book.server";
import { listSessions } from "~/models/sessions.server";
import { changeProfileSlug, updateNewsletter } from "~/models/users.server";
import { deleteAccount } from "~/services/accounts.server";
import { endOtherSession, endOtherSessions } from "~/services/login.server";
import { changePassword } from "~/services/password.server";
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
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const sessions = (await listSessions(context.db, user.id)).map((s) => ({
    id: s.id,
    device: s.deviceHint,
    started: date.format(s.createdAt),
    startedIso: s.createdAt.toISOString(),
    lastUsed: date.format(s.lastUsedAt),
    lastUsedIso: s.lastUsedAt.toISOString(),
    current: s.id === user.sessionId,
  }));
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
      favouriteCount: await favouriteCount(context.db, user.id),
      brands: (await brandsOfUser(context.db, user.id)).map(({ slug, name, role, status }) => ({
        slug,
        name,
        role,
        live: status === "live",
      })),
      sessions,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), accountActionSchema);
  if (submission.status !== "success") return formError(submission.reply({ hideFields: PASSWORDS }));
  const t = await getT(locale);
  const here = localePath(locale, "/user/me");
  const { value } = submission;

  switch (value.intent) {
    case "slug": {
      const change = await changeProfileSlug(context.db, user.id, value.profileSlug);
      if (!change.ok) {
        const key = SLUG_ERRORS[change.reason];
        return formError(
          submission.reply({ fieldErrors: { profileSlug: [key] } }),
          change.reason === "taken" ? 409 : 400,
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
    case "password": {
      const change = await changePassword(context, user, value.currentPassword, value.newPassword);
      if (!change.ok && change.reason === "limited") {
        return formError(
          submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: PASSWORDS }),
          429,
          change.retryAfter,
        );
      }
      if (!change.ok) {
        return formError(
          submission.reply({
            fieldErrors: { currentPassword: ["account.wrongPassword"] },
            hideFields: PASSWORDS,
          }),
        );
      }
      return redirectWithToast(request, here, { kind: "success", message: t("account.passwordChanged") });
    }
    case "end-session": {
      if (!(await endOtherSession(context, user, value.sessionId))) {
        return formError(submission.reply({ formErrors: ["account.sessionGone"] }), 404);
      }
      return redirectWithToast(request, here, { kind: "success", message: t("account.sessionEnded") });
    }
    case "end-others": {
      const count = await endOtherSessions(context, user);
      return redirectWithToast(request, here, {
        kind: "success",
        message: t("account.otherSessionsEnded", { count }),
      });
    }
    case "delete": {
      const deletion = await deleteAccount(context, user, value.password);
      if (!deletion.ok && deletion.reason === "limited") {
        return formError(
          submission.reply({ formErrors: ["form.tooManyRequests"], hideFields: ["password"] }),
          429,
          deletion.retryAfter,
        );
      }
      if (!deletion.ok) {
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
        { headers: { "Set-Cookie": await clearSessionCookie() } },
      );
    }
  }
}

/** Passwords never travel back to the page. */
const PASSWORDS = ["password", "currentPassword", "newPassword", "confirmPassword"];

const SLUG_ERRORS = {
  invalid: msg("account.slugInvalid"),
  reserved: msg("account.slugReserved"),
  taken: msg("account.slugTaken"),
};

export default function Me() {
  const { t } = useTranslation();
  const { user, barCount, favouriteCount, brands, sessions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // Each form on the page takes only the answers sent for it.
  const answerFor = (intent: string) => (result?.initialValue?.intent === intent ? result : undefined);
  return (
    <article className="account">
      <header className="account__header">
        <h1>{t("account.meTitle")}</h1>
        <dl className="account__identity">
          <dt>{t("account.name")}</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt>{t("account.email")}</dt>
          <dd>{user.email}</dd>
        </dl>
        <ul className="button-row account__links">
          <li>
            <LocaleLink to="/recipe/create" className="button">
              {t("author.write")}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to="/recipe/draft" className="button button--secondary">
              {t("author.myRecipesTitle")}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to="/user/collections" className="button button--secondary">
              {t("collection.title")}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to="/user/import" className="button button--secondary">
              {t("exchange.importLink")}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to={`/profile/${user.profileSlug}`} className="button button--secondary">
              {t("account.profileLink")}
            </LocaleLink>
          </li>
        </ul>
      </header>

      <div className="account__sections">
        <ProfileSlugForm slug={user.profileSlug} result={answerFor("slug")} />

        <NewsletterSection subscribed={user.newsletter === 1} />

        <section className="panel" aria-labelledby="favourites-title">
          <h2 id="favourites-title">{t("book.title")}</h2>
          {favouriteCount === 0 ? <p className="muted">{t("book.accountNone")}</p> : null}
          <p>
            <LocaleLink to="/user/favourites">
              {favouriteCount === 0 ? t("book.title") : t("book.accountLink", { count: favouriteCount })}
            </LocaleLink>
          </p>
        </section>

        <section className="panel" aria-labelledby="bars-title">
          <h2 id="bars-title">{t("account.barsTitle")}</h2>
          {barCount === 0 ? (
            <p className="muted">{t("account.noBars")}</p>
          ) : (
            <p>
              <LocaleLink to="/user/bars">{t("account.barsLink", { count: barCount })}</LocaleLink>
            </p>
          )}
        </section>

        <AccountBrands brands={brands} />

        <SessionList sessions={sessions} result={answerFor("end-session") ?? answerFor("end-others")} />

        <ChangePasswordForm result={answerFor("password")} />

        <section className="panel" aria-labelledby="data-title">
          <h2 id="data-title">{t("account.dataTitle")}</h2>
          <p>{t("account.dataIntro")}</p>
          <p>
            <LocaleLink to="/user/data" reloadDocument download className="button button--secondary">
              {t("account.download")}
            </LocaleLink>
          </p>
        </section>
      </div>

      <section className="danger-zone" aria-labelledby="danger-title">
        <h2 id="danger-title">{t("account.dangerTitle")}</h2>
        <p>{t("account.dangerIntro")}</p>
        <DeleteAccountForm result={answerFor("delete")} />
      </section>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
