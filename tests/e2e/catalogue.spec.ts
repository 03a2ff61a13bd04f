import { expect, searchBox, test } from "./fixtures";

test.describe("catalogue journeys", () => {
  test("home → explorer → recipe", async ({ page, visit, axe }) => {
    await visit("/en");
    const explorer = page.getByRole("region", { name: "Explore recipes" });
    await explorer.getByRole("link", { name: /^Gin/ }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/list\?base=gin$/);
    await expect(page.getByRole("combobox", { name: "Base" })).toHaveValue("gin");
    // the page says what it shows
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes: Gin");
    await expect(page).toHaveTitle(/^Recipes: Gin/);
    await axe();
    // the first card of the list, whatever the catalogue holds: its page has its name
    const first = page.locator(".card").first().getByRole("link").first();
    const name = ((await first.textContent()) ?? "").trim();
    expect(name).not.toBe("");
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  });

  test("search with a typo → Did you mean → recipe", async ({ page, axe }) => {
    await page.goto("/de");
    await searchBox(page, "Rezepte durchsuchen").fill("negorni");
    await page.getByRole("button", { name: "Suchen" }).first().click();
    await expect(page).toHaveURL(/\/de\/search\?q=negorni/);
    await expect(page.getByText(/^Meintest du negroni\?$/)).toBeVisible();
    await expect(page.getByText("Ergebnisse für „negroni“.")).toBeVisible();
    await axe();
    await page.getByRole("link", { name: "negroni", exact: true }).click();
    await expect(page).toHaveURL(/q=negroni$/);
    await page.getByRole("main").getByRole("link", { name: "Negroni", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negroni");
  });

  test("search for a spirit shows the recipes first, then the brands' products; a name match needs no note", async ({
    page,
    visit,
  }) => {
    await visit("/en/search?q=gin");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(["Recipes", "Brands and products"]);
    await expect(page.getByText("Matched by name", { exact: true })).toHaveCount(0);
  });

  test("search by ingredient says why a recipe matched", async ({ page, visit }) => {
    await visit("/en/search?q=Limette");
    await expect(page.getByText(/results?$/).first()).toBeVisible();
    await expect(page.getByText("Matched by ingredient: Lime juice").first()).toBeVisible();
  });

  test("no results suggest categories", async ({ page, visit }) => {
    await visit("/en/search?q=qqqzzzz");
    await expect(page.getByRole("heading", { name: "Nothing found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Tiki" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tiki");
  });

  test("list sorted by rating descending → page 2", async ({ page, visit, axe, javaScriptEnabled }) => {
    await visit("/en/recipe/list");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Best rated first" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/sort=rating|order=rating-desc/);
    // the change is heard: the status names the order, not only the count
    await expect(page.getByRole("status").filter({ hasText: /recipes\. Best rated first\./ })).toBeVisible();
    const firstOnPageOne = await page.locator(".card__title").first().textContent();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Page 2 of")).toBeVisible();
    await expect(page.locator(".card__title").first()).not.toHaveText(firstOnPageOne ?? "");
    await axe();
  });

  test("filters by base and ingredient, applied at once with JavaScript, removed by their chips", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/list");
    const ingredient = page.getByRole("combobox", { name: "Ingredient" });
    // as a keyboard user chooses: focus on the menu, then a choice
    await page.getByRole("combobox", { name: "Base" }).focus();
    await page.getByRole("combobox", { name: "Base" }).selectOption({ label: "Whiskey" });
    if (javaScriptEnabled) {
      // no button to find: the list follows the menu, and focus stays on it
      await expect(page.getByRole("button", { name: "Show" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes: Whiskey");
      await expect(page.getByRole("combobox", { name: "Base" })).toBeFocused();
    }
    await ingredient.focus();
    await ingredient.selectOption({ label: "Sweet vermouth" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes: Whiskey · Sweet vermouth");
    await expect(page).toHaveTitle(/Recipes: Whiskey · Sweet vermouth/);
    if (javaScriptEnabled) {
      await expect(ingredient).toBeFocused();
      await expect(page).toHaveURL(/\?base=whiskey&ingredient=sweet-vermouth$/);
    }
    await expect(page.getByRole("status").filter({ hasText: /^\d+ recipes\. Name A–Z\.$/ })).toBeVisible();
    const cards = page.locator(".card__title");
    await expect(cards.filter({ hasText: /^Manhattan$/ })).toBeVisible();
    await expect(cards.filter({ hasText: /^Negroni$/ })).toHaveCount(0);
    // the filters in force are chips; one removes its filter, and the form follows
    const chips = page.getByRole("list", { name: "Filters in use" });
    for (const name of ["Whiskey – remove filter", "Sweet vermouth – remove filter", "Reset filters"]) {
      await expect(chips.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await chips.getByRole("link", { name: "Sweet vermouth – remove filter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes: Whiskey");
    await expect(ingredient).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Base" })).toHaveValue("whiskey");
    await expect(page.getByRole("list", { name: "Filters in use" })).toHaveCount(1);
    await page
      .getByRole("list", { name: "Filters in use" })
      .getByRole("link", { name: /Whiskey/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All recipes");
    await expect(page.getByRole("list", { name: "Filters in use" })).toHaveCount(0);
  });

  test("German list: the ingredient menu and chips speak German, each menu fits a phone", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await visit("/de/recipe/list?ingredient=sweet-vermouth&without=egg");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezepte: Roter Wermut · ohne Ei");
    await expect(page.getByRole("combobox", { name: "Zutat" })).toHaveValue("sweet-vermouth");
    const chips = page.getByRole("list", { name: "Aktive Filter" });
    for (const name of [
      "Roter Wermut – Filter entfernen",
      "ohne Ei – Filter entfernen",
      "Filter zurücksetzen",
    ]) {
      await expect(chips.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("status").filter({ hasText: /Rezepte\. Name A–Z\.$/ })).toBeVisible();
    // on a phone each menu takes the full width, so a choice like "Roter Wermut" is not cut off
    for (const select of await page.locator(".filters select").all()) {
      const box = await select.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(240);
    }
  });

  test("servings by stepper links, units by a GET form", async ({ page, visit, axe, javaScriptEnabled }) => {
    await visit("/de/recipe/negroni");
    await expect(page.getByText("3 cl").first()).toBeVisible();
    for (const n of [2, 3, 4]) {
      await page.getByRole("link", { name: "Ein Drink mehr" }).click();
      await expect(page).toHaveURL(new RegExp(`servings=${n}`));
    }
    await page.getByRole("radio", { name: "ml" }).check();
    // With JavaScript choosing a unit applies it at once; without, the form's button sends it.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Umrechnen" }).click();
    await expect(page).toHaveURL(/servings=4&unit=ml/);
    await expect(page.getByText("Für 4 Drinks")).toBeVisible();
    // the stepper's live value is heard as "4 Drinks", not a bare number
    await expect(page.locator(".stepper__value")).toHaveAttribute("aria-live", "polite");
    await expect(page.locator(".stepper__value .visually-hidden")).toHaveText("4 Drinks");
    await expect(page.getByText("120 ml").first()).toBeVisible();
    await axe();
    await page.getByRole("radio", { name: "oz" }).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Umrechnen" }).click();
    await expect(page.getByText("4 oz").first()).toBeVisible();
  });

  test("the stepper and the unit keep focus: the 12th drink, and two arrow presses through the units", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      "without JavaScript every step is a new page, which starts at the ingredients",
    );
    await visit("/en/recipe/negroni?servings=11");
    await page.waitForLoadState("networkidle");
    const more = page.getByRole("link", { name: "One drink more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/servings=12/);
    await expect(page.locator(".stepper__value .visually-hidden")).toHaveText("12 drinks");
    // the end of the range: the same control, unavailable, and still where focus was
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(more).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/servings=12/);
    // units: each arrow press applies, and the next one is not lost
    const cl = page.getByRole("radio", { name: "cl" });
    await cl.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/unit=ml/);
    await expect(page.getByRole("radio", { name: "ml" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/unit=oz/);
    await expect(page.getByRole("radio", { name: "oz" })).toBeFocused();
    await expect(page.getByRole("radio", { name: "oz" })).toBeChecked();
  });

  test("the personal generator answers its form", async ({ page, visit }) => {
    await visit("/en");
    const generator = page.getByRole("region", { name: "Your personal cocktail" });
    await generator.getByRole("combobox", { name: "Base" }).selectOption("gin");
    await generator.getByRole("combobox", { name: "Taste" }).selectOption("sour");
    await generator.getByRole("button", { name: "Suggest a drink" }).click();
    await expect(page.getByRole("heading", { name: "Our suggestion" })).toBeVisible();
    const first = await generator.locator(".card__title").textContent();
    await generator.getByRole("link", { name: "Show another suggestion" }).click();
    await expect(generator.locator(".card__title")).not.toHaveText(first ?? "");
  });

  test("groups are listed and each has its page", async ({ page, visit }) => {
    await visit("/de/recipe-group");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezeptgruppen");
    await page.getByRole("main").getByRole("link", { name: "Sours" }).click();
    await expect(page).toHaveURL(/\/de\/recipe-group\/sours$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sours");
  });

  test("an unknown recipe is a 404 page", async ({ page }) => {
    const res = await page.goto("/en/recipe/no-such-drink");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("the search box suggests recipes as you type", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the box is a plain search form");
    await page.goto("/en");
    const box = page.getByRole("combobox", { name: "Search recipes" });
    await box.fill("marg");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/recipe\/.*margarita/);
  });
});
