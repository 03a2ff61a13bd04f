import { describe, expect, it } from "vitest";
import { isCrossSite } from "./same-origin";

const h = (entries: Record<string, string>) => new Headers(entries);

describe("isCrossSite", () => {
  it("trusts Sec-Fetch-Site", () => {
    expect(isCrossSite(h({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSite(h({ "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSite(h({ "sec-fetch-site": "cross-site", origin: "http://localhost" }))).toBe(true);
    expect(isCrossSite(h({ "sec-fetch-site": "same-site" }))).toBe(true);
  });
  it("compares Origin with Host, X-Forwarded-Host and the public URL", () => {
    expect(isCrossSite(h({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(false);
    expect(isCrossSite(h({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(true);
    expect(
      isCrossSite(h({ origin: "https://bar.test", host: "10.0.0.5:3000", "x-forwarded-host": "bar.test" })),
    ).toBe(false);
    expect(isCrossSite(h({ origin: "https://bar.test", host: "10.0.0.5:3000" }), "https://bar.test")).toBe(
      false,
    );
    expect(isCrossSite(h({ origin: "null", host: "localhost" }))).toBe(true);
    expect(isCrossSite(h({ origin: "::garbage", host: "localhost" }))).toBe(true);
  });
  it("lets requests without browser headers pass", () => {
    expect(isCrossSite(h({ host: "localhost" }))).toBe(false);
  });
});
