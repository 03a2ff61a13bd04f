import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The party planner: from a recipe's "Plan a party" link to a plan for the guests, with JavaScript on and
// off (a GET form either way); a bad number comes back as a localized error; one journey in German.

/** Screenshots for a designer's look, when SCREENSHOT_DIR is set: at phone and laptop size, whole page. */
async function screenshots(page: Page, name: string, project: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir || project !== "js") return;
  fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}x${height}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: path.join(dir, `${name}-print.png`), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  if (before) await page.setViewportSize(before);
}

test.describe("party planner", () => {
  test("recipe → plan a party → guests and drinks per guest → shopping list", async ({ page, axe }) => {
    await page.goto("/en/recipe/negroni");
    await page.getByRole("link", { name: "Plan a party with this drink" }).click();
    await expect(page).toHaveURL(/\/en\/plan\?d=negroni$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Party planner");
    await axe();

    await page.getByLabel("Guests", { exact: true }).fill("10");
    await page.getByLabel("Drinks per guest").fill("2");
    await page.getByRole("button", { name: "Update the plan" }).click();
    await expect(page).toHaveURL(/guests=10&per=2/);
    await expect(page.getByText("20 drinks in all for 10 guests")).toBeVisible();

    const list = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "To buy" }) });
    await expect(list.getByRole("row", { name: /^Gin .*60 cl.*1 bottle of 70 cl/ })).toBeVisible();
    await expect(list.getByRole("row", { name: /^Campari .*60 cl.*1 bottle of 70 cl/ })).toBeVisible();
    await expect(list.getByRole("row", { name: /^Sweet vermouth .*60 cl.*1 bottle of 75 cl/ })).toBeVisible();
    await expect(page.getByText("5 kg of ice.")).toBeVisible();
    await expect(page.getByText("20 × Half an orange slice")).toBeVisible();
    await expect(page.getByText(/Add 36 cl of cold water \(20 %\)/)).toBeVisible();
    await axe();
  });

  test("several drinks, a fixed count, taking a drink out, the bar's marks", async ({
    page,
    axe,
  }, testInfo) => {
    // A bar with gin: the virtual bar's results remember it in the bar cookie, and the plan marks gin.
    const picker = await (await page.request.get("/en/recipe/filter?q=gin")).text();
    const gin = /name="i" value="(\d+)"[^>]*>\s*<span>Gin</.exec(picker)?.[1];
    expect(gin, "the picker offers gin").toBeTruthy();
    await page.goto(`/en/recipe/filter-result?i=${gin}`);
    await page.goto("/en/plan?d=negroni&guests=12&per=2");
    // more drinks by their names: typed in any case, added to the plan, the party kept
    for (const name of ["daiquiri", "Mojito"]) {
      await page.getByRole("searchbox", { name: "Add a drink" }).fill(name);
      await page.getByRole("button", { name: "Add to the plan" }).click();
      await expect(page.getByRole("checkbox", { name: new RegExp(`^${name}$`, "i") })).toBeChecked();
    }
    await expect(page).toHaveURL(/\?d=negroni&d=daiquiri&d=mojito&guests=12&per=2$/);
    await expect(page.getByText("24 drinks in all for 12 guests")).toBeVisible();
    await page.getByLabel("How many Daiquiri").fill("4");
    await page.getByRole("button", { name: "Update the plan" }).click();
    await expect(page).toHaveURL(/\?d=negroni&d=daiquiri&d=mojito&guests=12&per=2&n\.daiquiri=4$/);
    await expect(page.getByRole("row", { name: /^Daiquiri 4 / })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Negroni 10 / })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Mojito 10 / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Daiquiri (4 drinks)" })).toBeVisible();
    await expect(page.getByText(/Add fresh when mixing: Lime juice/)).toBeVisible();
    // taking a drink out of the plan: untick it
    await page.getByRole("checkbox", { name: "Mojito" }).uncheck();
    await page.getByRole("button", { name: "Update the plan" }).click();
    await expect(page).toHaveURL(/\/en\/plan\?d=negroni&d=daiquiri&guests=12&per=2&n\.daiquiri=4$/);
    await expect(page.getByRole("row", { name: /^Negroni 20 / })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Gin .*You have it$/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Campari .*Not in your bar$/ })).toBeVisible();
    await axe();
    await page.emulateMedia({ colorScheme: "dark" });
    await axe();
    await page.emulateMedia({ colorScheme: "light" });
    await screenshots(page, "plan-en", testInfo.project.name);
  });

  test("a junk number comes back as a localized error with a 400", async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    await page.goto("/en/plan?d=negroni");
    await page.getByLabel("Guests", { exact: true }).fill("lots");
    await page.getByRole("button", { name: "Update the plan" }).click();
    await expect(page).toHaveURL(/guests=lots/);
    const summary = page.getByRole("region", { name: "There is 1 problem with this form" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText(
      "Guests: Enter the number of guests as a whole number from 0 to 500.",
    );
    await expect(page.getByLabel("Guests", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("drinks in all")).toHaveCount(0);
    await axe();
    if (!javaScriptEnabled) {
      const response = await page.request.get("/en/plan?d=negroni&guests=lots");
      expect(response.status()).toBe(400);
    }
  });

  test("auf Deutsch: vom Rezept zur Einkaufsliste", async ({ page, axe }, testInfo) => {
    await page.goto("/de/recipe/negroni");
    await page.getByRole("link", { name: "Eine Party mit diesem Drink planen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partyplaner");
    await page.getByLabel("Gäste", { exact: true }).fill("8");
    await page.getByLabel("Drinks pro Gast").fill("3");
    await page.getByRole("button", { name: "Plan aktualisieren" }).click();
    await expect(page.getByText("24 Drinks insgesamt für 8 Gäste")).toBeVisible();
    // 24 × 3 cl = 72 cl: two bottles of gin (70 cl), one of vermouth (75 cl)
    await expect(page.getByRole("row", { name: /^Gin .*72 cl.*2 Flaschen à 70 cl/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Roter Wermut .*72 cl.*1 Flasche à 75 cl/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Einkaufsliste" })).toBeVisible();
    await axe();
    await screenshots(page, "plan-de", testInfo.project.name);
  });
});
