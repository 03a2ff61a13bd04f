import { expect, expectAccessible, registerMember, test } from "./fixtures";

// The design system's controls in the browser: the servings stepper (plain links that land on the
// ingredients), the unit segments, the star rating (a radio group by keyboard), the display face, and axe
// in the dark scheme on the pages it restyles.

test.describe("servings and unit", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the stepper is a link that lands on the ingredients with the amounts scaled", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en/recipe/negroni");
    const more = page.getByRole("link", { name: "One drink more" });
    // below one drink the link is there but unavailable (so focus can stay on it)
    await expect(page.getByRole("link", { name: "One drink fewer" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(more).toHaveAttribute("href", /\?servings=2&unit=cl#ingredients-heading$/);
    await more.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const before = await page.evaluate(() => window.scrollY);
    await more.click();
    await expect(page).toHaveURL(/servings=2&unit=cl/);
    await expect(page.getByText("For 2 drinks")).toBeVisible();
    await expect(page.locator(".ingredient-list li").filter({ hasText: "Campari" })).toContainText("6 cl");
    if (javaScriptEnabled) {
      // in place: no jump to the top, no jump anywhere
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
    } else {
      // a new page, opened at the ingredients rather than at the top
      expect(page.url()).toMatch(/#ingredients-heading$/);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { name: "Ingredients" })).toBeInViewport();
    }
    await page.getByRole("link", { name: "One drink fewer" }).click();
    await expect(page.getByText("For 1 drink", { exact: true })).toBeVisible();
  });

  test("units are segments over radios: ml and oz convert", async ({ page, javaScriptEnabled }) => {
    await page.goto("/en/recipe/negroni?servings=3");
    const ml = page.getByRole("radio", { name: "ml" });
    await ml.check();
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Convert" })).toHaveCount(0);
    } else {
      await page.getByRole("button", { name: "Convert" }).click();
    }
    await expect(page).toHaveURL(/servings=3&unit=ml/);
    await expect(page.locator(".ingredient-list li").filter({ hasText: "Gin" }).first()).toContainText(
      "90 ml",
    );
    await expect(page.getByRole("radio", { name: "ml" })).toBeChecked();
    // the stepper keeps the unit
    await expect(page.getByRole("link", { name: "One drink more" })).toHaveAttribute(
      "href",
      /servings=4&unit=ml/,
    );
    // each segment is a 44px target
    const box = await page.locator("label.segmented__option").first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  });
});

test.describe("star rating", () => {
  test("five radios named 1 star … 5 stars; arrows choose, the form posts", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    await registerMember(
      page,
      `stars-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`,
      "star rating password",
    );
    await page.goto("/en/recipe/daiquiri");
    const rate = page.getByRole("region", { name: "Rate" });
    const group = rate.getByRole("group", { name: "How many stars do you give this recipe?" });
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      await expect(group.getByRole("radio", { name, exact: true })).toBeVisible();
    }
    const save = rate.getByRole("button", { name: "Save rating" });
    // compact, not a full-width banner
    const width = (await save.boundingBox())?.width ?? 0;
    expect(width).toBeLessThan(300);
    if (javaScriptEnabled) {
      await group.getByRole("radio", { name: "2 stars" }).check();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(group.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await expect(group.getByRole("radio", { name: "4 stars" })).toBeFocused();
      // the focused star shows a ring
      const ring = await page
        .locator("label.star")
        .nth(3)
        .evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(ring).toBe("solid");
      await page.keyboard.press("Tab");
      await expect(save).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Your rating: 4 stars")).toBeVisible();
    } else {
      await group.getByRole("radio", { name: "5 stars" }).check();
      await save.click();
      await expect(page.getByText("Your rating: 5 stars")).toBeVisible();
      await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
    }
  });
});

test.describe("display face and dark scheme", () => {
  test("headings use Fraunces, self-hosted, and body text the system font", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "reads document.fonts");
    const fonts: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(r.url());
    });
    await page.goto("/en/recipe/negroni");
    await page.evaluate(() => document.fonts.ready);
    const family = await page
      .getByRole("heading", { level: 1 })
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"?Fraunces"?,/);
    expect(await page.evaluate(() => document.fonts.check('600 40px "Fraunces"'))).toBe(true);
    expect(fonts).toHaveLength(1);
    expect(new URL(fonts[0] ?? "").pathname).toMatch(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/);
  });

  for (const [name, path] of [
    ["recipe", "/en/recipe/negroni"],
    ["recipe (German)", "/de/recipe/negroni?servings=2&unit=oz"],
    ["list", "/en/recipe/list"],
    ["virtual bar", "/de/recipe/filter"],
  ] as const) {
    test(`axe finds nothing on the ${name} page in the dark scheme`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe needs JavaScript");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await expectAccessible(page, javaScriptEnabled);
    });
  }

  test("axe finds nothing on the account page and the editor, light and dark, in both languages", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "axe needs JavaScript");
    test.slow();
    await registerMember(page, `dark-${Date.now()}@example.com`, "dark scheme password");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ["/en/user/me", "/de/user/me", "/en/recipe/create", "/de/recipe/create"]) {
        await page.goto(path);
        await expectAccessible(page, javaScriptEnabled);
      }
    }
    // the editor shows the page's language first; only the other column's fields carry a lang of their own
    await page.goto("/en/recipe/create");
    await expect(page.locator(".language-columns > fieldset > legend").first()).toHaveText("English");
    await expect(
      page.locator(".language-columns > fieldset").nth(1).locator("input").first(),
    ).toHaveAttribute("lang", "de");
    await page.goto("/de/recipe/create");
    await expect(page.locator(".language-columns > fieldset > legend").first()).toHaveText("Deutsch");
    await expect(
      page.locator(".language-columns > fieldset").nth(1).locator("input").first(),
    ).toHaveAttribute("lang", "en");
    // the account page sets deleting apart in a danger zone, with the only danger button
    await page.goto("/en/user/me");
    const danger = page.getByRole("region", { name: "Danger zone" });
    await expect(danger.getByRole("button", { name: "Delete my account and data for good" })).toBeVisible();
    await expect(page.locator("main .button--danger")).toHaveCount(1);
  });
});
