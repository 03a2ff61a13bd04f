import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { logOut } from "~/services/login.server";
import { clearSessionCookie } from "~/utils/auth.server";
import { assertSameOrigin, safeRedirect } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// Logging out changes state, so it is a POST; a GET just goes to the account page.
export async function loader({ params }: LoaderFunctionArgs) {
  const here = localePath(routeLocale(params), "/user/me");
  return safeRedirect(here, here);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  await logOut(context, request);
  const t = await getT(locale);
  return redirectWithToast(
    request,
    localePath(locale),
    { kind: "info", message: t("account.loggedOut") },
    {
      headers: { "Set-Cookie": await clearSessionCookie() },
    },
  );
}
