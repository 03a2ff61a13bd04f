import type { LoaderFunctionArgs } from "@remix-run/node";
import { databaseHealth, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/models/health.server";

// What a load balancer asks before sending traffic: 200 when the database answers within 2 s, with
// {"status":"ok"}, or {"status":"degraded"} when a read replica is down or lagging (the primary answers
// what it would have: pages keep working); 503 when the primary does not answer. With read replicas each
// is listed with its state and how far behind it is at most (docs/decisions/0032-read-replicas.md).
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const health = await databaseHealth(context.db, 2000);
  if (health.status !== "unavailable") return Response.json(health, { headers });
  return Response.json(health, {
    status: 503,
    headers: { ...headers, "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}
