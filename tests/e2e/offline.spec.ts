import type { Page } from "@playwright/test";
import { expect, expectAccessible, registerMember, test, toast } from "./fixtures";

// The offline worker runs here as it does for visitors (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// Reading without a network (docs/decisions/0033-offline-and-installable.md): the service worker keeps the
// member's favourites page with its recipes, the recipes last opened and the offline page; a page it cannot
// fetch shows the kept copy or the offline page; a form is never answered from the cache; logging out forgets
// the member's pages. The worker is registered by the page's code, so only the JavaScript project runs this.

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the service worker is registered by JavaScript");

/** Waits until the service worker is in charge of the page. */
async function workerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The paths of the pages the worker keeps now. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("offline-pages");
    return (await cache.keys())
      .map((r) => new URL(r.url).pathname)
      .filter((p) => p !== "/offline-index.json");
  });

test("a member's favourite recipe reads without a network; other pages show the offline page", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await registerMember(
    page,
    `offline-${testInfo.project.name}-${Date.now()}@example.com`,
    "cellar bar password",
  );
  await page.goto("/en/recipe/negroni");
  await workerInCharge(page);
  await page.getByRole("button", { name: "Add to favourites" }).click();
  // the button turns at once; the toast says the server has kept it
  await expect(toast(page, "Added to your favourites")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from favourites" })).toBeVisible();

  // the favourites page, opened as a page: kept, and its recipes with it
  await page.goto("/en/user/favourites");
  const card = page.getByRole("main").getByRole("link", { name: "Negroni", exact: true });
  await expect(card).toBeVisible();
  await expect
    .poll(() => keptPages(page))
    .toEqual(expect.arrayContaining(["/en/user/favourites", "/en/recipe/negroni"]));

  await context.setOffline(true);
  const missing: string[] = [];
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname.startsWith("/assets/")) missing.push(request.url());
  });
  // a link followed without a network: the kept recipe, whole, with its own code running
  await card.click();
  await expect(page).toHaveURL(/\/en\/recipe\/negroni$/);
  await expect(page.getByRole("heading", { level: 1, name: "Negroni" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await page.waitForFunction(() => "__remixRouter" in window);
  // and opened from the address bar
  await page.goto("/en/user/favourites");
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();

  // a page never kept: the offline page, listing what can be read
  await page.goto("/en/about");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const list = page.getByRole("main").getByRole("list");
  await expect(list.getByRole("link", { name: "Negroni" })).toHaveAttribute("href", "/en/recipe/negroni");
  await expect(list.getByRole("link", { name: "Favourites" })).toHaveAttribute("href", "/en/user/favourites");
  await expectAccessible(page, true);
  await page.goto("/de/nirgendwo");
  await expect(page.getByRole("heading", { level: 1, name: "Du bist offline" })).toBeVisible();
  await expectAccessible(page, true);

  // every file those pages need was kept
  expect(missing).toEqual([]);

  // a form's POST is never answered from the cache, not even to a page that is kept
  const posted = await page.evaluate(() =>
    fetch("/en/recipe/negroni", { method: "POST", body: new URLSearchParams({ intent: "favourite" }) }).then(
      (r) => `answered ${r.status}`,
      () => "network error",
    ),
  );
  expect(posted).toBe("network error");
  await context.setOffline(false);
});

test("logging out forgets the member's pages; a visitor's recipe pages are kept", async ({
  page,
}, testInfo) => {
  test.slow();
  await registerMember(
    page,
    `offline-out-${testInfo.project.name}-${Date.now()}@example.com`,
    "cellar bar password",
  );
  await page.goto("/en/recipe/daiquiri");
  await workerInCharge(page);
  await page.reload();
  await expect.poll(() => keptPages(page)).toContain("/en/recipe/daiquiri");

  await page.goto("/en/user/me");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect.poll(() => keptPages(page)).not.toContain("/en/recipe/daiquiri");

  // a visitor's page is the same for everyone: kept, and the offline page lists it
  await page.goto("/en/recipe/mojito");
  await expect.poll(() => keptPages(page)).toEqual(["/en/recipe/mojito"]);
});
