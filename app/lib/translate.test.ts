import fc from "fast-check";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import {
  type Catalogue,
  catalogueJson,
  interpolate,
  interpolateKept,
  lookup,
  pickSections,
  resolve,
  resolveKept,
  sectionOf,
  translate,
  translator,
} from "./translate";

async function i18nextFor(language: "de" | "en", messages: Catalogue) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Every key t() is called with: leaf paths, and plural families without their suffix. */
function keysOf(messages: Catalogue, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([k, v]) => {
    const key = `${prefix}${k}`;
    if (typeof v !== "string") return keysOf(v, `${key}.`);
    const family = key.match(/^(.*)_(zero|one|two|few|many|other)$/)?.[1];
    return family ? [key, family] : [key];
  });
}

describe("translate answers as i18next does", () => {
  for (const [language, messages] of [
    ["de", de],
    ["en", en],
  ] as const) {
    it(`for every key of the ${language} catalogue, with and without counts and variables`, async () => {
      const i18n = await i18nextFor(language, messages);
      const keys = [...new Set(keysOf(messages))];
      const optionSets = [
        undefined,
        { count: 0 },
        { count: 1 },
        { count: 2 },
        { count: 21, name: "Negroni", brand: "Campari", q: "gin", page: 3 },
        { name: "<b>&", n: 1.5, kind: "x", title: "T", date: "2024-01-01" },
      ];
      for (const key of keys) {
        for (const options of optionSets) {
          const expected = (i18n.t as (k: string, o?: object) => string)(key, options);
          expect(translate(messages, language, key, options), `${key} ${JSON.stringify(options)}`).toBe(
            expected,
          );
        }
      }
    });
  }

  it("for arbitrary counts and values", async () => {
    const i18n = await i18nextFor("en", en);
    const keys = [...new Set(keysOf(en))];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double({ noNaN: true, min: 0, max: 10 })),
        fc.string(),
        (key, count, name) => {
          const options = { count, name, brand: name };
          expect(translate(en, "en", key, options)).toBe(
            (i18n.t as (k: string, o?: object) => string)(key, options),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("answers the key for an unknown key or a section", () => {
    expect(translate(en, "en", "no.such.key")).toBe("no.such.key");
    expect(translate({ a: { b: "x" } }, "en", "a")).toBe("a");
  });
});

describe("interpolate", () => {
  it("leaves unknown variables as written and empties known undefined ones", () => {
    expect(interpolate("{{a}} {{b}}", { a: 1 })).toBe("1 {{b}}");
    expect(interpolate("{{a}}!", { a: undefined })).toBe("!");
    expect(interpolate("{{ x.y }}", { x: { y: "deep" } })).toBe("deep");
  });
});

describe("sections", () => {
  it("picks top-level sections and names a key's section", () => {
    expect(pickSections({ a: { x: "1" }, b: { y: "2" } }, ["b", "c"])).toEqual({ b: { y: "2" } });
    expect(sectionOf("recipe.title")).toBe("recipe");
    expect(sectionOf("plain")).toBe("plain");
  });

  it("serialises so that the text cannot close its script element", () => {
    const json = catalogueJson({ a: "</script><!--" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ a: "</script><!--" });
  });
});

describe("translator, the server's t", () => {
  it("answers as translate and as i18next for every key, with the first of a list of keys", async () => {
    for (const [language, messages] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const t = translator(messages, language) as unknown as (k: string | string[], o?: object) => string;
      const i18n = await i18nextFor(language, messages);
      for (const key of new Set(keysOf(messages))) {
        expect(t(key, { count: 2 })).toBe(translate(messages, language, key, { count: 2 }));
        expect(t([key, "no.such.key"])).toBe((i18n.t as (k: string) => string)(key));
      }
      expect(t("no.such.key")).toBe("no.such.key");
    }
  });
});

describe("resolveKept", () => {
  it("answers as resolve does, for every key of both catalogues", () => {
    const keys = (c: Catalogue, prefix = ""): string[] =>
      Object.entries(c).flatMap(([k, v]) =>
        typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
      );
    for (const [language, catalogue] of [
      ["en", en],
      ["de", de],
    ] as const)
      for (const key of keys(catalogue)) {
        expect(resolveKept(catalogue, language, key)).toEqual(resolve(catalogue, language, key));
        // the second answer is the kept one, and the same
        expect(resolveKept(catalogue, language, key)).toEqual(resolve(catalogue, language, key));
      }
  });

  it("keeps each catalogue's texts apart, and keeps no unknown key", () => {
    const one = { a: "one" };
    const other = { a: "other" };
    expect(resolveKept(one, "en", "a")?.text).toBe("one");
    expect(resolveKept(other, "en", "a")?.text).toBe("other");
    expect(resolveKept(one, "en", "no.such")).toBeUndefined();
    // a text added later (a catalogue is never changed, but nothing was kept for the miss) is found
    (one as Record<string, string>).b = "late";
    expect(resolveKept(one, "en", "b")?.text).toBe("late");
  });
});

describe("the server's kept translator", () => {
  const keys = (c: Catalogue, prefix = ""): string[] =>
    Object.entries(c).flatMap(([k, v]) =>
      typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
    );
  const catalogues = [
    ["en", en],
    ["de", de],
  ] as const;

  it("resolveKept with a count answers as resolve does, for every key, family and count", () => {
    for (const [language, catalogue] of catalogues) {
      const families = keys(catalogue).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ""));
      for (const key of new Set(families))
        for (const count of [0, 1, 2, 5, 21, 1.5, -1])
          for (let i = 0; i < 2; i++)
            expect(resolveKept(catalogue, language, key, count)).toEqual(
              resolve(catalogue, language, key, { count }),
            );
    }
  });

  it("interpolateKept answers as interpolate does, for every text of both catalogues", () => {
    const optionSets = [
      undefined,
      {},
      { count: 3, name: "Gin & <Tonic>", total: "24 recipes", order: "A–Z", q: "{{x}}" },
      { name: null, count: 0, nested: { a: 1 } },
    ];
    for (const [, catalogue] of catalogues)
      for (const key of keys(catalogue)) {
        const text = lookup(catalogue, key) as string;
        for (const options of optionSets)
          for (let i = 0; i < 2; i++) expect(interpolateKept(text, options)).toBe(interpolate(text, options));
      }
  });

  it("interpolateKept keeps an unknown variable as written and reaches into objects", () => {
    for (let i = 0; i < 2; i++) {
      expect(interpolateKept("a {{ x }} b {{y.z}} c", { y: { z: 5 } })).toBe("a {{ x }} b 5 c");
      expect(interpolateKept("{{x}}{{x}}", { x: undefined })).toBe("");
      expect(interpolateKept("{{a.b}}", { a: null })).toBe("{{a.b}}");
      expect(interpolateKept("no variables", { x: 1 })).toBe("no variables");
    }
  });
});
