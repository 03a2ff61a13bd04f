import { expect, test } from "./fixtures";

// The home page as a newcomer on a phone first sees it: what the site is, today's drink and drinks to start
// with, each named; every group once.
for (const width of [320, 390, 1280]) {
  test(`at ${width} px the cocktail of the day is in the first screen and the drinks are named`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await visit("/en");
    const today = page.getByRole("region", { name: "Cocktail of the day" });
    const card = today.locator(".card__title");
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box, "the drink of the day's name").not.toBeNull();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(width < 800 ? 844 : 800);
    // drinks to start with: a picture and a visible name each
    const tiles = page.getByRole("region", { name: "Drinks to start with" }).getByRole("link");
    expect(await tiles.count()).toBeGreaterThanOrEqual(4);
    for (const name of await page.locator(".hero-mosaic__name").all()) {
      const named = await name.boundingBox();
      expect(named?.width ?? 0).toBeGreaterThan(20);
      expect(named?.height ?? 0).toBeGreaterThan(10);
    }
  });
}

test("at 200 % text the drinks keep their names", async ({ page, visit, javaScriptEnabled }) => {
  test.skip(
    !javaScriptEnabled,
    "the larger text is set by a script; the layout is the same without JavaScript",
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit("/de");
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  for (const name of await page.locator(".hero-mosaic__name").all()) {
    await expect(name).toBeVisible();
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  }
  await expect(page.getByRole("region", { name: "Cocktail des Tages" })).toBeVisible();
});

test("every group appears once, with its number of recipes", async ({ page, visit }) => {
  await visit("/en");
  const groups = page.getByRole("region", { name: "Pick a group" }).getByRole("link");
  const names = await groups.allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(10);
  for (const text of names) expect(text).toMatch(/\(\d+\)$/);
  // no second list of the same groups anywhere on the page
  const main = page.getByRole("main");
  for (const link of await groups.all()) {
    const href = (await link.getAttribute("href")) ?? "";
    await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await groups.filter({ hasText: /^Tiki/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tiki");
});
