import { describe, expect, it } from "vitest";
import de from "./de";
import en from "./en";

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") {
    out.set(prefix, value);
    return out;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  const deKeys = leaves(de);
  const enKeys = leaves(en);

  it("have the same keys in German and English", () => {
    expect([...enKeys.keys()].filter((k) => !deKeys.has(k))).toEqual([]);
    expect([...deKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it("have no empty texts and the same placeholders", () => {
    for (const [key, text] of deKeys) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(enKeys.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });
});
