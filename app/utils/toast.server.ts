import { createCookieSessionStorage } from "@remix-run/node";
import { SITE_COOKIES } from "~/lib/site-cookies";
import { stripControlCharacters } from "~/lib/text";
import { isToast, queueToast, TOAST_FLASH_MAX, type Toast, type ToastKind } from "~/lib/toasts";
import { noteCookieRead } from "./cookie-reads.server";
import { siteCookie } from "./cookies.server";
import { safeRedirect } from "./http.server";

// Toasts travel in a short-lived signed flash cookie: set before a redirect, read (and cleared) by the
// next page's root loader, so they work without JavaScript.

function storage() {
  return createCookieSessionStorage({ cookie: siteCookie("toast") });
}

export async function flashToast(request: Request, kind: ToastKind, message: string): Promise<string> {
  noteCookieRead(SITE_COOKIES.toast.name);
  const store = storage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const earlier = session.get("toasts");
  const list: Toast[] = Array.isArray(earlier) ? earlier.filter(isToast) : [];
  const toast = { id: crypto.randomUUID(), kind, message: stripControlCharacters(message).slice(0, 300) };
  session.flash("toasts", queueToast(list, toast));
  return store.commitSession(session);
}

export async function redirectWithToast(
  request: Request,
  location: string,
  toast: { kind: ToastKind; message: string },
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, toast.kind, toast.message));
  return safeRedirect(location, "/", { ...init, headers });
}

/** The toasts waiting for this request, and the Set-Cookie that clears them (null when there were none). */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  noteCookieRead(SITE_COOKIES.toast.name);
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("toast=")) return { toasts: [], setCookie: null };
  const store = storage();
  const session = await store.getSession(cookie);
  const value = session.get("toasts");
  const toasts = Array.isArray(value) ? value.filter(isToast).slice(-TOAST_FLASH_MAX) : [];
  return { toasts, setCookie: await store.commitSession(session) };
}
