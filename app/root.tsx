import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { DocumentTitle, TitleFactsEnd, TitleFactsProvider } from "~/components/DocumentTitle";
import { ErrorPage } from "~/components/ErrorPage";
import { PageMessages, useTranslation } from "~/components/I18n";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/hooks/use-root-data";
import styles from "~/styles/app.css?url";
import printStyles from "~/styles/print.css?url";
import { currentUser } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { getT, requestLocale } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { takeToasts } from "~/utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: printStyles, media: "print" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await requestLocale(request);
  const [t, { toasts, setCookie }, user] = await Promise.all([
    getT(locale),
    takeToasts(request),
    currentUser(request, context),
  ]);
  return data(
    {
      locale,
      toasts,
      user: user ? { firstName: user.firstName, profileSlug: user.profileSlug } : null,
      version: __APP_VERSION__,
      origin: new URL(getEnv().PUBLIC_URL).origin,
      meta: {
        siteName: t("site.name"),
        notFoundTitle: t("error.notFoundTitle"),
        serverErrorTitle: t("error.serverErrorTitle"),
        unavailableTitle: t("error.unavailableTitle"),
        requestTitle: t("error.requestTitle"),
        formErrorPrefix: t("form.errorTitlePrefix"),
      },
      // For link previews (app/utils/meta.ts): the site picture's text in this language.
      share: { siteImageAlt: t("seo.siteImageAlt") },
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  return (
    <TitleFactsProvider>
      <html lang={data?.locale ?? "de"} dir="ltr">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          <DocumentTitle texts={data?.meta} />
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
          <PageMessages />
          <TitleFactsEnd />
        </body>
      </html>
    </TitleFactsProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta = pageMeta;

/** Only reached when the root loader itself fails; pages below render errors inside the site layout. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <ErrorPage />
      <p>
        <a href="/">{t("site.name")}</a>
      </p>
    </main>
  );
}
