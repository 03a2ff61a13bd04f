import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { DIFFICULTIES, GLASS_TYPES, METHODS, UNITS } from "../../db/domain";
import de from "../locales/de";
import en from "../locales/en";
import {
  difficultyLabel,
  glassLabel,
  isMessageKey,
  messageText,
  methodLabel,
  msg,
  unitLabel,
} from "./messages";

const instances: Record<"de" | "en", I18n> = { de: createInstance(), en: createInstance() };

beforeAll(async () => {
  for (const [lng, messages] of [
    ["de", de],
    ["en", en],
  ] as const) {
    await instances[lng].init({
      lng,
      fallbackLng: false,
      resources: { [lng]: { translation: messages } },
      interpolation: { escapeValue: false },
    });
  }
});

describe("message keys", () => {
  it("recognises catalogue texts, not object nodes or other strings", () => {
    const i18n = instances.en;
    expect(isMessageKey(i18n, "bar.nameRequired")).toBe(true);
    expect(isMessageKey(i18n, "bar")).toBe(false);
    expect(isMessageKey(i18n, "bar.noSuchKey")).toBe(false);
    expect(isMessageKey(i18n, "Required")).toBe(false);
  });

  it("translates keys and shows any other message as it is", () => {
    const i18n = instances.de;
    expect(messageText(i18n.t, i18n, msg("bar.nameRequired"))).toBe(de.bar.nameRequired);
    expect(messageText(i18n.t, i18n, "Invalid input: expected string")).toBe(
      "Invalid input: expected string",
    );
  });
});

describe("labels", () => {
  it("name every value of the closed lists in both languages", () => {
    for (const lng of ["de", "en"] as const) {
      const t = instances[lng].t;
      const messages = lng === "de" ? de : en;
      for (const d of DIFFICULTIES) expect(difficultyLabel(t, d)).toBe(messages.difficulty[d]);
      for (const g of GLASS_TYPES) expect(glassLabel(t, g)).toBe(messages.glass[g]);
      for (const m of METHODS) expect(methodLabel(t, m)).toBe(messages.method[m]);
    }
  });

  it("show an unknown value as it is", () => {
    const t = instances.en.t;
    expect(glassLabel(t, "goblet")).toBe("goblet");
    expect(difficultyLabel(t, "")).toBe("");
    expect(methodLabel(t, "muddle")).toBe("muddle");
  });

  it("give units one form for cl, ml, oz and top and a counted form for the rest", () => {
    const t = instances.en.t;
    expect(unitLabel(t, "cl", 2)).toBe("cl");
    expect(unitLabel(t, "top", 2)).toBe("to top up");
    expect(unitLabel(t, "dash", 1)).toBe("dash");
    expect(unitLabel(t, "dash", 2)).toBe("dashes");
    for (const lng of ["de", "en"] as const) {
      for (const u of UNITS) expect(unitLabel(instances[lng].t, u, 2), `${lng} ${u}`).not.toMatch(/^units\./);
    }
  });
});
