import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTitleFact } from "~/components/DocumentTitle";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

type Payload = { kind?: string; path?: string };

/**
 * The error page: the status code, its status message and a description in the page language, so a visitor
 * can tell a wrong address from a fault of ours and quote the code when asking for help.
 */
export function ErrorPage({ status: forcedStatus }: { status?: number }) {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const status = forcedStatus ?? (isRouteErrorResponse(error) ? error.status : 500);
  // The document title names the status too ("503 · Temporarily Unavailable · …").
  useTitleFact({ errorStatus: status });
  const payload: Payload =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? error.data : {};
  const path = payload.path ?? location.pathname;
  const notFound = status === 404;
  // 503: the database (or another part we depend on) is away for a moment; Retry-After says how long.
  const unavailable = status === 503;
  // Other 4xx answers are the client's request refused (a wrong content type, a malformed body, a cross-site
  // form): calling them a server error would send people looking for a fault that is not there.
  const refused = !notFound && status >= 400 && status < 500;
  const refusedText = {
    malformed: t("error.malformedDescription"),
    unsupported: t("error.unsupportedDescription"),
    forbidden: t("error.forbiddenDescription"),
    "too-large": t("error.tooLargeDescription"),
    "rate-limited": t("error.rateLimitedDescription"),
  }[payload.kind ?? ""];
  const title = notFound
    ? t("error.notFoundTitle")
    : refused
      ? t("error.requestTitle")
      : unavailable
        ? t("error.unavailableTitle")
        : t("error.serverErrorTitle");
  const message = notFound
    ? t(payload.kind === "param" ? "error.paramNotFound" : "error.pageNotFound", { path })
    : refused
      ? (refusedText ?? t("error.badRequestDescription"))
      : unavailable
        ? t("error.unavailableDescription")
        : t("error.serverErrorTitle");
  // The canonical English status message, for support requests and logs.
  const technical = notFound
    ? `${payload.kind === "param" ? "Page Not Found" : "Page not found"}: ${path}`
    : refused
      ? message
      : unavailable
        ? "Service Unavailable"
        : "Internal Server Error";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{t("error.statusCode", { code: status })}</p>
      <h1 id="error-title">{title}</h1>
      <p className="error-page__message">{message}</p>
      {refused || unavailable ? null : (
        <p>{notFound ? t("error.notFoundDescription") : t("error.serverErrorDescription")}</p>
      )}
      {technical !== message ? (
        <p className="muted">
          {t("error.technical")}: <code lang="en">{technical}</code>
        </p>
      ) : null}
      <ul className="inline-list">
        <li>
          <LocaleLink to="/">{t("error.backHome")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="/routes">{t("error.siteMap")}</LocaleLink>
        </li>
      </ul>
    </section>
  );
}
