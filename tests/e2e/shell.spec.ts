import type { Page } from "@playwright/test";
import { expect, expectAccessible, registerMember, test } from "./fixtures";

// The shell around every page: where focus goes after a client-side navigation, the navigation's
// aria-current, the language link's name, the toasts, the search landmarks and the phone header.

const PHONE = { width: 390, height: 844 };

/** The tag and text of the focused element, to say what has focus when an assertion fails. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 60)}` : "none";
  });
}

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(name);
  await expect(h1).toBeFocused();
  expect(await focused(page)).toMatch(/^h1: /);
  // focused to be read, not operated: no focus ring
  expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
}

async function sendContactMessage(page: Page) {
  await page.getByLabel("Name").fill("Ada");
  await page.getByLabel("E-mail address").fill("ada@example.com");
  await page.getByLabel("Message").fill("Thanks for the recipes!");
  await page.getByRole("button", { name: "Send message" }).click();
}

test.describe("focus after a client-side navigation", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every page is a full load, which reads its title");
  });

  test("a link, the back button and a GET form land on the new page's heading", async ({ page }) => {
    await page.goto("/en");
    // not on the first load
    expect(await focused(page)).toMatch(/^body/);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Recipes" })
      .click();
    await expect(page).toHaveURL(/\/en\/recipe\/list$/);
    await expectHeadingFocused(page, "All recipes");

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expectHeadingFocused(page, "Frequently asked questions");

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/recipe\/list$/);
    await expectHeadingFocused(page, "All recipes");

    const box = page.getByRole("combobox", { name: "Search recipes" });
    await box.fill("sour");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=sour$/);
    await expectHeadingFocused(page, "Search for “sour”");
  });

  test("a form that redirects (login) lands on the new page's heading", async ({ page }, testInfo) => {
    test.slow();
    // registerMember ends with the login form, which redirects to the account page
    await registerMember(page, `focus-${testInfo.project.name}-${Date.now()}@example.com`, "focus secret pw");
    await expectHeadingFocused(page, /.+/);
    // a link into another layout (the site map) and back out of it
    await page.getByRole("contentinfo").getByRole("link", { name: "Site map" }).click();
    await expect(page).toHaveURL(/\/en\/routes$/);
    await expectHeadingFocused(page, "Site map");
  });

  test("a jump to an anchor and a page that places focus itself are left alone", async ({ page }) => {
    await page.goto("/en/faq");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();

    // the virtual bar: a new page gets its heading; removing a chip updates the page in place and the
    // page puts focus on "Your bar"
    await page.goto("/en/recipe/filter");
    await page
      .getByRole("region", { name: "Start from a set" })
      .getByRole("link", { name: "A basic home bar" })
      .click();
    await expect(page).toHaveURL(/filter-result/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await page.getByRole("region", { name: "Your bar" }).getByRole("link", { name: "Remove Gin" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your bar" })).toBeFocused();
  });

  test("the site's links navigate without a new document and leave a modified click to the browser", async ({
    page,
    context,
  }) => {
    await page.goto("/en/faq");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const sameDocument = () => page.evaluate(() => "sameDocument" in window);
    const nav = page.getByRole("navigation", { name: "Main navigation" });

    // an ordinary click: the router's navigation, the page's heading focused
    await nav.getByRole("link", { name: "Recipes" }).click();
    await expectHeadingFocused(page, "All recipes");
    expect(await sameDocument()).toBe(true);

    // Back leads to the page before, still without a new document
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expectHeadingFocused(page, "Frequently asked questions");
    expect(await sameDocument()).toBe(true);

    // Ctrl+click (or ⌘ on a Mac) opens the page in a new tab and leaves this one as it is
    const opened = context.waitForEvent("page");
    await nav.getByRole("link", { name: "Groups" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/en\/recipe-group$/);
    await expect(page).toHaveURL(/\/en\/faq$/);
    expect(await sameDocument()).toBe(true);
    await tab.close();
  });
});

test.describe("navigation", () => {
  test("aria-current marks the page and the section, whatever the query", async ({ page }) => {
    await page.goto("/en/recipe/list?page=2");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Recipes" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await page.goto("/de/faq");
    const footer = page.getByRole("navigation", { name: "Fußzeile" });
    await expect(footer.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[aria-current]")).toHaveCount(1);

    // a brand's page is in the "Brands" section
    await page.goto("/en/brand");
    await page.getByRole("main").getByRole("link").filter({ hasText: "Kesselwind" }).first().click();
    await expect(page).toHaveURL(/\/en\/brand\/[^/]+$/);
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Brands" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("the login link is not for search engines", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "rel",
      "nofollow",
    );
  });

  for (const [lang, text, other] of [
    ["en", "Deutsch", "de"],
    ["de", "English", "en"],
  ] as const) {
    test(`the language link on /${lang} is named by what it shows, in its language`, async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      const link = page.getByRole("banner").getByRole("link", { name: text, exact: true });
      await expect(link).toHaveAttribute("lang", other);
      await expect(link).toHaveAttribute("hreflang", other);
      await expect(link).toHaveAttribute("href", `/${other}/faq`);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a voice user says
      const visible = (await link.innerText()).trim();
      await expect(link).toHaveAccessibleName(new RegExp(visible));
      await expect(link).not.toHaveAttribute("aria-label", /./);
    });
  }
});

test.describe("search landmarks", () => {
  test("every search landmark has a name; the search page has one search box", async ({ page }) => {
    for (const path of ["/en", "/de/recipe/list"]) {
      await page.goto(path);
      const landmarks = page.locator('[role="search"], search');
      const count = await landmarks.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await expect(landmarks.nth(i)).toHaveAccessibleName(/.+/);
      }
    }
    for (const [path, name] of [
      ["/en/search?q=gin", "Recipe search"],
      ["/de/search", "Rezeptsuche"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("search")).toHaveCount(1);
      await expect(page.getByRole("search")).toHaveAccessibleName(name);
      await expect(page.locator('input[type="search"]')).toHaveCount(1);
    }
  });
});

test.describe("toasts", () => {
  test("a toast is in a Notifications region only while there is one; the live region holds only the message", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en/contact");
    await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(0);
    // the live region is there from the start, empty
    await expect(page.getByRole("status")).toHaveText("");
    await sendContactMessage(page);
    const message = "Thank you! Your message has reached us.";
    await expect(page.getByRole("status")).toHaveText(message);
    if (javaScriptEnabled) {
      const region = page.getByRole("region", { name: "Notifications" });
      await expect(region.getByText(message)).toBeVisible();
      await expect(region.getByRole("button", { name: "Dismiss" })).toBeVisible();
      await expect(page.getByRole("status").getByRole("button")).toHaveCount(0);
    } else {
      await expect(page.getByRole("status").getByText(message)).toBeVisible();
    }
  });

  test("a focused or hovered toast stays past its time and closes after", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript a toast is plain text that does not close");
    await page.clock.install();
    await page.goto("/en/contact");
    const region = page.getByRole("region", { name: "Notifications" });
    const toast = region.getByText("Thank you! Your message has reached us.");

    await sendContactMessage(page);
    await expect(toast).toBeVisible();
    await region.getByRole("button", { name: "Dismiss" }).focus();
    await page.clock.runFor(25_000);
    await expect(toast).toBeVisible();
    // focus leaves: the clock runs on from where it stopped (at least 2 s)
    await page.getByLabel("Name").focus();
    await page.clock.runFor(1500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(toast).toHaveCount(0);
    await expect(region).toHaveCount(0);

    await sendContactMessage(page);
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(25_000);
    await expect(toast).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(1500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(toast).toHaveCount(0);
  });
});

test("a page of a list says which page it is, where a screen reader hears it when it changes in place", async ({
  page,
}) => {
  await page.goto("/en/recipe/list");
  const where = page.getByRole("navigation", { name: "Pagination" }).getByText(/^Page \d+ of \d+$/);
  await expect(where).toHaveAttribute("aria-live", "polite");
  await expect(where).toHaveText(/^Page 1 of \d+$/);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(where).toHaveText(/^Page 2 of \d+$/);
});

test.describe("the phone header", () => {
  test.use({ viewport: PHONE });

  async function expectCompactHeader(page: Page) {
    for (const lang of ["en", "de"]) {
      await page.goto(`/${lang}/recipe/list`);
      const height = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().height);
      expect(height, `header height on /${lang}`).toBeLessThanOrEqual(120);
      // every navigation link and the account link are on screen, none hidden off the row's edge
      const links = page
        .getByRole("navigation", { name: lang === "en" ? "Main navigation" : "Hauptnavigation" })
        .getByRole("link");
      expect(await links.count()).toBe(4);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      const account = page
        .getByRole("banner")
        .getByRole("link", { name: /^(Log in|Anmelden|My account|Mein Konto)$/ });
      await expect(account).toBeInViewport({ ratio: 1 });
    }
  }

  test("is at most 120 px tall in both languages, logged out and in", async ({ page }, testInfo) => {
    test.slow();
    await expectCompactHeader(page);
    await registerMember(
      page,
      `header-${testInfo.project.name}-${Date.now()}@example.com`,
      "header secret pw",
    );
    await expectCompactHeader(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Mein Konto" })).toBeAttached();
  });

  test("search opens from a button, or is a link to the search page without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en");
    await expect(page.getByRole("search")).toHaveCount(0);
    if (!javaScriptEnabled) {
      await page.getByRole("banner").getByRole("link", { name: "Recipe search" }).click();
      await expect(page).toHaveURL(/\/en\/search$/);
      await expect(page.getByRole("search", { name: "Recipe search" })).toBeVisible();
      return;
    }
    const toggle = page.getByRole("button", { name: "Recipe search" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = page.getByRole("combobox", { name: "Search recipes" });
    await expect(box).toBeFocused();
    await expectAccessible(page, javaScriptEnabled);
    await box.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.getByRole("search")).toHaveCount(0);

    await toggle.click();
    await box.fill("negroni");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=negroni$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test.describe("no accessibility violations in the shell", () => {
  for (const scheme of ["light", "dark"] as const) {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      test(`${scheme}, ${viewport.width} px`, async ({ page, javaScriptEnabled }) => {
        test.skip(!javaScriptEnabled, "axe needs JavaScript");
        // eight pages, each loaded and scanned: more than the default 30 s on a busy machine
        test.slow();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of [
          "/en",
          "/de",
          "/en/search?q=gin",
          "/de/search",
          "/en/recipe/list?page=2",
          "/de/faq",
        ]) {
          await page.goto(path);
          await expectAccessible(page, javaScriptEnabled);
        }
        await page.goto("/en/contact");
        await sendContactMessage(page);
        await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
        await expectAccessible(page, javaScriptEnabled);
      });
    }
  }
});

test.describe("hydration", () => {
  // Each page carries the messages its render used (app/components/I18n.tsx) and links whose click the
  // router takes (app/components/LocaleLink.tsx): the browser hydrates it with them, and says nothing.
  const PAGES = [
    "/en",
    "/de",
    "/en/imprint",
    "/de/recipe/list?page=2",
    "/en/recipe/negroni",
    "/de/search?q=limette",
    "/en/recipe-group",
  ];
  test("the main pages hydrate in both languages without an error or a warning", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing hydrates");
    const said: string[] = [];
    page.on("console", (message) => {
      // (the suite's browser blocks service workers, and says so: tests/e2e/offline.spec.ts allows them)
      if (message.text().startsWith("Service Worker registration blocked")) return;
      if (message.type() === "error" || message.type() === "warning")
        said.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => said.push(`${page.url()}: ${error.message}`));
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // a link of the footer answers with the router: the page is hydrated and its handlers are in place
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const here = new URL(page.url()).pathname;
      await page.getByRole("contentinfo").locator(`a[href^="/"]:not([href="${here}"])`).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      expect(new URL(page.url()).pathname).not.toBe(here);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    }
    expect(said).toEqual([]);
  });
});

test.describe("focus after a navigation on a slow phone", () => {
  // With the CPU six times slower, the router's "loading" state was sometimes never committed before the new
  // page, and focus stayed on the link that was clicked, in 2 of 12 navigations measured
  // (app/components/RouteFocus.tsx). Each navigation here is a chance to find that again.
  test("lands on the new page's heading every time", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every link loads a new page");
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    for (const path of [
      "/en",
      "/en/recipe/negroni",
      "/de",
      "/en/recipe-group",
      "/de/recipe/negroni",
      "/en",
    ]) {
      await page.goto(path);
      const here = new URL(page.url()).pathname;
      const link = page.getByRole("contentinfo").locator(`a[href^="/"]:not([href="${here}"])`).first();
      const heading = (await link.textContent())?.trim() ?? "";
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
    }
  });
});
