import { describe, expect, it } from "vitest";
import {
  describeSmtpUrl,
  GIVE_UP_AFTER_MS,
  MAX_RETRY_MS,
  mailStartupNotice,
  mayLogMailLinks,
  retryDelayMs,
  shouldGiveUp,
  smtpOptions,
} from "./delivery";

describe("smtpOptions", () => {
  it("requires STARTTLS for smtp:// and defaults to the submission port", () => {
    expect(smtpOptions("smtp://mail.example")).toMatchObject({
      host: "mail.example",
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: undefined,
    });
  });

  it("uses TLS on connect for smtps:// (port 465), never STARTTLS on top", () => {
    expect(smtpOptions("smtps://mail.example")).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
    });
    // tls=off cannot switch off implicit TLS
    expect(smtpOptions("smtps://mail.example:2465?tls=off")).toMatchObject({ port: 2465, secure: true });
  });

  it("sends in clear only when asked to with ?tls=off", () => {
    expect(smtpOptions("smtp://127.0.0.1:25?tls=off")).toMatchObject({
      port: 25,
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    });
    expect(smtpOptions("smtp://127.0.0.1:25?tls=on").requireTLS).toBe(true);
  });

  it("decodes user and password", () => {
    expect(smtpOptions("smtp://app%40example.com:p%40ss%3Aword@mail.example:2525").auth).toEqual({
      user: "app@example.com",
      pass: "p@ss:word",
    });
  });

  it("bounds every wait on the server", () => {
    const o = smtpOptions("smtp://mail.example");
    expect(o.connectionTimeout).toBeLessThanOrEqual(10_000);
    expect(o.greetingTimeout).toBeLessThanOrEqual(10_000);
    expect(o.socketTimeout).toBeLessThanOrEqual(20_000);
  });

  it("refuses what is not an SMTP URL, without echoing it", () => {
    expect(() => smtpOptions("mail.example:587")).toThrow(/smtp:\/\//);
    expect(() => smtpOptions("http://user:secret@mail.example")).toThrow(/smtp:\/\//);
    expect(() => smtpOptions("not a url with secret")).not.toThrow(/secret/);
    expect(() => smtpOptions("not a url with secret")).toThrow();
  });

  it("describes the server without user or password", () => {
    expect(describeSmtpUrl("smtp://user:hunter2@mail.example")).toBe(
      "smtp://mail.example:587 (STARTTLS required)",
    );
    expect(describeSmtpUrl("smtps://user:hunter2@mail.example")).toBe(
      "smtps://mail.example:465 (TLS on connect)",
    );
    expect(describeSmtpUrl("smtp://127.0.0.1:2525?tls=off")).toBe("smtp://127.0.0.1:2525 (no TLS (tls=off))");
  });
});

describe("retries", () => {
  it("waits 5 s after the first failure and doubles up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10)).toBe(2_560_000);
    expect(retryDelayMs(11)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1000)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(5_000);
  });

  it("gives up a day after the mail was queued", () => {
    const queued = new Date("2026-01-01T00:00:00Z");
    expect(shouldGiveUp(queued, new Date(queued.getTime() + GIVE_UP_AFTER_MS - 1))).toBe(false);
    expect(shouldGiveUp(queued, new Date(queued.getTime() + GIVE_UP_AFTER_MS))).toBe(true);
  });
});

describe("what is logged", () => {
  it("logs links only without DATABASE_URL", () => {
    expect(mayLogMailLinks({})).toBe(true);
    expect(mayLogMailLinks({ DATABASE_URL: "postgresql://db.example/app" })).toBe(false);
  });

  it("warns in one line when mail only goes to the outbox", () => {
    const notice = mailStartupNotice({ outbox: "/srv/app/data/mail" });
    expect(notice).toMatch(/^WARNING: /);
    expect(notice).toContain("NOT delivered");
    expect(notice).toContain("/srv/app/data/mail");
    expect(notice).not.toContain("\n");
  });

  it("names the mail server without its credentials", () => {
    const notice = mailStartupNotice({ SMTP_URL: "smtps://me:hunter2@mail.example", outbox: "x" });
    expect(notice).toContain("mail.example:465");
    expect(notice).not.toMatch(/hunter2|me:/);
  });
});
