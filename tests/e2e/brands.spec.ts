import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The number in "Your bar now finds N recipes." */
async function barCount(page: Page): Promise<number> {
  const text = await page.getByText(/Your bar now finds \d+ recipes?\./).textContent();
  return Number(/finds (\d+)/.exec(text ?? "")?.[1]);
}

test.describe("brands and products", () => {
  test("header → brand list → brand page → product → add to my bar → toast and the count", async ({
    page,
    visit,
    axe,
  }) => {
    test.slow();
    await visit("/en");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Brands" })
      .click();
    await expect(page).toHaveURL(/\/en\/brand$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brands");
    const kesselwind = page.locator(".card").filter({ hasText: "Kesselwind Destillerie" });
    await expect(kesselwind.getByText("7 products")).toBeVisible();
    await axe();

    await kesselwind.getByRole("link", { name: "Kesselwind Destillerie" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kesselwind Destillerie");
    await expect(page.getByText("March 14, 2024")).toBeVisible();
    const website = page
      .getByRole("link", { name: /kesselwind\.example.*external site, leaves Cocktail Atlas/ })
      .first();
    await expect(website).toHaveAttribute("rel", "noopener");
    await expect(page.getByRole("heading", { level: 3, name: "London dry gin" })).toBeVisible();
    await axe();

    await page.getByRole("link", { name: "Kesselwind London Dry Gin" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kesselwind London Dry Gin");
    await expect(page.getByText("€32.90")).toBeVisible();
    await expect(
      page.getByText("Shown prices are subject to change and may differ from the current selling price."),
    ).toBeVisible();
    const buy = page.getByRole("link", { name: /^Buy from Kesselwind Destillerie/ });
    await expect(buy).toHaveAttribute("rel", "sponsored noopener");
    await expect(buy).toHaveAttribute("href", "https://kesselwind.example/shop/london-dry-gin");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "Product", offers: { price: "32.90", priceCurrency: "EUR" } });
    await expect(page.getByText(/^Goes into \d+ published recipes$/)).toBeVisible();
    await axe();

    // no bar yet: the button starts one
    await page.getByRole("button", { name: "Add to my bar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Kesselwind London Dry Gin is now in your bar." }),
    ).toBeVisible();
    await expect(page.getByText("This bottle is in your bar.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to my bar" })).toHaveCount(0);
    const withGin = await barCount(page);
    expect(withGin).toBeGreaterThan(0);
    await axe();

    // another bottle says what it adds to that bar, and adding it adds exactly that
    await page.goto("/en/product/driftplank-white-rum");
    const more = page.getByText(/^With this bottle you could mix \d+ more recipes?\.$/);
    await expect(more).toBeVisible();
    const n = Number(/\d+/.exec((await more.textContent()) ?? "")?.[0]);
    expect(n).toBeGreaterThan(0);
    await axe();
    await page.getByRole("button", { name: "Add to my bar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Driftplank White is now in your bar." }),
    ).toBeVisible();
    await expect(page.getByText("This bottle is in your bar.")).toBeVisible();
    expect(await barCount(page)).toBe(withGin + n);

    // the virtual bar remembers both bottles
    await page.getByRole("link", { name: "Show me what I can mix" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What you can mix");
    await expect(
      page.getByRole("region", { name: "Your bar" }).getByRole("link", { name: /^Remove / }),
    ).toHaveCount(2);
  });

  test("the tolerance changes the count, and all matching recipes are a link away", async ({
    page,
    visit,
  }) => {
    await visit("/en/product/kesselwind-london-dry-gin");
    await page.getByRole("button", { name: "Add to my bar" }).click();
    await expect(page.getByText("This bottle is in your bar.")).toBeVisible();
    const normal = await barCount(page);
    await page
      .getByRole("navigation", { name: "Counted with" })
      .getByRole("link", { name: "Large shopping list" })
      .click();
    await expect(page).toHaveURL(/tolerance=high/);
    await expect(page.getByRole("link", { name: "Large shopping list" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await barCount(page)).toBeGreaterThanOrEqual(normal);

    await page.getByRole("link", { name: /^See all \d+ recipes$/ }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(page.getByRole("heading", { name: "Recipes with this bottle" })).toBeVisible();
    await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of [2-9]$/)).toBeVisible();
  });

  test("search lists brands and products in their own section, typos forgiven", async ({ page, visit }) => {
    await visit("/de/search?q=driftplnak");
    const section = page.getByRole("region", { name: "Marken und Produkte" });
    await expect(section.getByRole("link", { name: "Driftplank Rum Company" })).toBeVisible();
    await section.getByRole("link", { name: "Driftplank Falernum" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Driftplank Falernum");
    await expect(
      page.getByText("Angezeigte Preise können sich ändern und vom aktuellen Verkaufspreis abweichen."),
    ).toBeVisible();
  });

  test("brand and product pages show their monogram and bottle, decorative, in both languages", async ({
    page,
    visit,
    axe,
  }) => {
    for (const lang of ["en", "de"]) {
      await visit(`/${lang}/brand`);
      const card = page.locator(".card").filter({ hasText: "Kesselwind Destillerie" });
      await expect(card.locator(".brand-picture--mark svg")).toBeVisible();
      await expect(card.locator(".brand-picture--mark")).toHaveAttribute("aria-hidden", "true");
      await expect(card.locator(".brand-picture--mark text")).toHaveText("KD");

      await visit(`/${lang}/brand/kesselwind`);
      const mark = page.locator(".brand-header .brand-picture--mark");
      await expect(mark.locator("svg")).toBeVisible();
      await expect(mark).toHaveAttribute("aria-hidden", "true");
      expect((await mark.boundingBox())?.width).toBeGreaterThanOrEqual(48);
      // Every product in the list has its bottle beside its link.
      const items = page.locator(".product-group__item");
      const count = await items.count();
      expect(count).toBe(7);
      await expect(items.locator(".brand-picture--bottle svg")).toHaveCount(count);

      // With JavaScript a client navigation: the browser draws the bottle itself.
      await page.waitForLoadState("networkidle");
      await page.getByRole("link", { name: "Kesselwind London Dry Gin" }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/product/kesselwind-london-dry-gin$`));
      await axe();
      const bottle = page.locator(".product-header .brand-picture--bottle");
      await expect(bottle.locator("svg")).toBeVisible();
      await expect(bottle).toHaveAttribute("aria-hidden", "true");
      // A gin's bottle is a clear spirit's, labelled with the brand's initials.
      await expect(bottle.locator("text")).toHaveText("KD");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kesselwind London Dry Gin");
    }
  });

  test("an unknown brand or product is the 404 page", async ({ page }) => {
    for (const path of ["/en/brand/no-such-brand", "/de/product/no-such-product"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });
});
