import type { LoaderFunctionArgs } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { safeRedirect } from "~/utils/http.server";
import { requestLocale } from "~/utils/i18n.server";

// "/" sends visitors to the home page of their language: cookie, then Accept-Language, then German.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLocale(request);
  return safeRedirect(localePath(locale), "/de", {
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "no-store" },
  });
}
