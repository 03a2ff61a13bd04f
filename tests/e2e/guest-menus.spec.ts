import { expect, expectAccessible, registerMember, test } from "./fixtures";

// A member's menu for guests, as a member meets it: a saved bar, "Make a menu for guests" on the saved bars
// page, chosen drinks in a section with a note, the link for guests with its QR code; a visitor without an
// account opens it and sees per drink what goes in, strength and whether it is available now, and no owner;
// the member takes a bottle out of the bar and the drink is marked as not available; the link revoked is
// 404. Then every drink the bar makes now, and the German pages.

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

async function saveHomeBar(page: import("@playwright/test").Page, name: string, lang: "en" | "de") {
  await page.goto(`/${lang}/recipe/filter`);
  await page
    .getByRole("link", { name: lang === "en" ? "A basic home bar" : "Eine einfache Hausbar" })
    .click();
  const save = page.getByRole("region", { name: lang === "en" ? "Save this bar" : "Diese Bar speichern" });
  await save.getByLabel(lang === "en" ? "Name of the bar" : "Name der Bar").fill(name);
  await save.getByRole("button", { name: lang === "en" ? "Save bar" : "Bar speichern" }).click();
  // saved once the toast says so: a page opened before that would not have the bar yet
  await expect(toast(page, name)).toBeVisible();
}

