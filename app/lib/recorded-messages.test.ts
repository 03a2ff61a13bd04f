import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import { catalogueOf } from "./recorded-messages";
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
