import type { LoaderFunctionArgs } from "@remix-run/node";
import { databaseAnswers, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/models/health.server";

// 200 when the database answers within 2 s, 503 otherwise: what a load balancer asks before sending traffic.
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (await databaseAnswers(context.db, 2000)) return Response.json({ status: "ok" }, { headers });
  return Response.json(
    { status: "unavailable" },
    { status: 503, headers: { ...headers, "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
  );
}
