import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { watchDeploys } from "~/client/deploy.client";

async function hydrate() {
  const lng = document.documentElement.lang === "en" ? "en" : "de";
  // Only the page's language is loaded: each catalogue is its own chunk.
  const messages =
    lng === "en" ? (await import("./locales/en")).default : (await import("./locales/de")).default;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
  watchDeploys();
}

hydrate();
