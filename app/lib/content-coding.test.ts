import { describe, expect, it } from "vitest";
import { acceptedCodings, chooseCoding, compressibleType } from "./content-coding";

const both = ["br", "gzip"] as const;

describe("acceptedCodings", () => {
  it("reads names and q-values, case-insensitively, x-gzip as gzip", () => {
    expect([...acceptedCodings("GZIP;q=0.5, br ;Q=1, x-gzip, *;q=0")]).toEqual([
      ["gzip", 0.5],
      ["br", 1],
      ["*", 0],
    ]);
    expect(acceptedCodings("gzip;q=junk").get("gzip")).toBe(0);
    expect(acceptedCodings("").size).toBe(0);
  });
});

describe("chooseCoding", () => {
  it("prefers br, then gzip, then identity when all are equally welcome", () => {
    expect(chooseCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseCoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseCoding("deflate", both)).toBe("identity");
    expect(chooseCoding(undefined, both)).toBe("identity");
    expect(chooseCoding("", both)).toBe("identity");
  });
  it("follows q-values", () => {
    expect(chooseCoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(chooseCoding("gzip;q=0.2, identity;q=0.9", both)).toBe("identity");
    expect(chooseCoding("*", both)).toBe("br");
    expect(chooseCoding("*;q=0.3, br;q=0", both)).toBe("gzip");
  });
  it("only offers copies that exist", () => {
    expect(chooseCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseCoding("br", [])).toBe("identity");
  });
  it("answers identity even when identity is refused and nothing else fits", () => {
    expect(chooseCoding("identity;q=0", [])).toBe("identity");
    expect(chooseCoding("*;q=0", ["gzip"])).toBe("identity");
    expect(chooseCoding("identity;q=0, gzip", ["gzip"])).toBe("gzip");
  });
});

describe("compressibleType", () => {
  it("takes pages, data, JSON and XML, not images or scripts already compressed at build", () => {
    expect(
      [
        "text/html; charset=utf-8",
        "text/x-script",
        "application/json",
        "application/ld+json",
        "application/xml",
        "text/xml; charset=utf-8",
        "application/problem+json",
      ].every(compressibleType),
    ).toBe(true);
    expect(
      ["image/png", "image/svg+xml", "text/javascript", "font/woff2", undefined].some(compressibleType),
    ).toBe(false);
  });
});
