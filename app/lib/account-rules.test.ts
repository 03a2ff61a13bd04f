import { describe, expect, it } from "vitest";
import {
  bearerToken,
  checkProfileSlug,
  isSingleLine,
  MAIL_QUOTE_MAX,
  mailQuote,
  nextNewsletter,
  normalizeEmail,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionExpiry,
} from "./account-rules";

describe("account rules", () => {
  it("compares e-mail addresses case-insensitively", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });
  it("checks profile slugs", () => {
    expect(checkProfileSlug("ada-lovelace")).toBe("ok");
    expect(checkProfileSlug("abc")).toBe("ok");
    expect(checkProfileSlug("ab")).toBe("invalid");
    expect(checkProfileSlug("a".repeat(41))).toBe("invalid");
    expect(checkProfileSlug("Ada")).toBe("invalid");
    expect(checkProfileSlug("ada_l")).toBe("invalid");
    expect(checkProfileSlug("über")).toBe("invalid");
    expect(checkProfileSlug("admin")).toBe("reserved");
    expect(checkProfileSlug("me")).toBe("invalid");
    expect(checkProfileSlug("deleted-user")).toBe("reserved");
  });
  it.each([
    ["a line feed", "Ada\nLovelace"],
    ["a carriage return", "Ada\rLovelace"],
    ["CR LF", "customer,\r\n\r\nYour bank account was charged"],
    ["a tab", "Ada\tLovelace"],
    ["NEL", "Ada\u0085Lovelace"],
    ["a line separator", "Ada\u2028Lovelace"],
    ["a paragraph separator", "Ada\u2029Lovelace"],
    ["a zero-width space", "Ada\u200BLovelace"],
    ["a zero-width joiner", "Ada\u200DLovelace"],
    ["a right-to-left override", "Ada\u202Eecalevol"],
    ["a right-to-left isolate", "Ada\u2067x\u2069"],
    ["a left-to-right mark", "Ada\u200E"],
    ["a byte order mark", "\uFEFFAda"],
    ["a soft hyphen", "Love\u00ADlace"],
    ["a trailing line feed", "Ada\n"],
  ])("refuses %s in a name", (_, name) => {
    expect(isSingleLine(name)).toBe(false);
  });
  it("keeps names in any script, with accents, apostrophes, hyphens and spaces", () => {
    for (const name of [
      "Ada",
      "Zoë O'Brien-Łukasz",
      "  José  María ",
      "Ñandú",
      "Дмитрий",
      "李小龙",
      "Ada\u00A0L.",
    ]) {
      expect(isSingleLine(name), name).toBe(true);
    }
  });
  it("quotes someone's text in a mail as one short line", () => {
    expect(mailQuote("customer,\r\n\r\nYour bank account\u2028was charged\t499 EUR")).toBe(
      "customer, Your bank account was charged 499 EUR",
    );
    expect(mailQuote("  Otto \u202EOwner\u200B ")).toBe("Otto Owner");
    const long = mailQuote("x".repeat(500));
    expect(Array.from(long)).toHaveLength(MAIL_QUOTE_MAX);
    expect(long.endsWith("…")).toBe(true);
    expect(mailQuote("Kesselwind Destillerie")).toBe("Kesselwind Destillerie");
  });
  it("follows the newsletter rule", () => {
    expect(nextNewsletter(0, true)).toBe(1);
    expect(nextNewsletter(0, false)).toBe(0);
    expect(nextNewsletter(1, true)).toBe(0);
    expect(nextNewsletter(1, false)).toBe(0);
  });
  it("reads bearer tokens and refuses 'undefined' and 'null'", () => {
    expect(bearerToken("Bearer abc123")).toBe("abc123");
    expect(bearerToken("bearer abc123")).toBe("abc123");
    expect(bearerToken("Bearer undefined")).toBeNull();
    expect(bearerToken("Bearer null")).toBeNull();
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
  it("keeps a used session for 30 more days, never past 90 days after its login", () => {
    const day = 24 * 60 * 60 * 1000;
    const start = new Date("2026-01-01T00:00:00Z");
    expect(SESSION_IDLE_MS).toBe(30 * day);
    expect(SESSION_ABSOLUTE_MS).toBe(90 * day);
    expect(sessionExpiry(start, start).getTime()).toBe(start.getTime() + 30 * day);
    const day50 = new Date(start.getTime() + 50 * day);
    expect(sessionExpiry(start, day50).getTime()).toBe(day50.getTime() + 30 * day);
    const day70 = new Date(start.getTime() + 70 * day);
    expect(sessionExpiry(start, day70).getTime()).toBe(start.getTime() + 90 * day);
  });
});
