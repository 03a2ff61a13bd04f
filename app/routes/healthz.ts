import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { sql } from "kysely";

// 200 when the database answers within 2 s, 503 otherwise: what a load balancer asks before sending traffic.
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await Promise.race([
      sql`select 1`.execute(context.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2000).unref?.()),
    ]);
    return json({ status: "ok" }, { headers });
  } catch {
    return json({ status: "unavailable" }, { status: 503, headers });
  }
}
