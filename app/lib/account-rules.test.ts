import { describe, expect, it } from "vitest";
import {
  bearerToken,
  checkProfileSlug,
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
