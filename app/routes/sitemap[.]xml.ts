import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { requestQuery } from "~/utils/http.server";
import { PAGES_PER_FILE, sitemap } from "~/utils/sitemap.server";

// /sitemap.xml: every public page in both languages; past one file, an index (app/utils/sitemap.server.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  return sitemap(context.db, new URL(getEnv().PUBLIC_URL).origin, requestQuery(request), PAGES_PER_FILE);
}
