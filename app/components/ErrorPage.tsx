import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "./LocaleLink";

type Payload = { kind?: string; path?: string };

/** The error page (SPEC §2, §8): status code, status message and a description. */
export function ErrorPage({ status: forcedStatus }: { status?: number }) {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const status = forcedStatus ?? (isRouteErrorResponse(error) ? error.status : 500);
  const payload: Payload =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? error.data : {};
  const path = payload.path ?? location.pathname;
  const notFound = status === 404;
  const message = notFound
    ? t(payload.kind === "param" ? "error.paramNotFound" : "error.pageNotFound", { path })
    : t("error.serverErrorTitle");
  // The canonical English status message (SPEC §8), for support requests and logs.
  const technical = notFound
    ? `${payload.kind === "param" ? "Page Not Found" : "Page not found"}: ${path}`
    : "Internal Server Error";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{t("error.statusCode", { code: status })}</p>
      <h1 id="error-title">{notFound ? t("error.notFoundTitle") : t("error.serverErrorTitle")}</h1>
      <p className="error-page__message">{message}</p>
      <p>{notFound ? t("error.notFoundDescription") : t("error.serverErrorDescription")}</p>
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
