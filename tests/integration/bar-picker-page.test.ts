// The virtual bar's picker sends what it shows, once (docs/decisions/0034-picker-page-light.md): every
// ingredient's box as HTML in a real form, no copy of the catalogue in the data sent with the page, and the
// catalogue for the search field's suggestions at an address named by its version. Both languages, the page
// rendered as for a visitor with a cookie (never from the page cache). Bytes are bounded; time is not tested.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CompactCatalogue, type PickerChoice, readCatalogue } from "../../app/lib/picker-catalogue";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "./database";
import { servedApp } from "./dev-app";

vi.mock("vite", async (original) =>
  (await import("./dev-app")).mockedVite(original, "cocktail-bar-picker-vite-"),
);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await handle?.close();
});
const app = servedApp(() => handle);

const LANGS = ["en", "de"] as const;

async function get(path: string) {
  const res = await fetch(`${app.base}${path}`, { headers: { Cookie: "visitor=1" } });
  return { res, text: await res.text() };
}

/** The picker's catalogue as its script fetches it, and the address the page names for it. */
async function catalogue(lang: string, html: string) {
  const url = html.match(/\/(?:en|de)\/recipe\/filter-choices\.json\?v=[\w-]+/)?.[0];
  expect(url, "the page names its catalogue").toBeDefined();
  const { res, text } = await get(url ?? "");
  expect(res.status).toBe(200);
  expect(url?.startsWith(`/${lang}/`)).toBe(true);
  const choices = readCatalogue(JSON.parse(text) as CompactCatalogue).flatMap((s) => [...s.top, ...s.rest]);
  return { url: url ?? "", res, choices };
}

/** The loader data sent along with the page (single fetch's inline stream), as written in the HTML. */
const dataScripts = (html: string) =>
  [...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[^<]*)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .join("");

/** The boxes of the form: value and whether ticked. */
const boxes = (html: string) =>
  [...html.matchAll(/<input type="checkbox" name="i" value="(\d+)"( checked="")?\/>/g)].map((m) => ({
    id: Number(m[1]),
    checked: Boolean(m[2]),
  }));

/** How often the data holds a name as a string of its own. */
const named = (data: string, choice: PickerChoice) =>
  data.split(JSON.stringify(JSON.stringify(choice.name)).slice(1, -1)).length - 1;

