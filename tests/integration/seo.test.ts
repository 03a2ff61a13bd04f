import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_RENDERED } from "../../app/entry.server";
import { rateRecipe } from "../../app/models/ratings.server";
import { getEnv } from "../../app/utils/env.server";
import type { DatabaseHandle } from "../../db/client";
import { createMember, createTestDatabase } from "./database";
import { closeViteServers } from "./dev-app";

// Vite's dev server without hot reloading (no web socket port, no watcher), closed afterwards.
vi.mock("vite", async (original) => (await import("./dev-app")).mockedVite(original, "cocktail-seo-vite-"));

let handle: DatabaseHandle;
let base = "";
let close = async () => {};
const origin = () => new URL(getEnv().PUBLIC_URL).origin;

type Slugs = {
  recipe: string;
  unrated: string;
  ratedCount: number;
  rated: string;
  authored: string;
  group: string;
  brand: string;
  menuBrand: string;
  bookBrand: string;
  product: string;
  profile: string;
  ingredient: number;
};
let slugs: Slugs;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  // A member who wrote one recipe and rated another: the JSON-LD names them, and shows the rating.
  const member = await createMember(handle, "seo-author@example.com", { first: "Ada", last: "Lovelace" });
  const recipes = await db
    .selectFrom("recipes")
    .select(["id", "slug", "rating_count"])
    .where("status", "=", "published")
    .orderBy("id")
    .execute();
  const [plain, rated, authored, unrated] = recipes;
  if (!plain || !rated || !authored || !unrated) throw new Error("the seed has fewer than four recipes");
  // Nothing is rated on a fresh database; one recipe gets a member's rating.
  expect(unrated.rating_count).toBe(0);
  await rateRecipe(db, member.id, rated.id, 4);
  const ratedCount = rated.rating_count + 1;
  await db.updateTable("recipes").set({ author_id: member.id }).where("id", "=", authored.id).execute();
  const user = await db
    .selectFrom("users")
    .select("profile_slug")
    .where("id", "=", member.id)
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom("recipe_groups")
    .select("slug")
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const brand = await db
    .selectFrom("brands")
    .select(["id", "slug"])
    .where("status", "=", "live")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const menuBrand = await db
    .selectFrom("brands as b")
    .innerJoin("brand_menu_sections as s", "s.brand_id", "b.id")
    .innerJoin("brand_menu_items as i", "i.section_id", "s.id")
    .select("b.slug")
    .where("b.status", "=", "live")
    .executeTakeFirstOrThrow();
  const bookBrand = await db
    .selectFrom("brands as b")
    .innerJoin("brand_book_items as k", "k.brand_id", "b.id")
    .select("b.slug")
    .where("b.status", "=", "live")
    .executeTakeFirstOrThrow();
  const product = await db
    .selectFrom("products")
    .select("slug")
    .where("brand_id", "=", brand.id)
    .executeTakeFirstOrThrow();
  const ingredient = await db.selectFrom("ingredients").select("id").orderBy("id").executeTakeFirstOrThrow();
  slugs = {
    recipe: plain.slug,
    unrated: unrated.slug,
    ratedCount,
    rated: rated.slug,
    authored: authored.slug,
    group: group.slug,
    brand: brand.slug,
    menuBrand: menuBrand.slug,
    bookBrand: bookBrand.slug,
    product: product.slug,
    profile: String(user.profile_slug),
    ingredient: ingredient.id,
  };

  const { createApp } = await import("../../server");
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(handle);
  } finally {
    process.env.VITEST = vitest;
  }
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await closeViteServers();
  };
}, 120_000);

afterAll(async () => {
  await close();
  await handle?.close();
});

// ---- reading the <head> ----

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

type Tag = Record<string, string>;