test.describe("menus for guests", () => {
  test("chosen drinks, a link for guests, availability that follows the bar, revoked", async ({
    page,
    browser,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `host-${tag}@example.com`, "host member password");
    await saveHomeBar(page, "Home bar", "en");
    await expect(toast(page, "Your bar “Home bar” has been saved.")).toBeVisible();

    await page.goto("/en/user/bars");
    await page.getByRole("link", { name: "Make a menu for guests from Home bar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu for guests: Home bar");
    await axe();
    await page.getByLabel("Title (optional)").fill("Friday night");
    await page.getByLabel("Drinks I choose, in sections with notes").check();
    await page.getByRole("button", { name: "Make the menu" }).click();
    await expect(toast(page, "The menu for guests is made.")).toBeVisible();

    // a mistake is answered in place: a section needs a title
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByText("Please enter a title in at least one language.").first()).toBeVisible();
    await axe();
    await page.getByLabel("Title (English)").fill("Sours");
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(toast(page, "Section “Sours” added.")).toBeVisible();
    for (const drink of ["Daiquiri", "Negroni"]) {
      await page.getByLabel("Drink name").fill(drink);
      await page.getByRole("button", { name: "Find drinks" }).click();
      await page.getByRole("button", { name: `Add ${drink} to Sours` }).click();
      await expect(toast(page, `${drink} is now in “Sours”.`)).toBeVisible();
    }
    await expect(page.getByText("Of the chosen drinks, the bar makes 1 right now.")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 4, name: /^Negroni \(.*Not available right now\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: /^Daiquiri \(Place \d of 2\)$/ })).toBeVisible();
    await page.getByLabel("Note (English)").first().fill("Our house sour");
    await page.getByRole("button", { name: "Save Daiquiri" }).click();
    await expect(toast(page, "Daiquiri saved.")).toBeVisible();
    // no prices on a menu for guests
    await expect(page.getByLabel("Price (e.g. 12.90)")).toHaveCount(0);
    await axe();

    await page.getByRole("button", { name: "Share by link" }).click();
    await expect(toast(page, "Guests can now open the menu by its link.")).toBeVisible();
    const link = await page.getByLabel("Link for guests").inputValue();
    expect(link).toMatch(/\/en\/guest-menu\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("img", { name: /^QR code: link to this menu/ })).toBeVisible();
    await axe();

    const visitor = await browser.newContext({ javaScriptEnabled });
    const guest = await visitor.newPage();
    const opened = await guest.goto(new URL(link).pathname);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Friday night");
    const daiquiri = guest.locator(".menu-item").filter({ hasText: "Daiquiri" });
    const negroni = guest.locator(".menu-item").filter({ hasText: "Negroni" });
    await expect(daiquiri.getByText("Our house sour")).toBeVisible();
    await expect(daiquiri.locator(".menu-item__abv")).toHaveText(
      /% vol, [\d.]+ standard drinks? \(UK units\)/,
    );
    await expect(daiquiri.locator(".menu-item__ingredients")).toContainText(/rum/i);
    await expect(daiquiri.getByText("Not available right now")).toHaveCount(0);
    await expect(negroni.getByText("Not available right now")).toBeVisible();
    await expect(guest.getByText("Home bar")).toHaveCount(0);
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(guest.getByRole("img", { name: /^QR code/ })).toBeVisible();
    await guest.getByRole("link", { name: "Only drinks available now" }).click();
    await expect(guest.getByText("1 of 2 drinks are available now.")).toBeVisible();
    await expect(guest.locator(".menu-item")).toHaveCount(1);
    await expectAccessible(guest, javaScriptEnabled);

    // the member takes the rum out of the saved bar: the daiquiri is marked as not available
    await page.goto("/en/user/bars");
    await page.getByRole("link", { name: "What “Home bar” can make" }).click();
    const removeRum = page
      .getByRole("region", { name: "Your bar" })
      .getByRole("link", { name: /^Remove White rum/i });
    await removeRum.click();
    // the bar without rum is on the page before it is saved (the save form is on both pages)
    await expect(removeRum).toHaveCount(0);
    const save = page.getByRole("region", { name: "Save this bar" });
    await save.getByRole("combobox", { name: "Saved bar" }).selectOption({ label: "Home bar" });
    await save.getByRole("button", { name: "Update bar" }).click();
    await expect(toast(page, "“Home bar” now holds these ingredients.")).toBeVisible();
    await guest.goto(new URL(link).pathname);
    await expect(daiquiri.getByText("Not available right now")).toBeVisible();
    await expect(guest.getByText("0 of 2 drinks are available now.")).toHaveCount(0);

    // revoked: the link is gone at once
    await page.goto("/en/user/bars");
    await expect(page.getByText("shared by link")).toBeVisible();
    await page.getByRole("link", { name: "Menu for guests from Home bar" }).click();
    await page.getByRole("button", { name: "Stop sharing" }).click();
    await expect(toast(page, "The link no longer works.")).toBeVisible();
    expect((await guest.goto(new URL(link).pathname))?.status()).toBe(404);
    await visitor.close();

    await page.getByRole("button", { name: "Delete the menu for guests from Home bar" }).click();
    await expect(page).toHaveURL(/\/en\/user\/bars$/);
    await expect(toast(page, "The menu for guests is deleted. The bar stays.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Make a menu for guests from Home bar" })).toBeVisible();
  });

  test("in German: every drink the bar makes now", async ({
    page,
    browser,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `gastgeber-${tag}@example.com`, "gastgeber member password");
    await saveHomeBar(page, "Hausbar", "de");
    await page.goto("/de/user/bars");
    await page.getByRole("link", { name: "Karte für Gäste aus Hausbar machen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Karte für Gäste: Hausbar");
    await expect(
      page.getByLabel("Alle Drinks, die diese Bar jetzt macht: die Liste folgt der Bar"),
    ).toBeChecked();
    await page.getByRole("button", { name: "Karte machen" }).click();
    await expect(toast(page, "Die Karte für Gäste ist gemacht.")).toBeVisible();
    await expect(page.getByText(/^Diese Bar macht gerade \d+ Drinks?\./)).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Per Link teilen" }).click();
    const link = await page.getByLabel("Link für Gäste").inputValue();
    expect(link).toMatch(/\/de\/guest-menu\/[A-Za-z0-9_-]{32}$/);
    await axe();
    const visitor = await browser.newContext({ javaScriptEnabled });
    const guest = await visitor.newPage();
    await guest.goto(new URL(link).pathname);
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Drinks");
    await expect(guest.getByRole("heading", { level: 2 })).toHaveText("Gerade zu haben");
    await expect(guest.locator(".menu-item__abv").first()).toHaveText(
      /(% vol, [\d,]+ Standardgl(as|äser) \(Deutschland\)|alkoholfrei)/,
    );
    await expect(guest.getByText("Gerade nicht zu haben")).toHaveCount(0);
    await expectAccessible(guest, javaScriptEnabled);
    await visitor.close();
  });
});
