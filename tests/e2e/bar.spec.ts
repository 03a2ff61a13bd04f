import type { Page } from "@playwright/test";
import { expect, registerMember, test } from "./fixtures";

/** Chooses ingredients: checkboxes without JavaScript, the react-select search with it. */
async function choose(page: Page, names: string[], javaScriptEnabled: boolean) {
  for (const name of names) {
    if (javaScriptEnabled) {
      const box = page.getByRole("combobox", { name: "Search and choose ingredients" });
      await box.fill(name);
      await page.getByRole("option", { name, exact: true }).click();
    } else {
      await page.getByRole("checkbox", { name, exact: true }).check();
    }
  }
}

test.describe("virtual bar", () => {
  test("pick ingredients → results → the recipe shows its shopping list; visitors are asked to log in", async ({
    page,
    visit,
    axe,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/filter");
    await choose(page, ["Kesselwind London Dry Gin", "Campari", "Sweet vermouth"], javaScriptEnabled);
    await page.getByRole("radio", { name: "Small shopping list" }).check();
    await page.getByRole("button", { name: "Find recipes" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What you can mix");
    const negroni = page
      .locator(".card")
      .filter({ has: page.getByRole("link", { name: "Negroni", exact: true }) });
    await expect(negroni.getByText("You have everything!")).toBeVisible();
    await expect(negroni.getByText("Kesselwind London Dry Gin counts as Gin")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shopping list for more drinks" })).toBeVisible();
    await expect(page.getByText("Please log in to use this function")).toBeVisible();
    await axe();

    await negroni.getByRole("link", { name: "Negroni", exact: true }).click();
    await expect(page.getByText("You have everything for this recipe.")).toBeVisible();
    await page.goto("/en/recipe/americano");
    await expect(page.getByText("You still need:")).toBeVisible();
    await axe();

    // The bar is remembered: the filter form starts from it.
    await page.goto("/en/recipe/filter");
    await expect(page.getByText("3 ingredients chosen")).toBeVisible();
  });

  test("a filter nothing matches offers a higher tolerance", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/en/recipe/filter");
    await choose(page, ["Salt"], javaScriptEnabled);
    await page.getByRole("radio", { name: "Only the ingredients given" }).check();
    await page.getByRole("button", { name: "Find recipes" }).click();
    await expect(page.getByRole("heading", { name: "Nothing yet" })).toBeVisible();
    await page.getByRole("link", { name: "Search with a large shopping list" }).click();
    await expect(page).toHaveURL(/tolerance=high/);
  });

  test("a member saves the bar and finds it on the account page", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const email = `bar-${testInfo.project.name}-${Date.now()}@example.com`;
    await registerMember(page, email, "bar keeper password");
    await page.goto("/en/recipe/filter");
    await choose(page, ["Gin", "Lime juice"], javaScriptEnabled);
    await page.getByRole("button", { name: "Find recipes" }).click();
    await page.getByLabel("Name of the bar").fill("Home bar");
    await page.getByRole("button", { name: "Save bar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your bar “Home bar” has been saved." }),
    ).toBeVisible();
    await page.goto("/en/user/me");
    await page.getByRole("link", { name: "Your 1 saved bar" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Home bar" })).toBeVisible();
    await page.getByLabel("New name for Home bar").fill("");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("region", { name: /There is 1 problem/ })).toBeFocused();
    await page.getByLabel("New name for Home bar").fill("Garden bar");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The bar is now called “Garden bar”." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete bar Garden bar" }).click();
    await expect(page.getByText("No bar created yet.")).toBeVisible();
  });
});

test.describe("ratings", () => {
  test("visitors are asked to log in; a member rates a recipe", async ({ page, axe }, testInfo) => {
    test.slow();
    await page.goto("/en/recipe/daiquiri");
    const section = page.getByRole("region", { name: "Rate" });
    await expect(section.getByText("Please log in to use this function")).toBeVisible();
    await registerMember(
      page,
      `rater-${testInfo.project.name}-${Date.now()}@example.com`,
      "rating member password",
    );
    await page.goto("/en/recipe/daiquiri");
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Save rating" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your rating!" })).toBeVisible();
    await expect(page.getByText("Your rating: 4 stars")).toBeVisible();
    await axe();
  });
});
