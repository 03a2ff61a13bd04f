import { expect, searchBox, test } from "./fixtures";

test.describe("home and languages", () => {
  test("the German and English home pages are in their language", async ({ page, visit }) => {
    await visit("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cocktails finden, mixen und verstehen");
    await expect(
      page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Rezepte" }),
    ).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en$/);

    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find, mix and understand cocktails");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("choosing a language is remembered for the bare root", async ({ page, context }) => {
    await page.goto("/en/faq");
    const cookie = (await context.cookies()).find((c) => c.name === "lng");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("the skip link moves focus to the main content", async ({ page, javaScriptEnabled }) => {
    await page.goto("/en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    if (javaScriptEnabled) await expect(page.locator("main")).toBeFocused();
  });

  test("the search box is a GET form", async ({ page }) => {
    await page.goto("/en");
    await searchBox(page, "Search recipes").fill("negroni");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=negroni$/);
  });
});

test.describe("errors", () => {
  test("an unknown page is a localized 404", async ({ page, axe }) => {
    const res = await page.goto("/de/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page.getByText("Seite nicht gefunden: /de/no-such-page")).toBeVisible();
    await expect(page.locator("body")).toContainText("Page not found: /de/no-such-page");
    await axe();
  });

  test("an unknown language is a 404", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    const res = await page.goto("/fr/x");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.locator("body")).toContainText("Page not found: /fr/x");
  });

  test("the error page shows code, message and description", async ({ page, visit }) => {
    await visit("/en/error");
    await expect(page.getByText("Error code 500")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
  });
});

test.describe("content pages", () => {
  for (const lang of ["de", "en"] as const) {
    for (const path of ["imprint", "data-privacy", "terms", "about", "faq", "contact"]) {
      test(`/${lang}/${path} renders with one h1`, async ({ page, visit }) => {
        await visit(`/${lang}/${path}`);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("main")).toHaveCount(1);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      });
    }
  }

  test("the FAQ shows seeded entries", async ({ page }) => {
    await page.goto("/en/faq");
    expect(await page.locator(".faq dt").count()).toBeGreaterThan(3);
  });

  test("the routes page uses the minimal layout and maps the site", async ({ page, visit }) => {
    await visit("/en/routes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site map");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    await page.getByRole("link", { name: "Frequently asked questions" }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
  });
});

test.describe("contact form", () => {
  test("shows a localized field error and keeps what was typed", async ({ page, axe }) => {
    await page.goto("/en/contact");
    await page.getByLabel("Name").fill("Ada");
    await page.getByLabel("E-mail address").fill("not-an-email");
    await page.getByLabel("Message").fill("The Negroni needs more orange zest.");
    await page.getByRole("button", { name: "Send message" }).click();
    const email = page.getByLabel("E-mail address");
    await expect(
      page.locator(".field__errors").getByText("Please enter a valid e-mail address."),
    ).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Message")).toHaveValue("The Negroni needs more orange zest.");
    await axe();
  });

  test("sends a message and confirms it with a toast", async ({ page }) => {
    await page.goto("/de/contact");
    await page.getByLabel("Name").fill("Grete");
    await page.getByLabel("E-Mail-Adresse").fill("grete@example.com");
    await page.getByLabel("Nachricht", { exact: true }).fill("Ein Rezept für den Hugo wäre schön.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("status")).toContainText("Danke! Deine Nachricht ist bei uns angekommen.");
    await expect(page).toHaveURL(/\/de\/contact$/);
  });

  test("the server answers an invalid e-mail with 400", async ({ request }) => {
    const res = await request.post("/en/contact", {
      form: { name: "Ada", email: "nope", message: "Long enough message." },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Please enter a valid e-mail address.");
  });
});

test.describe("toasts with JavaScript", () => {
  test("can be dismissed and close by themselves after 5 s", async ({ page, javaScriptEnabled }) => {
    test.skip(
      !javaScriptEnabled,
      "dismissing and timing need JavaScript; without it the toast is plain text",
    );
    await page.clock.install();
    await page.goto("/en/contact");
    const send = async () => {
      await page.getByLabel("Name").fill("Ada");
      await page.getByLabel("E-mail address").fill("ada@example.com");
      await page.getByLabel("Message").fill("Thanks for the recipes!");
      await page.getByRole("button", { name: "Send message" }).click();
    };
    await send();
    const toast = page
      .getByRole("region", { name: "Notifications" })
      .getByText("Thank you! Your message has reached us.");
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toHaveCount(0);

    await send();
    await expect(toast).toBeVisible();
    await page.clock.runFor(5100);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("terms of use", () => {
  test("are reached from the footer and from registration, and answer in words", async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    await page.goto("/en");
    // a click before the page's code is there is a document load, which leaves focus alone
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of use" }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Terms of use");
    // after a client-side navigation focus lands on the new page's heading
    if (javaScriptEnabled) await expect(h1).toBeFocused();
    await expect(page.getByRole("heading", { name: "Ratings" })).toBeVisible();
    await expect(page.getByText("we never invent, buy or seed ratings")).toBeVisible();
    await axe();
    await page.goto("/de/user/register");
    await page.getByRole("link", { name: "Nutzungsbedingungen lesen" }).click();
    await expect(page).toHaveURL(/\/de\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nutzungsbedingungen");
  });
});
