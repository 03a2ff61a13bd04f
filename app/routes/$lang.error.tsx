import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/ErrorPage";
import { requestQuery } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

// The error page at an address of its own (/{lang}/error), so it can be linked to and checked directly.
// `?code=404` shows the not-found variant; anything else shows the server-error one. It answers with the
// status it shows.
export async function loader({ request }: LoaderFunctionArgs) {
  const code = Number(requestQuery(request).get("code"));
  const status = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
  return data({ status }, { status });
}

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorPage status={status} />;
}

export const meta = pageMeta;
