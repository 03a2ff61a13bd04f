import type { TFunction } from "i18next";
import { escapeHtml, LIST_END, LIST_START } from "./offline-rules";

// The page the service worker shows for a page it cannot fetch and has not kept (GET /{lang}/offline, kept
// by the worker when it installs). The worker puts the list of kept pages where the server wrote that
// nothing is kept (between LIST_START and LIST_END, app/lib/offline-rules.ts `fillOfflinePage`). Plain HTML
// with the site's style sheet and no scripts: it needs nothing but what the worker keeps, and the same
// document works with and without JavaScript.

/** The offline page in `locale`, styled by the site's style sheet at `stylesheet`. */
export function offlinePage(t: TFunction, locale: "de" | "en", stylesheet: string): string {
  const site = t("site.name");
  const title = t("offline.title");
  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} · ${site}`)}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<a class="skip-link" href="#main">${escapeHtml(t("nav.skipToContent"))}</a>
<header class="site-header"><a class="site-name" href="/${locale}">${escapeHtml(site)}</a></header>
<main id="main" class="offline-page">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t("offline.intro"))}</p>
${LIST_START}<p>${escapeHtml(t("offline.nothingKept"))}</p>${LIST_END}
<p class="muted">${escapeHtml(t("offline.later"))}</p>
</main>
</body>
</html>
`;
}
