import type { Page } from "@playwright/test";
import { SITE_PAGES } from "../../app/lib/site-pages";
import { expect, test } from "./fixtures";

// Nothing on a public page is wider than the narrowest phone: at 320 px no page scrolls sideways. Layout
// is the same with JavaScript off, so the JavaScript project checks it, in both languages, over every page
// of the site's list and every kind of detail page, every brand and product page included (their imprints
// and addresses are long words).

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "layout does not depend on JavaScript");
test.use({ viewport: { width: 320, height: 640 } });

/** The pages a page links to under `prefix` (every brand from the brand list, every product from a brand). */
async function linksUnder(page: Page, path: string, prefix: string): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((h) => h.split("#")[0] ?? h))].filter((h) => h !== path);
}

/** Whether the page scrolls sideways, and if so which elements stick out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

for (const lang of ["en", "de"] as const) {
  test(`no page is wider than 320 px (${lang})`, async ({ page }) => {
    test.slow();
    const brands = await linksUnder(page, `/${lang}/brand`, `/${lang}/brand/`);
    const products: string[] = [];
    for (const brand of brands.filter((b) => !b.includes("/register"))) {
      products.push(...(await linksUnder(page, brand, `/${lang}/product/`)));
      products.push(`${brand}/menu`, `${brand}/book`);
    }
    const paths = [
      ...SITE_PAGES.map((p) => `/${lang}${p.path === "/" ? "" : p.path}`),
      `/${lang}/recipe/negroni`,
      `/${lang}/recipe/mai-tai`,
      `/${lang}/recipe-group/tiki`,
      `/${lang}/search?q=gin`,
      `/${lang}/search?q=negorni`,
      `/${lang}/recipe/filter-result?i=gin&tolerance=high`,
      `/${lang}/plan?d=negroni&d=daiquiri&d=mojito&guests=10&per=2`,
      `/${lang}/recipe/list?sort=rating&dir=desc&page=2`,
      ...brands,
      ...products,
    ];
    const wide: string[] = [];
    for (const path of paths) {
      const res = await page.goto(path);
      if (!res || res.status() >= 500) {
        wide.push(`${path}: ${res?.status()}`);
        continue;
      }
      const found = await overflow(page);
      if (found) wide.push(`${path}: ${found.scrollWidth}px (${found.wide.join(", ")})`);
    }
    expect(brands.length).toBeGreaterThan(3);
    expect(products.length).toBeGreaterThan(3);
    expect(wide).toEqual([]);
  });
}

test("the drink leads its recipe page: at least 240 px tall on a phone and on a laptop", async ({ page }) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/en/recipe/blue-hawaii");
    const box = await page.locator(".recipe-header__picture").boundingBox();
    expect(box?.height ?? 0, `at ${width} px`).toBeGreaterThanOrEqual(240);
    // on a phone it comes before the name, on a laptop beside it
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    if (width < 768) expect(heading?.y ?? 0).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0) - 1);
    else expect(heading?.x ?? 0).toBeGreaterThan((box?.x ?? 0) + (box?.width ?? 0) - 1);
    await page.screenshot({ path: test.info().outputPath(`recipe-${width}.png`) });
  }
});

test("the header at 320 px: the name clear of the buttons, every link in sight", async ({ page }) => {
  for (const lang of ["en", "de"] as const) {
    await page.goto(`/${lang}`);
    // the search link becomes a button as the page hydrates: measured once it has
    await page.waitForLoadState("networkidle");
    const name = await page.locator(".site-name").boundingBox();
    const toggle = await page.locator(".search-toggle").boundingBox();
    expect(
      name && toggle && name.x + name.width <= toggle.x + 0.5,
      `${lang}: name runs under the search button`,
    ).toBe(true);
    for (const link of await page
      .getByRole("navigation", { name: /^(Main|Haupt)/ })
      .getByRole("link")
      .all()) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320.5, `${lang}: ${await link.textContent()}`).toBe(
        true,
      );
    }
  }
});
