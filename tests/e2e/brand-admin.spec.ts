import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, ingredientPicker, registerMember, test } from "./fixtures";
import { linkPath, waitForMail } from "./mail";

// A brand's first day: register the brand with its owner → choose the password from the mailed link → log in →
// the dashboard → add a
// product → it is on the brand page, in the bar picker and in search → invite someone, who accepts. With
// JavaScript on and off; axe scans every page the JavaScript run reaches.

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
    await page.screenshot({
      path: path.join(dir, `${name}-${project}-${width}x${height}.png`),
      fullPage: true,
    });
  }
  if (before) await page.setViewportSize(before);
}

/** Picks an ingredient in the bar picker: a checkbox without JavaScript, the searchable list with it. */
async function pickIngredient(page: Page, name: string, javaScriptEnabled: boolean) {
  // Options and found boxes are named with their section ("… Dry Gin, Spirits" / "… Dry Gin · Spirits").
  const named = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( ·|,) `);
  if (javaScriptEnabled) {
    await (await ingredientPicker(page)).fill(name);
    await page.getByRole("option", { name: named }).click();
  } else {
    await page.getByRole("searchbox", { name: "Find an ingredient" }).fill(name);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByRole("checkbox", { name: named }).check();
  }
}

test.describe("brand administration", () => {
  test("register a brand → confirm → dashboard → add a product → brand page, bar picker, search → invite a member", async ({
    page,
    browser,
    visit,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    // a long journey with an axe scan on every page: give it room on a busy machine
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const stamp = Date.now().toString(36);
    // one word nobody else uses, so search finds exactly this brand's bottle
    const word = `Quellhof${project === "js" ? "j" : "n"}${stamp}`;
    const brandName = `${word} Destille`;
    const productName = `${word} Dry Gin`;
    const email = `brand-${project}-${stamp}@example.com`;
    const password = "brand owner password";

    // the brand list leads to the registration
    await visit("/en/brand");
    await page
      .getByRole("link", { name: "Are you a brand? Register it and present your products here." })
      .click();
    await expect(page).toHaveURL(/\/en\/brand\/register$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register your brand");
    await axe();
    await screenshots(page, "brand-register", project);

    // a refused submission keeps what was typed and says what is wrong
    await page.getByLabel("Brand name").fill(brandName);
    await page.getByLabel("Website", { exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Register brand" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("region", { name: /problems with this form/ })).toBeFocused();
    await expect(page.getByLabel("Brand name")).toHaveValue(brandName);
    await expect(page.getByLabel("Website", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await screenshots(page, "brand-register-errors", project);
    await axe();

    await page.getByLabel("Website", { exact: true }).fill("https://quellhof.example");
    await page.getByLabel("Legal notice (imprint)").fill("https://quellhof.example/impressum");
    await page.getByLabel("First name").fill("Greta");
    await page.getByLabel("Last name").fill("Quell");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("I accept the terms of use and the privacy policy.").check();
    await page.getByRole("button", { name: "Register brand" }).click();
    await expect(page).toHaveURL(/\/en\/user\/register-confirm$/);

    // the mailed link: the owner of the address chooses the password, the brand goes live, and the dashboard
    // asks for the login, then opens
    const mail = await waitForMail(email, /confirm your brand registration/i);
    await page.goto(linkPath(mail.text, "/brand/register?token="));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your brand registration");
    await expect(page.getByText(brandName)).toBeVisible();
    await axe();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Repeat password").fill(password);
    await page.getByRole("button", { name: "Create account and publish brand" }).click();
    await expect(page).toHaveURL(/\/en\/user\/login\?redirectTo=/);
    await expect(page.getByRole("status").filter({ hasText: "your brand is live" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/brand\/[a-z0-9-]+\/manage$/);
    const slug = /\/brand\/([a-z0-9-]+)\/manage$/.exec(page.url())?.[1] ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brandName);
    await expect(page.getByText("Live: everyone can see this brand.")).toBeVisible();
    await expect(page.getByText(/No products yet/)).toBeVisible();
    await axe();

    // add a product
    await page.getByRole("link", { name: "Add product" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a product");
    await axe();
    await screenshots(page, "product-new", project);
    await page.getByLabel("Product name").fill(productName);
    await page.getByLabel("Kind of ingredient").selectOption({ label: "London dry gin" });
    await page.getByLabel("Alcohol by volume (%)").fill("43,5");
    await page.getByLabel("Bottle size (ml)").fill("700");
    await page.getByLabel("Price").fill("24,90");
    await page.getByLabel("Shop link").fill("https://quellhof.example/shop/gin");
    await page.getByLabel("Description (English)").fill("A dry gin with hop blossoms.");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/brand/${slug}/manage$`));
    await expect(page.getByRole("status").filter({ hasText: `${productName} added.` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "1 product" })).toBeVisible();
    await expect(page.getByText("London dry gin · €24.90")).toBeVisible();
    await screenshots(page, "brand-dashboard", project);
    await axe();

    // the product is on the brand page and has its own page
    await visit(`/en/brand/${slug}`);
    await page.getByRole("link", { name: productName }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await axe();

    // …in the bar picker, counting as a London dry gin
    await visit("/en/recipe/filter");
    await pickIngredient(page, productName, javaScriptEnabled);
    await page.getByRole("radio", { name: "Large shopping list" }).check();
    await page.getByRole("button", { name: "Find recipes" }).first().click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    await expect(page.getByText(`${productName} counts as`).first()).toBeVisible();

    // …and in search
    await visit(`/en/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("link", { name: productName })).toBeVisible();

    // invite a member; they register with that address and accept
    await page.goto(`/en/brand/${slug}/manage`);
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
    await axe();
    const guest = `guest-${project}-${stamp}@example.com`;
    await page.getByLabel("Their e-mail address").fill(guest);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${guest}.` })).toBeVisible();
    await expect(page.getByText(guest, { exact: true })).toBeVisible();
    await axe();
    await screenshots(page, "brand-team", project);

    const invitation = await waitForMail(guest, /invitation to the team of/i);
    const guestContext = await browser.newContext({ javaScriptEnabled });
    try {
      const guestPage = await guestContext.newPage();
      await registerMember(guestPage, guest, "guest member password");
      await guestPage.goto(linkPath(invitation.text, "/user/brand-invitation"));
      await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText("Invitation to a brand team");
      await expectAccessible(guestPage, javaScriptEnabled);
      await guestPage.getByRole("button", { name: "Accept invitation" }).click();
      await expect(guestPage).toHaveURL(new RegExp(`/en/brand/${slug}/manage$`));
      await expect(guestPage.getByText("You are a member of its team.")).toBeVisible();
      await expectAccessible(guestPage, javaScriptEnabled);
      await guestPage.goto("/en/user/me");
      await expect(guestPage.getByRole("link", { name: `Dashboard of ${brandName}` })).toBeVisible();
    } finally {
      await guestContext.close();
    }
    await page.reload();
    await expect(page.getByRole("heading", { name: "2 members" })).toBeVisible();

    // edit the product, then delete it in two steps
    await page.getByRole("link", { name: brandName }).click();
    await page.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await expect(page.getByLabel("Kind of ingredient").locator("option:checked")).toHaveText(
      "London dry gin",
    );
    await expect(page.getByLabel("Alcohol by volume (%)")).toHaveValue("43.5");
    await axe();
    await page.getByRole("link", { name: "Delete product …" }).click();
    await expect(page.getByRole("heading", { name: `Delete ${productName}?` })).toBeVisible();
    await expect(page.getByText("No recipe uses this product.")).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Delete product" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/brand/${slug}/manage$`));
    await expect(page.getByRole("status").filter({ hasText: `${productName} deleted` })).toBeVisible();
    await expect(page.getByText(/No products yet/)).toBeVisible();
  });
});
