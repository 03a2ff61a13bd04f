import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The journey the README shows, walked by clicking as a first-time visitor would. With README_SCREENSHOTS
// set to a directory (`npm run screenshots`), the JavaScript run also writes the README's pictures there.
const SHOTS = process.env.README_SCREENSHOTS;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!SHOTS || !javaScriptEnabled) return;
  // no caret or focus ring in a picture meant for reading
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a first-time visitor goes from a picture on the home page to the drink, then to what a starter bar makes", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/en");
  const mosaic = page.locator(".hero-mosaic a");
  expect(await mosaic.count()).toBeGreaterThanOrEqual(4);
  // every tile shows a drawing of its drink
  await expect(mosaic.first().locator("svg")).toBeVisible();
  await shoot(page, "home-desktop", javaScriptEnabled);

  await page.setViewportSize(PHONE);
  const first = mosaic.first();
  const name = (await first.textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".recipe-header .drink-picture svg")).toBeVisible();
  await shoot(page, "recipe-phone", javaScriptEnabled);

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Virtual bar" })
    .click();
  await page.getByRole("link", { name: "A basic home bar" }).click();
  const answer = page.getByRole("status").filter({ hasText: /You can make \d+ drinks? now\./ });
  await expect(answer).toBeVisible();
  // the drinks it can make are cards with their pictures
  await expect(page.locator(".cards .drink-picture svg").first()).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await answer.evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -24);
  });
  await shoot(page, "bar-desktop", javaScriptEnabled);
});