function tags(html: string, name: "meta" | "link"): Tag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)\\/?>`, "g"))].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? "").matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((a) => [
        a[1]?.toLowerCase(),
        decode(a[2] ?? ""),
      ]),
    ),
  );
}

type Head = {
  status: number;
  html: string;
  title: string;
  meta: (key: string) => string[];
  links: (rel: string) => Tag[];
};

async function page(pathAndQuery: string, init?: RequestInit): Promise<Head> {
  const res = await fetch(`${base}${pathAndQuery}`, { redirect: "manual", ...init });
  const html = await res.text();
  // rendered whole on the server: no part left for the browser (app/entry.server.tsx)
  expect(html, pathAndQuery).not.toContain(CLIENT_RENDERED);
  const metas = tags(html, "meta");
  return {
    status: res.status,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    meta: (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? ""),
    links: (rel) => tags(html, "link").filter((l) => l.rel === rel),
  };
}

const one = (values: string[], what: string) => {
  expect(values, what).toHaveLength(1);
  return values[0] ?? "";
};

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// ---- the pages ----

const PUBLIC_PAGES = (s: Slugs): [string, string][] => [
  ["home", "/"],
  ["recipe list", "/recipe/list"],
  ["recipe list, page 2", "/recipe/list?page=2"],
  ["recipe", `/recipe/${s.recipe}`],
  ["groups", "/recipe-group"],
  ["group", `/recipe-group/${s.group}`],
  ["search", "/search"],
  ["search results", "/search?q=gin"],
  ["virtual bar", "/recipe/filter"],
  ["brands", "/brand"],
  ["brand", `/brand/${s.brand}`],
  ["product", `/product/${s.product}`],
  ["menu", `/brand/${s.menuBrand}/menu`],
  ["book", `/brand/${s.bookBrand}/book`],
  ["faq", "/faq"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["imprint", "/imprint"],
  ["privacy", "/data-privacy"],
  ["routes", "/routes"],
  ["login", "/user/login"],
  ["register", "/user/register"],
  ["recover", "/user/recover"],
  ["brand register", "/brand/register"],
  ["profile", `/profile/${s.profile}`],
];

const LANGS = ["de", "en"] as const;
const at = (lang: string, p: string) => (p === "/" ? `/${lang}` : `/${lang}${p}`);

describe("every public page, in both languages", () => {
  it("has a unique title and description, an absolute canonical, alternates and link-preview tags", async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const lang of LANGS) {
      for (const [name, p] of PUBLIC_PAGES(slugs)) {
        const where = `${name} (${lang}) ${p}`;
        const head = await page(at(lang, p));
        expect(head.status, where).toBe(200);

        const description = one(head.meta("description"), `${where}: description`);
        expect(description.trim().length, where).toBeGreaterThan(20);
        expect(description, `${where}: the description is more than the title`).not.toBe(
          head.title.split(" · ")[0],
        );
        expect(descriptions.get(description), `${where}: description also on`).toBeUndefined();
        descriptions.set(description, where);
        expect(titles.get(head.title), `${where}: title also on`).toBeUndefined();
        titles.set(head.title, where);

        const canonical = one(
          head.links("canonical").map((l) => l.href ?? ""),
          `${where}: canonical`,
        );
        expect(canonical.startsWith(`${origin()}/${lang}`), `${where}: ${canonical}`).toBe(true);
        const alternates = head.links("alternate");
        const href = (hreflang: string) => alternates.find((l) => l.hreflang === hreflang)?.href;
        expect(href(lang), where).toBe(canonical);
        const other = lang === "de" ? "en" : "de";
        expect(href(other), where).toBe(canonical.replace(`${origin()}/${lang}`, `${origin()}/${other}`));
        expect(href("x-default"), where).toBe(p === "/" ? `${origin()}/` : href("de"));

        expect(one(head.meta("og:url"), where)).toBe(canonical);
        expect(one(head.meta("og:title"), where)).not.toBe("");
        expect(one(head.meta("og:description"), where)).toBe(description);
        expect(one(head.meta("og:site_name"), where)).not.toBe("");
        expect(one(head.meta("og:locale"), where)).toBe(lang === "de" ? "de_DE" : "en_GB");
        expect(one(head.meta("og:locale:alternate"), where)).toBe(lang === "de" ? "en_GB" : "de_DE");
        expect(one(head.meta("og:type"), where)).toMatch(/^(website|article|profile)$/);
        expect(one(head.meta("og:image"), where)).toMatch(new RegExp(`^${origin()}/.+\\.png$`));
        expect(one(head.meta("og:image:width"), where)).toBe("1200");
        expect(one(head.meta("og:image:height"), where)).toBe("630");
        expect(one(head.meta("og:image:alt"), where)).not.toBe("");
        expect(one(head.meta("twitter:card"), where)).toBe("summary_large_image");

        const indexable = !["login", "register", "recover"].includes(name);
        expect(head.meta("robots"), where).toEqual(indexable ? [] : ["noindex"]);
      }
    }
  }, 180_000);

  it("shares the site picture, a 1200×630 PNG, on pages without a picture of their own", async () => {
    for (const lang of LANGS) {
      const head = await page(`/${lang}/faq`);
      const image = new URL(one(head.meta("og:image"), "og:image"));
      expect(image.pathname).toBe(`/social-card-${lang}.png`);
      const res = await fetch(`${base}${image.pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });
});

