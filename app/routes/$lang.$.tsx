import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/utils/http.server";

// Any path below a locale that no route matches: the localized 404 page, rendered by $lang's ErrorBoundary.
export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(new URL(request.url).pathname);
}

export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
