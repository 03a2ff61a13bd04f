import { describe, expect, it, vi } from "vitest";
import en from "~/locales/en";
import { catalogueOf, MAX_KEPT_SETS, recordedJson } from "./recorded-messages";
import { translate } from "./translate";

describe("catalogueOf", () => {
  it("keeps exactly the named texts, nested as in the full catalogue", () => {
    const part = catalogueOf(en, ["nav.recipes", "site.name", "units.dash_other", "no.such", "nav"]);
    expect(part).toEqual({
      nav: { recipes: en.nav.recipes },
      site: { name: en.site.name },
      units: { dash_other: en.units.dash_other },
    });
    expect(translate(part, "en", "units.dash", { count: 3 })).toBe(
      translate(en, "en", "units.dash", { count: 3 }),
    );
  });
});

describe("recordedJson", () => {
  const catalogue = { a: { b: "B", c: "C" }, d: "D" };

  it("serializes the recorded part of the catalogue, once per set of keys", () => {
    const serialize = vi.fn((part: unknown) => JSON.stringify(part));
    const first = recordedJson(catalogue, new Set(["a.b", "d"]), serialize);
    expect(JSON.parse(first)).toEqual({ a: { b: "B" }, d: "D" });
    expect(recordedJson(catalogue, ["a.b", "d"], serialize)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
    // another set is its own
    expect(JSON.parse(recordedJson(catalogue, ["a.c"], serialize))).toEqual({ a: { c: "C" } });
    expect(serialize).toHaveBeenCalledTimes(2);
  });

  it("keeps each catalogue's sets apart", () => {
    const other = { a: { b: "b in another language" }, d: "d" };
    const serialize = (part: unknown) => JSON.stringify(part);
    expect(JSON.parse(recordedJson(other, ["a.b"], serialize))).toEqual({
      a: { b: "b in another language" },
    });
    expect(JSON.parse(recordedJson(catalogue, ["a.b"], serialize))).toEqual({ a: { b: "B" } });
  });

  it("keeps a bounded number of sets", () => {
    const fresh = { k: "v" };
    const serialize = vi.fn((part: unknown) => JSON.stringify(part));
    for (let i = 0; i <= MAX_KEPT_SETS; i++) recordedJson(fresh, [`k${i}`], serialize);
    expect(serialize).toHaveBeenCalledTimes(MAX_KEPT_SETS + 1);
    // the first set was let go when the bound was reached
    recordedJson(fresh, ["k0"], serialize);
    expect(serialize).toHaveBeenCalledTimes(MAX_KEPT_SETS + 2);
  });
});
