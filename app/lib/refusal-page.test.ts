import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { pageLanguage, tooLargePage } from "./refusal-page";
import { translator } from "./translate";

describe("tooLargePage", () => {
  it("answers pages in their language and leaves other paths alone", () => {
    expect(pageLanguage("/de/user/import")).toBe("de");
    expect(pageLanguage("/en")).toBe("en");
    expect(pageLanguage("/api/login")).toBeNull();
    expect(pageLanguage("/english")).toBeNull();
  });

  it("says what the import allows, in German and English, and leads back to it", () => {
    const german = tooLargePage(translator(de, "de"), "de", "/de/user/import");
    expect(german).toContain('<html lang="de">');
    expect(german).toContain("Diese Datei ist größer als 512 KB");
    expect(german).toContain('href="/de/user/import"');
    const english = tooLargePage(translator(en, "en"), "en", "/en/contact");
    expect(english).toContain("larger than any form on this site allows");
    expect(english).toContain('href="/en"');
    expect(english).toContain("Error code 413");
  });
});
