import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as searchLoader } from "../../app/routes/$lang.search";
import { loader as suggestLoader } from "../../app/routes/$lang.suggest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase, getRequest, loadContext, settle } from "./database";

// Search as people type, on the real seed: words split between name and ingredients, spelling variants,
// the drink the words name first; on /de/search and /en/search alike.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

type Hit = { slug: string; name: string; matchedBy: string; ingredients: string[] };
type Body = { result: { total: number; hits: Hit[]; suggestion: string | null } | null };

async function search(lang: "de" | "en", q: string): Promise<Body> {
  const res = await settle(
    searchLoader({
      request: getRequest(`/${lang}/search?q=${encodeURIComponent(q)}`),
      params: { lang },
      context: loadContext(handle),
    }),
  );
  return res.json();
}

const LANGS = ["de", "en"] as const;

describe("search by name and ingredient together", () => {
  it.each(LANGS)("%s: aperol spritz finds the Spritz first (named Spritz, with Aperol)", async (lang) => {
    for (const q of ["aperol spritz", "Aperol Spritz", "spritz aperol"]) {
      const body = await search(lang, q);
      expect(body.result?.hits[0]?.slug, q).toBe("spritz");
      expect(body.result?.hits[0]?.matchedBy).toBe("both");
      expect(body.result?.hits[0]?.ingredients.join(" ")).toMatch(/Aperol/);
      expect(body.result?.suggestion).toBeNull();
    }
  });

  it.each(LANGS)("%s: negroni gin finds the Negroni first, White Negroni after it", async (lang) => {
    const body = await search(lang, "negroni gin");
    const slugs = body.result?.hits.map((h) => h.slug) ?? [];
    expect(slugs[0]).toBe("negroni");
    expect(slugs).toContain("white-negroni");
    // A Sbagliato has no gin.
    expect(slugs).not.toContain("negroni-sbagliato");
  });

  it.each(LANGS)("%s: caipirinha limette finds the Caipirinha first", async (lang) => {
    const body = await search(lang, "caipirinha limette");
    expect(body.result?.hits[0]?.slug).toBe("caipirinha");
    expect(body.result?.hits[0]?.ingredients.length).toBeGreaterThan(0);
  });

  it.each(LANGS)("%s: ingredient words alone still list recipes by ingredient", async (lang) => {
    const body = await search(lang, "rum limette");
    const daiquiri = body.result?.hits.find((h) => h.slug === "daiquiri");
    expect(daiquiri?.matchedBy).toBe("ingredient");
    expect(body.result?.total).toBeGreaterThan(10);
  });
});

describe("spelling variants are one word", () => {
  it.each(LANGS)("%s: whisky sour and whiskey sour both find the Whiskey Sour first", async (lang) => {
    const whisky = await search(lang, "whisky sour");
    const whiskey = await search(lang, "whiskey sour");
    expect(whisky.result?.hits[0]?.slug).toBe("whiskey-sour");
    expect(whisky.result?.hits[0]?.matchedBy).toBe("name");
    expect(whisky.result?.suggestion).toBeNull();
    expect(whisky.result?.hits.map((h) => h.slug)).toEqual(whiskey.result?.hits.map((h) => h.slug));
  });

  it.each(LANGS)(
    "%s: whisky finds the Whiskey Smash by name and whiskey drinks by ingredient",
    async (lang) => {
      const body = await search(lang, "whisky");
      const slugs = body.result?.hits.map((h) => h.slug) ?? [];
      expect(slugs).toContain("whiskey-smash");
      expect(slugs).toContain("whisky-highball");
      expect(body.result?.total).toBe((await search(lang, "whiskey")).result?.total);
    },
  );

  it.each(LANGS)("%s: Daiquirí, Piña Colada and Wodka as they are typed", async (lang) => {
    for (const [q, slug] of [
      ["Daiquirí", "daiquiri"],
      ["daiquiri", "daiquiri"],
      ["Piña Colada", "pina-colada"],
      ["pina colada", "pina-colada"],
    ] as const) {
      expect((await search(lang, q)).result?.hits[0]?.slug, q).toBe(slug);
    }
    const wodka = await search(lang, "wodka");
    const vodka = await search(lang, "vodka");
    expect(wodka.result?.total).toBeGreaterThan(5);
    expect(wodka.result?.total).toBe(vodka.result?.total);
  });
});

describe("suggestions as people type", () => {
  async function suggest(lang: "de" | "en", q: string) {
    const res = await settle(
      suggestLoader({
        request: getRequest(`/${lang}/suggest?q=${encodeURIComponent(q)}`),
        params: { lang },
        context: loadContext(handle),
      }),
    );
    const body = (await res.json()) as { suggestions: { slug: string }[] };
    return body.suggestions.map((s) => s.slug);
  }

  it.each(LANGS)("%s: suggests the drink the words name", async (lang) => {
    expect((await suggest(lang, "aperol spritz"))[0]).toBe("spritz");
    expect((await suggest(lang, "negroni gin"))[0]).toBe("negroni");
    expect((await suggest(lang, "whisky so"))[0]).toBe("whiskey-sour");
    expect(await suggest(lang, "neg")).toContain("negroni");
  });

  it.each(LANGS)("%s: completes the word still being typed", async (lang) => {
    expect((await suggest(lang, "aperol spr"))[0]).toBe("spritz");
    expect((await suggest(lang, "negroni g"))[0]).toBe("negroni");
    expect((await suggest(lang, "caipirinha lim"))[0]).toBe("caipirinha");
  });
});