describe("the picker page", () => {
  for (const lang of LANGS) {
    it(`holds every ingredient's box once, in a GET form, and no copy of the catalogue in its data (${lang})`, async () => {
      const { res, text: html } = await get(`/${lang}/recipe/filter`);
      expect(res.status).toBe(200);
      const { choices } = await catalogue(lang, html);
      expect(choices.length).toBeGreaterThan(300);

      // a real form: every box, none twice, inside the GET form to the results
      const form = html.slice(html.indexOf(`<form method="get" action="/${lang}/recipe/filter-result"`));
      expect(form.length).toBeLessThan(html.length);
      const found = boxes(form.slice(0, form.indexOf("</form>")));
      expect(found.map((b) => b.id).sort((a, b) => a - b)).toEqual(
        choices.map((c) => c.id).sort((a, b) => a - b),
      );
      expect(found.filter((b) => b.checked)).toEqual([]);
      for (const choice of choices.slice(0, 40)) expect(html).toContain(`value="${choice.id}"/><span>`);

      // the data names no ingredient (nothing is chosen) and holds none of the names people may type
      const data = dataScripts(html);
      expect(data.length).toBeGreaterThan(0);
      expect(choices.filter((c) => named(data, c) > 0).map((c) => c.name)).toEqual([]);
      const aliases = choices.flatMap((c) => c.aliases).filter((a) => a.length >= 6);
      expect(aliases.length).toBeGreaterThan(100);
      expect(aliases.filter((a) => data.includes(JSON.stringify(JSON.stringify(a)).slice(1, -1)))).toEqual(
        [],
      );

      // Bytes: the data was 76 KB (the whole catalogue with every alias); now the page's own state, under
      // 8 KB. The HTML was 137 KB; now the boxes (about 110 bytes each) and a page around them under 30 KB
      // (the results page's shell, header and footer are about 20 KB), so a second copy of anything as big
      // as the catalogue cannot pass.
      expect(data.length).toBeLessThan(8_000);
      const boxBytes = [...html.matchAll(/<li><label class="inline-choice">.*?<\/label><\/li>/g)].reduce(
        (sum, m) => sum + m[0].length,
        0,
      );
      expect(boxBytes / choices.length).toBeLessThan(160);
      expect(html.length - boxBytes).toBeLessThan(30_000);
    });
  }

  it("ticks the chosen boxes, opens their sections and names only them in its data, in both languages", async () => {
    const { text: first } = await get("/en/recipe/filter");
    const { choices } = await catalogue("en", first);
    const chosen = [choices[0], choices.find((c) => c.section === "juicesFruit"), choices.at(-1)].filter(
      (c): c is PickerChoice => c !== undefined,
    );
    const ids = chosen.map((c) => c.id);
    for (const lang of LANGS) {
      const { text: html } = await get(`/${lang}/recipe/filter?i=${ids.join(",")}`);
      expect(
        boxes(html)
          .filter((b) => b.checked)
          .map((b) => b.id)
          .sort(),
      ).toEqual([...ids].sort());
      // each chosen box is in an open section (and behind an open "show all" when it is further down)
      for (const id of ids) {
        const at = html.indexOf(`value="${id}" checked=""`);
        const section = html.lastIndexOf('<details class="picker-section"', at);
        expect(html.slice(section, section + 40), `${id}`).toContain(" open");
        const more = html.lastIndexOf('<details class="picker-more"', at);
        if (more > section) expect(html.slice(more, more + 40)).toContain(" open");
      }
      const { choices: here } = await catalogue(lang, html);
      const data = dataScripts(html);
      const namedInData = here.filter((c) => named(data, c) > 0).map((c) => c.id);
      expect(namedInData.sort()).toEqual([...ids].sort());
    }
  });

  it("lists at most 30 matches for a typed word, without the sections, in a small page", async () => {
    for (const [lang, q] of [
      ["en", "gin"],
      ["de", "saft"],
    ] as const) {
      const { text: html } = await get(`/${lang}/recipe/filter?q=${q}`);
      const found = boxes(html);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(30);
      expect(html).not.toContain('class="picker-sections"');
      expect(html.length).toBeLessThan(30_000);
    }
  });
});

describe("the picker's catalogue address", () => {
  it("is kept by browsers for good under its version, and checked again under any other", async () => {
    for (const lang of LANGS) {
      const { text: html } = await get(`/${lang}/recipe/filter`);
      const { url, res } = await catalogue(lang, html);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const other = await get(url.replace(/v=[\w-]+/, "v=old"));
      expect(other.res.status).toBe(200);
      expect(other.res.headers.get("Cache-Control")).toBe("no-cache");
      expect(other.text).toBe(await (await fetch(`${app.base}${url}`)).text());
    }
    expect((await get("/xx/recipe/filter-choices.json")).res.status).toBe(404);
  });

  it("names each language's own catalogue: the same ingredients, in the page's language", async () => {
    const en = await catalogue("en", (await get("/en/recipe/filter")).text);
    const de = await catalogue("de", (await get("/de/recipe/filter")).text);
    expect(en.url.split("v=")[1]).not.toBe(de.url.split("v=")[1]);
    expect(new Set(de.choices.map((c) => c.id))).toEqual(new Set(en.choices.map((c) => c.id)));
    const lime = (list: PickerChoice[]) => list.find((c) => c.name === "Lime" || c.name === "Limette");
    expect(lime(en.choices)?.name).toBe("Lime");
    expect(lime(de.choices)?.name).toBe("Limette");
  });
});
