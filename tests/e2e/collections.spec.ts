import { expect, registerMember, test } from "./fixtures";

// A member's collections, as a member meets them: from a recipe page into a new collection and then into it
// again, to the collections page from the account, the order, sharing by link (a visitor without an
// account opens it and sees no owner), revoking, deleting; a mistake answered in place; German texts.

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

test.describe("collections", () => {
  test("collect from recipe pages, order, share by link, revoke, delete", async ({
    page,
    browser,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `collector-${tag}@example.com`, "collector member password");
    const name = `Summer party ${tag}`;

    await page.goto("/en/recipe/negroni");
    // a click before the page's code is there posts the form as without JavaScript
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const keep = page.getByRole("region", { name: "Keep it in a collection" });
    // a member without collections starts with a new one
    await expect(keep.getByLabel("Collection", { exact: true })).toHaveValue("new");
    // a mistake is answered with the form and its error, nothing made
    await keep.getByRole("button", { name: "Add to collection" }).click();
    await expect(page.getByText("Please give the collection a name.").first()).toBeVisible();
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/en\/recipe\/negroni/);
    else await expect(page).toHaveURL(/\/en\/user\/collections$/);
    await axe();
    const form = page.locator("#collect-form");
    await form.getByLabel("Name of the new collection").fill(name);
    await form.getByRole("button", { name: "Add to collection" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/negroni#collect$/);
    await expect(toast(page, `Added to “${name}”.`)).toBeVisible();
    await expect(keep.getByText(`In your collections: ${name}`)).toBeVisible();

    await page.goto("/en/recipe/daiquiri");
    await expect(keep.getByLabel("Collection", { exact: true })).toHaveValue(/^\d+$/);
    await keep.getByRole("button", { name: "Add to collection" }).click();
    await expect(toast(page, `Added to “${name}”.`)).toBeVisible();

    // from the account page to the collection
    await page.goto("/en/user/me");
    await page.getByRole("link", { name: "Collections", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collections");
    await expect(page.getByText("2 recipes")).toBeVisible();
    await axe();
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const titles = page.locator(".card__title");
    await expect(titles).toHaveText(["Negroni", "Daiquiri"]);
    await page.getByRole("button", { name: "Move Daiquiri up" }).click();
    await expect(titles).toHaveText(["Daiquiri", "Negroni"]);
    await expect(page.getByRole("button", { name: "Move Negroni down" })).toHaveCount(0);
    await axe();
    // the collection's drinks, in its order, make a party plan
    await page.getByRole("link", { name: "Plan a party with these drinks" }).click();
    await expect(page).toHaveURL(/\/en\/plan\?d=daiquiri&d=negroni$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    // share by link: a visitor without an account opens it
    await page.getByRole("button", { name: "Share by link" }).click();
    await expect(toast(page, "The collection can now be opened by link.")).toBeVisible();
    const link = await page.getByLabel("Link to share").inputValue();
    expect(link).toMatch(/\/en\/collection\/[A-Za-z0-9_-]{32}$/);
    const visitor = await browser.newContext({ javaScriptEnabled });
    const guest = await visitor.newPage();
    const opened = await guest.goto(new URL(link).pathname);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(guest.locator(".card__title")).toHaveText(["Daiquiri", "Negroni"]);
    await expect(guest.getByText("Bar Keeper")).toHaveCount(0);
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // revoked: the link is gone at once
    await page.getByRole("button", { name: "Stop sharing" }).click();
    await expect(toast(page, "The link no longer works.")).toBeVisible();
    expect((await guest.goto(new URL(link).pathname))?.status()).toBe(404);
    await visitor.close();

    await page.getByRole("button", { name: `Delete “${name}”` }).click();
    await expect(page).toHaveURL(/\/en\/user\/collections$/);
    await expect(toast(page, `Collection “${name}” deleted.`)).toBeVisible();
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("in German, and shared pages photographed", async ({ page, browser, javaScriptEnabled }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `sammler-${tag}@example.com`, "sammler member password");
    await page.goto("/de/recipe/negroni");
    const keep = page.getByRole("region", { name: "In einer Sammlung behalten" });
    await keep.getByLabel("Name der neuen Sammlung").fill("Sommerfest");
    await keep.getByRole("button", { name: "Zur Sammlung hinzufügen" }).click();
    await expect(toast(page, "Zu „Sommerfest“ hinzugefügt.")).toBeVisible();
    for (const slug of ["americano", "spritz", "hugo"]) {
      await page.goto(`/de/recipe/${slug}`);
      await keep.getByRole("button", { name: "Zur Sammlung hinzufügen" }).click();
      await expect(toast(page, "Zu „Sommerfest“ hinzugefügt.")).toBeVisible();
    }
    await page.goto("/de/user/collections");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sammlungen");
    await expect(page.getByText("4 Rezepte")).toBeVisible();
    await page.getByRole("link", { name: "Sommerfest", exact: true }).click();
    await page.getByRole("button", { name: "Per Link teilen" }).click();
    const link = await page.getByLabel("Link zum Teilen").inputValue();
    const dir = process.env.SCREENSHOT_DIR;
    if (dir && javaScriptEnabled) {
      const guest = await (await browser.newContext()).newPage();
      await guest.goto(new URL(link).pathname);
      for (const width of [390, 1280]) {
        await guest.setViewportSize({ width, height: 900 });
        await guest.screenshot({ path: `${dir}/shared-collection-${width}.png`, fullPage: true });
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/collection-${width}.png`, fullPage: true });
      }
    }
  });
});
