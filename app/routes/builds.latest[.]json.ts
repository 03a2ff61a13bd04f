import type { LoaderFunctionArgs } from "@remix-run/node";

// The version of the build this server runs; pages compare it with their own (app/client/deploy.client.ts).
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json({ version: context.buildVersion }, { headers: { "Cache-Control": "no-store" } });
}
