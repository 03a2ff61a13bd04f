import type { Page } from "@playwright/test";
import { expect, expectAccessible, registerMember, test } from "./fixtures";

const line = (page: Page, n: number) => page.getByRole("group", { name: `Ingredient ${n}`, exact: true });

/** Picks a line's ingredient: a native select without JavaScript, the react-select search with it. */
async function fillLine(
  page: Page,
  n: number,
  ingredient: string,
  amount: string,
  javaScriptEnabled: boolean,
) {
  if (javaScriptEnabled) {
    const picker = line(page, n).getByRole("combobox", { name: "Ingredient", exact: true });
    // the native select stands in until react-select has loaded (after hydration); the search is an input
    await expect(picker).toHaveJSProperty("tagName", "INPUT");
    await picker.fill(ingredient);
    await page.getByRole("option", { name: ingredient, exact: true }).click();
  } else {
    await line(page, n).getByLabel("Ingredient", { exact: true }).selectOption({ label: ingredient });
  }
  await line(page, n).getByLabel("Amount").fill(amount);
}

test.describe("recipe authoring", () => {
  test("draft with three lines → remove one → reorder → publish → edit; a second tab gets a conflict", async ({
    page,
    context,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `author-${tag}@example.com`, "author member password");
    const name = `Garden Sour ${tag}`;

    await page.goto("/en/recipe/create");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New recipe");
    await page.getByRole("group", { name: "English" }).getByLabel("Name").fill(name);
    await page
      .getByRole("group", { name: "English" })
      .getByLabel("Method (one step per line)")
      .fill("Shake with ice\nStrain into a coupe");
    await page.getByRole("button", { name: "Add an ingredient" }).click();
    await expect(line(page, 3)).toBeVisible();
    await fillLine(page, 1, "Gin", "4,5", javaScriptEnabled);
    await fillLine(page, 2, "Simple syrup", "1,5", javaScriptEnabled);
    await fillLine(page, 3, "Lime juice", "2.5", javaScriptEnabled);
    // the gin line accepts vodka as well ("Gin or Vodka"): a list button like "Add an ingredient"
    await page.getByRole("button", { name: "Add an alternative to ingredient 1" }).click();
    const alternative = line(page, 1).getByLabel("Or instead (alternative 1)");
    await expect(alternative).toBeVisible();
    if (javaScriptEnabled) {
      await alternative.fill("Vodka");
      await page.getByRole("option", { name: "Vodka", exact: true }).click();
    } else {
      await alternative.selectOption({ label: "Vodka" });
    }
    await axe();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/edit\/\d+$/);
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    const editUrl = page.url();
    await axe();

    await page.getByRole("button", { name: "Remove ingredient 2" }).click();
    await expect(line(page, 3)).toHaveCount(0);
    await page.getByRole("button", { name: "Move ingredient 2 up" }).click();
    if (javaScriptEnabled) {
      await expect(line(page, 1)).toContainText("Lime juice");
    } else {
      await expect(line(page, 1).locator("select").first().locator("option:checked")).toHaveText(
        "Lime juice",
      );
    }
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("status").filter({ hasText: "Recipe published." })).toBeVisible();
    const items = page.locator(".ingredient-list li");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Lime juice");
    await expect(items.nth(1)).toContainText("Gin or Vodka");
    await expect(page.getByText("Not yet translated")).toHaveCount(0);

    // edit in two tabs: the first save wins, the second sees a conflict and keeps what it typed
    const other = await context.newPage();
    await other.goto(editUrl);
    await page.goto(editUrl);
    await page.getByRole("group", { name: "English" }).getByLabel("Description").fill("Bright and tart.");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByText("Bright and tart.")).toBeVisible();
    await other
      .getByRole("group", { name: "English" })
      .getByLabel("Description")
      .fill("From the second tab.");
    await other.getByRole("button", { name: "Publish changes" }).click();
    await expect(
      other.getByRole("heading", { name: "Someone saved this recipe in the meantime" }),
    ).toBeVisible();
    await expect(other.getByRole("group", { name: "English" }).getByLabel("Description")).toHaveValue(
      "From the second tab.",
    );
    await expect(other.locator(".conflict")).toContainText("Bright and tart.");
    if (javaScriptEnabled) await expectAccessible(other, true);
    await page.goto("/en/recipe/draft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My recipes");
    await axe();
  });

  test("a recipe named like a draft keeps its first slug: publish, edit from its page, save twice, find it", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `beer-${tag}@example.com`, "draft beer password");
    const name = `Draft Beer Flip ${tag}`;
    // from the account page, as an author would get there
    await page.goto("/en/user/me");
    await page.getByRole("link", { name: "Write a recipe" }).click();
    await page.getByRole("group", { name: "English" }).getByLabel("Name").fill(name);
    await page
      .getByRole("group", { name: "English" })
      .getByLabel("Method (one step per line)")
      .fill("Shake hard with ice\nStrain into a glass");
    await fillLine(page, 1, "Gin", "4", javaScriptEnabled);
    await fillLine(page, 2, "Simple syrup", "2", javaScriptEnabled);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/en\/recipe\/draft-beer-flip-/);
    const firstUrl = page.url();

    for (const description of ["Foamy and strong.", "Foamy, strong and cold."]) {
      await page.getByRole("link", { name: "Edit recipe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit recipe");
      await page.getByRole("group", { name: "English" }).getByLabel("Description").fill(description);
      await page.getByRole("button", { name: "Publish changes" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Recipe published." })).toBeVisible();
      await expect(page).toHaveURL(firstUrl);
      await expect(page.getByText(description)).toBeVisible();
    }
    await axe();

    await page.goto("/en/user/me");
    await page.getByRole("link", { name: "My recipes" }).click();
    const published = page.getByRole("region", { name: "Published" });
    await expect(published.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Drafts" }).getByText(name, { exact: true })).toHaveCount(
      0,
    );
    await published.getByRole("link", { name: `View ${name}` }).click();
    await expect(page).toHaveURL(firstUrl);
    await axe();

    // written in English only: the German page shows the English text, marked as English
    await page.goto(firstUrl.replace("/en/", "/de/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.getByText("Foamy, strong and cold.")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Noch nicht übersetzt", { exact: true })).not.toHaveAttribute("lang", /./);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("publishing an incomplete recipe: a summary first, focused, each error linked to its field and beside it", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await registerMember(
      page,
      `incomplete-${testInfo.project.name}-${Date.now()}@example.com`,
      "author member password",
    );
    await page.goto("/de/recipe/create");
    // the labels are German like the page; only what is typed in the English column is marked English
    await expect(page.locator("fieldset[lang]")).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Englisch" }).getByLabel("Name")).toHaveAttribute(
      "lang",
      "en",
    );
    await expect(page.getByRole("group", { name: "Deutsch" }).getByLabel("Name")).not.toHaveAttribute(
      "lang",
      /./,
    );
    if (javaScriptEnabled) {
      await page.waitForLoadState("networkidle");
      // the ingredient search speaks German, not react-select's English
      const picker = page
        .getByRole("group", { name: "Zutat 1", exact: true })
        .getByRole("combobox", { name: "Zutat", exact: true });
      await expect(picker).toHaveJSProperty("tagName", "INPUT");
      await picker.fill("qqqzzz");
      await expect(page.getByText("Keine Zutat mit diesem Namen.")).toBeVisible();
      await picker.fill("");
      await page.keyboard.press("Escape");
    }
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    const summary = page.getByRole("region", { name: /^Im Formular gibt es \d+ Probleme$/ });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    // on a German page the name and the steps are asked for in German
    const name = summary.getByRole("link", {
      name: "Deutsch – Name: Bitte gib einen Namen an (in mindestens einer Sprache).",
    });
    await expect(name).toBeVisible();
    await expect(
      summary.getByRole("link", { name: /^Zutaten: Ein Rezept braucht mindestens zwei Zutaten\.$/ }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", {
        name: /^Deutsch – Zubereitung.*: Bitte beschreibe mindestens einen Schritt\.$/,
      }),
    ).toBeVisible();
    // beside the field too, tied to it
    const germanName = page.getByRole("group", { name: "Deutsch" }).getByLabel("Name");
    await expect(germanName).toHaveAttribute("aria-invalid", "true");
    await expect(germanName).toHaveAccessibleDescription(
      "Bitte gib einen Namen an (in mindestens einer Sprache).",
    );
    await name.click();
    await expect(page).toHaveURL(/#.*nameDe$/);
    if (javaScriptEnabled) await expect(germanName).toBeFocused();
    await axe();

    // an English page asks for the English name
    await page.goto("/en/recipe/create");
    await page.getByRole("button", { name: "Publish" }).click();
    const english = page.getByRole("group", { name: "English" }).getByLabel("Name");
    await expect(english).toHaveAccessibleDescription("Please enter a name (in at least one language).");
    await expect(page.getByRole("group", { name: "German" }).getByLabel("Name")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("region", { name: /^There are \d+ problems with this form$/ })).toBeFocused();
  });

  test("a draft saves itself every 10 seconds", async ({ page, javaScriptEnabled }, testInfo) => {
    test.skip(!javaScriptEnabled, "autosave needs JavaScript; without it drafts are saved with the button");
    test.slow();
    await registerMember(
      page,
      `autosave-${testInfo.project.name}-${Date.now()}@example.com`,
      "author member password",
    );
    await page.goto("/en/recipe/create");
    await page.getByRole("group", { name: "English" }).getByLabel("Name").fill(`Autosaved ${Date.now()}`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/edit\/\d+$/);
    const editUrl = page.url();
    await page.clock.install();
    await page.goto(editUrl);
    await page.getByRole("group", { name: "English" }).getByLabel("Garnish").fill("Lime wheel");
    await page.clock.runFor(10_500);
    await expect(page.getByText(/Saved automatically at/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: "English" }).getByLabel("Garnish")).toHaveValue(
      "Lime wheel",
    );
  });
});
