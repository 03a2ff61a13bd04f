import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, registerMember, test, toast } from "./fixtures";

// The offline worker runs here as it does for visitors (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A member's own cocktail book: favourites and private notes, with JavaScript and without, in English and
// German. axe scans the recipe page with its forms and the favourites page (with JavaScript).

const SHOTS = process.env.FAVOURITES_SHOTS_DIR ?? "/tmp/fav-shots";

/** The favourites page at phone and laptop width, whole page, for a designer's look. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // the toasts of the steps before close first, so they hide nothing of the page
  await expect(page.getByRole("region", { name: /^(Notifications|Benachrichtigungen)$/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  const before = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test.describe("a member's favourites and notes", () => {
  test("a visitor's press leads to the login page, which leads back to the recipe", async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const email = `back-${testInfo.project.name}-${Date.now()}@example.com`;
    await registerMember(page, email, "book keeper password");
    // signed out: a visitor with an account
    await context.clearCookies();
    await page.goto("/en/recipe/daiquiri");
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(page).toHaveURL(/\/en\/user\/login\?redirectTo=%2Fen%2Frecipe%2Fdaiquiri$/);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("book keeper password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/daiquiri$/);
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(toast(page, "Added to your favourites")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from favourites" })).toBeVisible();
  });

  test("a member keeps a drink the bar makes, notes it, finds it in Favourites and removes it", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await registerMember(
      page,
      `book-${testInfo.project.name}-${Date.now()}@example.com`,
      "book keeper password",
    );
    await page.goto("/en/user/me");
    await expect(page.getByText("No favourites yet.")).toBeVisible();

    // a bar, remembered in its cookie: the first drink it makes now
    await page.goto("/en/recipe/filter");
    await page.getByRole("link", { name: "A basic home bar" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    const makeable = page
      .getByRole("region", { name: /^You can make now/ })
      .locator(".card__title")
      .first();
    const name = (await makeable.textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await makeable.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(toast(page, "Added to your favourites")).toBeVisible();
    const remove = page.getByRole("button", { name: "Remove from favourites" });
    await expect(remove).toBeVisible();
    if (javaScriptEnabled) await expect(remove).toBeFocused();

    const note = page.getByRole("textbox", { name: "Private note" });
    await note.fill("Less syrup, a long lime twist.");
    if (javaScriptEnabled) await expect(page.getByText("30 of 1,000 characters")).toBeVisible();
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(toast(page, "Your note is saved")).toBeVisible();
    await expect(note).toHaveValue("Less syrup, a long lime twist.");
    await expect(page.getByRole("button", { name: "Delete note" })).toBeVisible();
    await axe();
    if (testInfo.project.name === "js") await screenshots(page, "recipe-with-note");

    // from the header's account link to the favourites page (the navigation row keeps its four links, so
    // it fits a phone)
    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await page.getByRole("link", { name: /^Your \d+ favourites?$/ }).click();
    await expect(page).toHaveURL(/\/en\/user\/favourites$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    const card = page.locator(".card").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("You can make this now")).toBeVisible();
    await expect(card.getByRole("definition").first()).toBeVisible();
    await expect(card.getByText("Strength", { exact: true })).toBeVisible();
    await expect(card.getByText("Less syrup, a long lime twist.")).toBeVisible();
    await axe();
    if (testInfo.project.name === "js") await screenshots(page, "favourites");

    // sorted by name: a GET form
    await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/en\/user\/favourites\?sort=name$/);
    await expect(card).toHaveCount(1);

    // also reached from the account page
    await page.goto("/en/user/me");
    await page.getByRole("link", { name: "Your 1 favourite" }).click();
    await expect(page).toHaveURL(/\/en\/user\/favourites$/);

    await page.getByRole("button", { name: `Remove from favourites: ${name}` }).click();
    await expect(toast(page, "Removed from your favourites")).toBeVisible();
    await expect(page.getByText("You have no favourites yet.")).toBeVisible();
    await axe();
    if (testInfo.project.name === "js") await screenshots(page, "favourites-empty");
  });

  test("a member keeps a drink from a recipe card in the list and in German search, and takes it back", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await registerMember(
      page,
      `cards-${testInfo.project.name}-${Date.now()}@example.com`,
      "book keeper password",
    );
    await page.goto("/en/recipe/list?sort=name");
    // The button's code is a chunk of its own: pressed before it is there, the form posts as it does without
    // JavaScript and a new page comes back (focus at its start). A person reads first; the test waits.
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const first = page.locator(".card").first();
    const name = ((await first.locator(".card__title").textContent()) ?? "").trim();
    await first.getByRole("button", { name: `Add to favourites: ${name}` }).click();
    await expect(toast(page, "Added to your favourites")).toBeVisible();
    // the same page, the same order; the button now takes it back (and keeps focus with JavaScript)
    await expect(page).toHaveURL(/\/en\/recipe\/list\?sort=name$/);
    const remove = first.getByRole("button", { name: `Remove from favourites: ${name}` });
    await expect(remove).toBeVisible();
    if (javaScriptEnabled) await expect(remove).toBeFocused();
    await axe();
    if (testInfo.project.name === "js") await screenshots(page, "list-with-hearts");
    await page.goto("/en/user/favourites");
    await expect(page.locator(".card").filter({ hasText: name })).toHaveCount(1);

    // in German, from the search results: the same drink is marked as a favourite
    await page.goto(`/de/search?q=${encodeURIComponent(name)}`);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const hit = page.locator(".card").filter({ has: page.getByRole("link", { name, exact: true }) });
    await hit.getByRole("button", { name: `Aus Favoriten entfernen: ${name}` }).click();
    await expect(toast(page, "Aus deinen Favoriten entfernt")).toBeVisible();
    await expect(page).toHaveURL(/\/de\/search\?q=/);
    await expect(hit.getByRole("button", { name: `Zu Favoriten hinzufügen: ${name}` })).toBeVisible();
    await axe();
    await page.goto("/de/user/favourites");
    await expect(page.getByText("Du hast noch keine Favoriten.", { exact: false })).toBeVisible();
  });

  test("in German: a note too long is refused with a German message, then kept, and the drink is listed", async ({
    page,
    axe,
  }, testInfo) => {
    test.slow();
    await registerMember(
      page,
      `buch-${testInfo.project.name}-${Date.now()}@example.com`,
      "book keeper password",
    );
    await page.goto("/de/recipe/negroni");
    await page.getByRole("button", { name: "Zu Favoriten hinzufügen" }).click();
    await expect(toast(page, "Zu deinen Favoriten hinzugefügt")).toBeVisible();
    await expect(page.getByRole("button", { name: "Aus Favoriten entfernen" })).toBeVisible();

    const note = page.getByRole("textbox", { name: "Private Notiz" });
    await note.fill("x".repeat(1001));
    await page.getByRole("button", { name: "Notiz speichern" }).click();
    await expect(page.getByText("Eine Notiz darf höchstens 1.000 Zeichen lang sein.").first()).toBeVisible();
    await expect(note).toHaveAttribute("aria-invalid", "true");
    await note.fill("Mit Orangenzeste, nicht Zitrone.");
    await page.getByRole("button", { name: "Notiz speichern" }).click();
    await expect(toast(page, "Deine Notiz ist gespeichert")).toBeVisible();
    await axe();

    await page.getByRole("banner").getByRole("link", { name: "Mein Konto" }).click();
    await page.getByRole("link", { name: /^Deine? \d+ Favorit(en)?$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favoriten");
    const card = page
      .locator(".card")
      .filter({ has: page.getByRole("link", { name: "Negroni", exact: true }) });
    await expect(card.getByText("Mit Orangenzeste, nicht Zitrone.")).toBeVisible();
    await expect(card.getByText("Stärke", { exact: true })).toBeVisible();
    // no bar chosen yet: the page says where to choose one
    await expect(page.getByRole("link", { name: "Zur virtuellen Bar" })).toBeVisible();
    await axe();
    if (testInfo.project.name === "js") await screenshots(page, "favoriten-de");

    // removed on the recipe page: the second press
    await card.getByRole("link", { name: "Negroni", exact: true }).click();
    // on the recipe page (the favourites page has a remove button of that name too)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negroni");
    await page.getByRole("button", { name: "Aus Favoriten entfernen" }).click();
    await expect(toast(page, "Aus deinen Favoriten entfernt")).toBeVisible();
    await expect(page.getByRole("button", { name: "Zu Favoriten hinzufügen" })).toBeVisible();
  });
});