describe("canonical addresses", () => {
  const canonicalOf = async (p: string) => (await page(p)).links("canonical")[0]?.href;

  it("drop the list's order and keep its page; filtered lists are noindex", async () => {
    expect(await canonicalOf("/en/recipe/list?sort=rating&dir=asc&page=2")).toBe(
      `${origin()}/en/recipe/list?page=2`,
    );
    expect(await canonicalOf("/de/recipe/list?sort=name&page=1")).toBe(`${origin()}/de/recipe/list`);
    const filtered = await page("/en/recipe/list?difficulty=easy&sort=rating");
    expect(filtered.links("canonical")[0]?.href).toBe(`${origin()}/en/recipe/list?difficulty=easy`);
    expect(filtered.meta("robots")).toEqual(["noindex"]);
    expect(await canonicalOf(`/en/recipe-group/${slugs.group}?sort=rating`)).toBe(
      `${origin()}/en/recipe-group/${slugs.group}`,
    );
  });

  it("keep the search query and drop the recipe page's servings and units", async () => {
    expect(await canonicalOf("/en/search?q=gin&page=1")).toBe(`${origin()}/en/search?q=gin`);
    expect(await canonicalOf("/de/search?q=gin&page=2")).toBe(`${origin()}/de/search?q=gin&page=2`);
    expect(await canonicalOf(`/en/recipe/${slugs.recipe}?servings=4&unit=oz`)).toBe(
      `${origin()}/en/recipe/${slugs.recipe}`,
    );
    expect(await canonicalOf("/en?wish=sour")).toBe(`${origin()}/en`);
  });

  it("keep the bar's ingredients on its results, which are noindex", async () => {
    const head = await page(`/en/recipe/filter-result?i=${slugs.ingredient}&sort=name`);
    expect(head.status).toBe(200);
    expect(head.meta("robots")).toEqual(["noindex"]);
    expect(head.links("canonical")[0]?.href).toMatch(
      new RegExp(`^${origin()}/en/recipe/filter-result\\?i=${slugs.ingredient}(&|$)`),
    );
    expect(head.links("canonical")[0]?.href).not.toContain("sort=");
  });
});

