// Typed translation keys: t("no.such.key") is a type error, in components (useTranslation) and on the
// server (getT). The German catalogue's type is the base; en.ts is checked against it.
import "i18next";
import type { Messages } from "~/locales/de";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
    // returnNull, returnObjects and keySeparator keep i18next 23's defaults (false, false, "."), which
    // match the nested catalogue objects and init options in i18n.server.ts and entry.client.tsx.
  }
}
