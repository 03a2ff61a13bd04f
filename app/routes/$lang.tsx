import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useMatches } from "@remix-run/react";
import { ErrorPage } from "~/components/ErrorPage";
import { type RouteHandle, RoutesLayout, SiteLayout } from "~/components/SiteLayout";
import { isLocale } from "~/lib/locale";
import { notFound } from "~/utils/http.server";
import { rememberLocale } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";

// Every page lives below /de or /en; any other first segment is a 404. Visiting a language remembers it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLocale(params.lang)) throw notFound(new URL(request.url).pathname);
  const setCookie = await rememberLocale(request, params.lang);
  return data({ lang: params.lang }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

function useLayoutName() {
  const matches = useMatches();
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.layout === "routes")
    ? "routes"
    : "default";
}

export default function LangLayout() {
  const Layout = useLayoutName() === "routes" ? RoutesLayout : SiteLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

export const meta = pageMeta;

export function ErrorBoundary() {
  return (
    <SiteLayout>
      <ErrorPage />
    </SiteLayout>
  );
}