describe("the recipe page", () => {
  it("has JSON-LD with picture, ingredients, steps, author and date", async () => {
    for (const lang of LANGS) {
      const head = await page(`/${lang}/recipe/${slugs.recipe}`);
      const ld = jsonLd(head.html).find((d) => d["@type"] === "Recipe");
      expect(ld, lang).toBeDefined();
      if (!ld) continue;
      expect(ld.image).toEqual([one(head.meta("og:image"), "og:image")]);
      expect((ld.recipeIngredient as string[]).length).toBeGreaterThan(1);
      const steps = ld.recipeInstructions as { "@type": string; text: string }[];
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.every((s) => s["@type"] === "HowToStep" && s.text.length > 0)).toBe(true);
      expect(ld.author).toMatchObject({ "@type": "Organization", url: `${origin()}/` });
      expect(Number.isNaN(Date.parse(String(ld.datePublished)))).toBe(false);
      expect(ld.recipeCategory).toBe("Cocktail");
      expect(one(head.meta("og:type"), "og:type")).toBe("article");
    }
  });

  it("names the rating once there is one, and the member who wrote it", async () => {
    const rated = jsonLd((await page(`/en/recipe/${slugs.rated}`)).html)[0];
    expect(rated?.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingCount: 1,
      ratingValue: 4,
      bestRating: 5,
    });
    expect(slugs.ratedCount).toBe(1);
    const unrated = jsonLd((await page(`/en/recipe/${slugs.unrated}`)).html)[0];
    expect(unrated?.["@type"]).toBe("Recipe");
    expect(unrated?.aggregateRating).toBeUndefined();
    const authored = jsonLd((await page(`/de/recipe/${slugs.authored}`)).html)[0];
    expect(authored?.author).toEqual({
      "@type": "Person",
      name: "Ada L.",
      url: `${origin()}/de/profile/${slugs.profile}`,
    });
  });

  it("gives the drink's picture as a 1200×630 PNG, a different one for another drink", async () => {
    const images: string[] = [];
    for (const slug of [slugs.recipe, slugs.rated]) {
      const ld = jsonLd((await page(`/en/recipe/${slug}`)).html)[0];
      const url = new URL(String((ld?.image as string[] | undefined)?.[0]));
      expect(url.origin).toBe(origin());
      expect(url.pathname).toMatch(new RegExp(`^/pictures/${slug}\\.[0-9a-z]+\\.png$`));
      const res = await fetch(`${base}${url.pathname}`);
      expect(res.status, url.pathname).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      images.push(Buffer.from(bytes).toString("base64"));
    }
    expect(images[0]).not.toBe(images[1]);
  });

  it("links to the login with rel=nofollow", async () => {
    const { html } = await page(`/en/recipe/${slugs.recipe}`);
    const main = html.slice(html.indexOf("<main"));
    const logins = [...main.matchAll(/<a [^>]*href="\/en\/user\/login[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(logins.length).toBeGreaterThan(0);
    for (const link of logins) expect(link).toContain('rel="nofollow"');
  });
});

describe("pages for members", () => {
  it("are noindex, and their canonical carries no token", async () => {
    for (const p of ["/en/user/login?redirectTo=%2Fen", "/de/user/reset?token=abc", "/en/user/recover"]) {
      const head = await page(p);
      expect(head.meta("robots"), p).toEqual(["noindex"]);
      expect(head.links("canonical")[0]?.href, p).not.toContain("?");
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("date recipes, groups and the catalogue pages, with x-default alternates", async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[.?]/g, "\\$&")}</loc>(<lastmod>([^<]+)</lastmod>)?`).exec(xml);
    for (const p of [
      `/recipe/${slugs.recipe}`,
      `/recipe-group/${slugs.group}`,
      "/recipe/list",
      `/product/${slugs.product}`,
    ]) {
      const found = entry(`${origin()}/en${p}`);
      expect(found, p).not.toBeNull();
      expect(Number.isNaN(Date.parse(found?.[2] ?? "")), `${p} lastmod`).toBe(false);
    }
    const faq = entry(`${origin()}/de/faq`);
    expect(faq?.[1]).toBeUndefined();
    expect(xml).toContain(`hreflang="x-default" href="${origin()}/de/recipe/${slugs.recipe}"`);
    expect(xml).toContain(`hreflang="x-default" href="${origin()}/"`);
    expect(xml).not.toContain("/user/login");
  });

  it("robots.txt lets crawlers read the noindex of member pages and names the sitemap", async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text();
    expect(text).not.toMatch(/Disallow: \/(de|en)\/user/);
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });
});
