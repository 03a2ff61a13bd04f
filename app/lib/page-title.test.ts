import { describe, expect, it } from "vitest";
import { pageTitle, type TitleTexts } from "./page-title";

const de: TitleTexts = {
  siteName: "Cocktail Atlas",
  notFoundTitle: "Seite nicht gefunden",
  serverErrorTitle: "Interner Serverfehler",
  unavailableTitle: "Vorübergehend nicht erreichbar",
  requestTitle: "Anfrage nicht angenommen",
  formErrorPrefix: "Fehler:",
};

describe("pageTitle", () => {
  it("names the page, then the site", () => {
    expect(pageTitle(de, { title: "Anmelden" })).toBe("Anmelden · Cocktail Atlas");
    expect(pageTitle(de, {})).toBe("Cocktail Atlas");
  });
  it("puts the error prefix first when the page shows a failed submission", () => {
    expect(pageTitle(de, { title: "Anmelden", formErrors: 1 })).toBe("Fehler: Anmelden · Cocktail Atlas");
  });
  it("gives error pages their status and title", () => {
    expect(pageTitle(de, { title: "x", errorStatus: 404 })).toBe(
      "404 · Seite nicht gefunden · Cocktail Atlas",
    );
    expect(pageTitle(de, { errorStatus: 415 })).toBe("415 · Anfrage nicht angenommen · Cocktail Atlas");
    expect(pageTitle(undefined, { errorStatus: 500 })).toBe("500 · Error · Cocktail Atlas");
    expect(pageTitle(de, { errorStatus: 500 })).toBe("500 · Interner Serverfehler · Cocktail Atlas");
  });
  it("calls a 503 temporarily unavailable, not a server error", () => {
    expect(pageTitle(de, { errorStatus: 503 })).toBe("503 · Vorübergehend nicht erreichbar · Cocktail Atlas");
  });
});
