import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localePath } from "~/lib/locale";
import { deleteSession } from "~/models/sessions.server";
import { clearSessionCookie, requestToken } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// Logging out changes state, so it is a POST; a GET just goes to the account page.
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(routeLocale(params), "/user/me"));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const token = requestToken(request);
  if (token) await deleteSession(context.db, token);
  const t = await getT(locale);
  return redirectWithToast(
    request,
    localePath(locale),
    { kind: "info", message: t("account.loggedOut") },
    {
      headers: { "Set-Cookie": clearSessionCookie() },
    },
  );
}
