import type { TFunction } from "i18next";
import { IMPORT_LIMITS } from "./import-limits";

// The page the server's edge answers with when it refuses a page's request before the app sees it (a body
// over BODY_LIMIT_BYTES: 413): in the page's language, with a way back, instead of a bare "Payload Too
// Large". Plain HTML without scripts or styles, so it needs nothing the refused request would have loaded.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The language of a page's path ("/de/…", "/en/…"); null for anything else (the API, files). */
export function pageLanguage(path: string): "de" | "en" | null {
  const m = /^\/(de|en)(?:\/|$)/.exec(path);
  return m ? (m[1] as "de" | "en") : null;
}

/** The 413 page for a path in a language: the import says what its limit is and leads back to itself. */
export function tooLargePage(t: TFunction, locale: "de" | "en", path: string): string {
  const importing = /^\/(?:de|en)\/user\/import\/?$/.test(path);
  const message = importing
    ? t("exchange.errors.tooLarge", { size: Math.round(IMPORT_LIMITS.bytes / 1024) })
    : t("error.tooLargeDescription");
  const back = importing
    ? { href: `/${locale}/user/import`, text: t("exchange.importTitle") }
    : { href: `/${locale}`, text: t("error.backHome") };
  const title = t("error.requestTitle");
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${t("error.statusCode", { code: 413 })} · ${title} · ${t("site.name")}`)}</title></head>
<body>
<main>
<p>${escapeHtml(t("error.statusCode", { code: 413 }))}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>
</main>
</body>
</html>
`;
}
