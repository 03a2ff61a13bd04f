import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchDeploys } from "~/client/deploy.client";
import { BrowserI18nProvider, PAGE_MESSAGES_ID } from "~/components/I18n";

// The page carries the messages it rendered (app/components/I18n.tsx); the rest of its language is a chunk
// of its own, loaded after hydration.
const lng = document.documentElement.lang === "en" ? "en" : "de";
const json = document.getElementById(PAGE_MESSAGES_ID)?.textContent || "{}";
const loadCatalogue = async () =>
  lng === "en" ? (await import("./locales/en")).default : (await import("./locales/de")).default;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <BrowserI18nProvider language={lng} json={json} loadCatalogue={loadCatalogue}>
        <RemixBrowser />
      </BrowserI18nProvider>
    </StrictMode>,
  );
});
watchDeploys();
