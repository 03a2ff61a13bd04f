import { describe, expect, it } from "vitest";
import { documentBytes } from "./html-document";

describe("documentBytes", () => {
  it("is the doctype and the page as UTF-8, with the title in place of its mark", () => {
    const html = "<html><head><title>\u0000mark\u0000</title></head><body>“Négroni” – 🍸</body></html>";
    const bytes = documentBytes(html, "\u0000mark\u0000", () => "Recipes &amp; more");
    expect(bytes.toString("utf8")).toBe(
      "<!DOCTYPE html><html><head><title>Recipes &amp; more</title></head><body>“Négroni” – 🍸</body></html>",
    );
    expect(bytes.length).toBe(Buffer.byteLength(bytes.toString("utf8")));
  });

  it("leaves a page without the mark as it is, and asks for no title", () => {
    let asked = false;
    const bytes = documentBytes("<p>ä</p>", "\u0000mark\u0000", () => {
      asked = true;
      return "x";
    });
    expect(bytes.toString("utf8")).toBe("<!DOCTYPE html><p>ä</p>");
    expect(asked).toBe(false);
  });

  it("replaces the first mark only", () => {
    expect(documentBytes("<i>M</i><i>M</i>", "M", () => "t").toString()).toBe(
      "<!DOCTYPE html><i>t</i><i>M</i>",
    );
  });
});
