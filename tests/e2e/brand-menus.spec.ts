// A brand's bar menu and cocktail book. The public pages are read on the shared test server (its seed gives
// three demo brands a menu and two a book). Composing a menu needs a member of a demo brand, which the seed
// does not have and the browser cannot create, so that journey runs against a server of its own: a fresh
// database (embedded, or a new one on DATABASE_URL's server) prepared with such a member before it starts.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
import { addBrandMember } from "../../app/models/brand-members.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { hashPassword } from "../../app/services/login.server";
import { type DatabaseHandle, openPglite, pgliteHandle, postgresHandle } from "../../db/client";
import { migrateToLatest } from "../../db/migrate";
import { seedAll } from "../../db/seed";
import { expect, expectAccessible, test } from "./fixtures";

const SCREEN_SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Every section of the menu (or recipe of the book) starts a new printed page. */
async function printBreaks(page: Page, selector: string) {
  await page.emulateMedia({ media: "print" });
  const breaks = await page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakBefore));
  const chrome = await page
    .locator(".site-header, .site-footer, .toasts")
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).display));
  await page.emulateMedia({ media: "screen" });
  return { breaks, chrome };
}

async function screenshots(page: Page, url: string, name: string, outputPath: (file: string) => string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(url);
    await page.screenshot({ path: outputPath(`${name}-${size.name}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: outputPath(`${name}-print.png`), fullPage: true });
  await page.emulateMedia({ media: "screen" });
}

test.describe("the public bar menu", () => {
  test("sections with prices and the disclaimer, a QR code, the availability switch, a page per section in print", async ({
    page,
    visit,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await visit("/en/brand/driftplank/menu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bar menu: Driftplank Rum Company");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Rum classics",
      "Tiki",
      "Alcohol-free",
    ]);
    const classics = page.getByRole("region", { name: "Rum classics" });
    await expect(classics.getByRole("listitem").first()).toContainText("Daiquiri");
    await expect(classics.getByRole("listitem").first()).toContainText("€9.50");
    await expect(
      page
        .getByText("Shown prices are subject to change and may differ from the current selling price.")
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: "QR code: link to this menu in English, http://localhost" }),
    ).toBeVisible();
    await expect(page.locator(".menu-qr svg")).toHaveCount(1);

    // "available only" is a link: the Mai Tai needs orgeat, which the bar does not have this week
    await expect(page.getByText("16 drinks on the menu.")).toBeVisible();
    await page.getByRole("link", { name: "Only drinks available now" }).click();
    await expect(page).toHaveURL(/\/en\/brand\/driftplank\/menu\?available=1$/);
    // the answer is a live region: switching in place is heard, and focus stays on the switch
    await expect(
      page.getByRole("status").filter({ hasText: "15 of 16 drinks are available now." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Only drinks available now" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Mai Tai" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zombie" })).toBeVisible();
    await page.getByRole("link", { name: "All drinks" }).click();
    await expect(page.getByRole("link", { name: "Mai Tai" })).toBeVisible();

    const { breaks, chrome } = await printBreaks(page, ".menu-section");
    expect(breaks).toEqual(["page", "page", "page"]);
    expect(chrome.every((display) => display === "none")).toBe(true);

    // The German menu has its own address in its QR code and German prices.
    await page.goto("/de/brand/driftplank/menu");
    await expect(
      page.getByRole("img", {
        name: /^QR-Code: Link zu dieser Karte auf Deutsch, http:\/\/localhost:\d+\/de\/brand\/driftplank\/menu$/,
      }),
    ).toBeVisible();
    await expect(page.getByText(/9,50\s€/).first()).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);

    if (javaScriptEnabled) {
      await screenshots(page, "/en/brand/driftplank/menu", "menu", (f) => testInfo.outputPath(f));
    }
  });

  test("an unknown brand, or one without a menu or book, is the 404 page", async ({ page }) => {
    for (const url of [
      "/en/brand/nobody/menu",
      "/en/brand/zuckerfeld/menu",
      "/en/brand/campo-lucerito/book",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });
});

test.describe("the public cocktail book", () => {
  test("a cover, contents that lead to each recipe, units and servings, a page per recipe in print", async ({
    page,
    visit,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await visit("/en/brand/driftplank/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Driftplank Rum Book");
    await expect(page.getByText(/^Twelve drinks we like mixing most/)).toBeVisible();
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveCount(12);
    await contents.getByRole("link", { name: "Zombie" }).click();
    await expect(page).toHaveURL(/#recipe-zombie$/);
    const zombie = page.getByRole("region", { name: "Zombie" });
    await expect(zombie).toBeInViewport();
    await expect(zombie.getByRole("heading", { name: "Ingredients" })).toBeVisible();

    await page.getByRole("link", { name: "One drink more" }).click();
    await expect(page).toHaveURL(/servings=2/);
    await page.getByRole("radio", { name: "oz" }).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Convert" }).click();
    await expect(page).toHaveURL(/servings=2&unit=oz/);
    const daiquiri = page.getByRole("region", { name: "Daiquiri" });
    await expect(daiquiri.getByText("For 2 drinks")).toBeVisible();
    await expect(daiquiri.getByRole("listitem").first()).toContainText("4 oz");

    const { breaks, chrome } = await printBreaks(page, ".book-recipe");
    expect(breaks).toHaveLength(12);
    expect(new Set(breaks)).toEqual(new Set(["page"]));
    expect(chrome.every((display) => display === "none")).toBe(true);
    await expectAccessible(page, javaScriptEnabled);

    if (javaScriptEnabled) {
      await screenshots(page, "/en/brand/driftplank/book", "book", (f) => testInfo.outputPath(f));
    }
  });
});

// ---- composing a menu, on a server of its own ----

type OwnServer = { base: string; stop: () => Promise<void> };

async function prepareDatabase(handle: DatabaseHandle, email: string, password: string) {
  await migrateToLatest(handle.db);
  await seedAll(handle.db);
  const user = await createUser(handle.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: "Menu",
    lastName: "Composer",
    newsletter: false,
    locale: "en",
  });
  if (!user.ok) throw new Error(`${email} exists`);
  await confirmEmail(handle.db, user.id);
  const brand = await handle.db
    .selectFrom("brands")
    .select("id")
    .where("slug", "=", "zuckerfeld")
    .executeTakeFirstOrThrow();
  await addBrandMember(handle.db, brand.id, user.id, "member");
}

async function startOwnServer(port: number, email: string, password: string): Promise<OwnServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-menus-"));
  const base = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: base,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    MAIL_OUTBOX: path.join(tmp, "mail"),
    ACCOUNT_RATE_LIMIT: "1000",
    LOGIN_RATE_LIMIT: "1000",
  };
  delete env.SMTP_URL;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `cocktail_menus_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new URL(process.env.DATABASE_URL);
    admin.pathname = "/postgres";
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const handle = postgresHandle(url.toString(), 2);
    await prepareDatabase(handle, email, password);
    await handle.close();
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dataDir = path.join(tmp, "pglite");
    const handle = pgliteHandle(await openPglite(dataDir));
    await prepareDatabase(handle, email, password);
    await handle.close();
    env.PGLITE_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const until = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until || child.exitCode !== null) {
      child.kill("SIGTERM");
      throw new Error(`the menu test server did not come up:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await dropDatabase();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

test.describe("composing a menu as a member of a demo brand", () => {
  let server: OwnServer | undefined;
  const password = "a menu composer password";
  const email = (project: string) => `menu-${project}@example.com`;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright passes fixtures first; this hook needs none
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    const offset = testInfo.project.name === "no-js" ? 1 : 0;
    const port = (Number(process.env.E2E_PORT) || 3100) + 40 + offset;
    server = await startOwnServer(port, email(testInfo.project.name), password);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("two sections, drinks with a price, reordered with focus kept; public page and print follow", async ({
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const own = server as OwnServer;
    const context = await browser.newContext({ baseURL: own.base, javaScriptEnabled });
    const page = await context.newPage();
    const status = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

    // a visitor is sent to the login page and comes back
    await page.goto("/en/brand/zuckerfeld/manage/menu");
    await expect(page).toHaveURL(/\/en\/user\/login\?redirectTo=/);
    await page.getByLabel("E-mail address").fill(email(testInfo.project.name));
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/brand\/zuckerfeld\/manage\/menu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bar menu: Zuckerfeld Sirupküche");
    await expect(page.getByRole("link", { name: "Back to the brand dashboard" })).toHaveAttribute(
      "href",
      "/en/brand/zuckerfeld/manage",
    );
    await expectAccessible(page, javaScriptEnabled);

    // two sections; a section needs a title in at least one language
    const addSection = page.getByRole("region", { name: "Add a section" });
    await addSection.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByText("Please enter a title in at least one language.").first()).toBeVisible();
    await addSection.getByLabel("Title (German)").fill("Sauer");
    await addSection.getByLabel("Title (English)").fill("Sours");
    await addSection.getByRole("button", { name: "Add section" }).click();
    await expect(status("Section “Sours” added.")).toBeVisible();
    await addSection.getByLabel("Title (German)").fill("Alkoholfrei");
    await addSection.getByLabel("Title (English)").fill("Alcohol-free");
    await addSection.getByRole("button", { name: "Add section" }).click();
    await expect(status("Section “Alcohol-free” added.")).toBeVisible();

    // drinks, found by name
    const addDrinks = page.getByRole("region", { name: "Add drinks" });
    for (const [section, search, drink] of [
      ["Sours", "daiq", "Daiquiri"],
      ["Sours", "whiskey sour", "Whiskey Sour"],
      ["Sours", "amaretto", "Amaretto Sour"],
      ["Alcohol-free", "lemonade", "Homemade Lemonade"],
    ] as const) {
      await addDrinks.getByLabel("Section").selectOption({ label: section });
      await addDrinks.getByLabel("Drink name").fill(search);
      await addDrinks.getByRole("button", { name: "Find drinks" }).click();
      await page.getByRole("button", { name: `Add ${drink} to ${section}`, exact: true }).click();
      await expect(status(`${drink} is now in “${section}”.`)).toBeVisible();
    }

    // a price typed the German way; a bad one is refused with a message beside the field
    const daiquiri = page.getByRole("group", { name: "Daiquiri", exact: true });
    await daiquiri.getByLabel("Price").fill("12,905");
    await page.getByRole("button", { name: "Save Daiquiri", exact: true }).click();
    await expect(daiquiri.getByText("A price has at most two decimal places.")).toBeVisible();
    await expect(daiquiri.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
    await daiquiri.getByLabel("Price").fill("12,90");
    await daiquiri.getByLabel("Note (English)").fill("Our house sour.");
    await page.getByRole("button", { name: "Save Daiquiri", exact: true }).click();
    await expect(status("Daiquiri saved.")).toBeVisible();

    // reorder: the moved entry's button keeps focus (its partner once it reached the end)
    await page.getByRole("button", { name: "Move section Alcohol-free up" }).click();
    await expect(status("Section “Alcohol-free” is now 1 of 2.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move section Alcohol-free down" })).toBeFocused();
    await page.getByRole("button", { name: "Move Amaretto Sour up" }).click();
    await expect(status("Amaretto Sour is now 2 of 3 in “Sours”.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move Amaretto Sour up" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status("Amaretto Sour is now 1 of 3 in “Sours”.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move Amaretto Sour down" })).toBeFocused();
    await expectAccessible(page, javaScriptEnabled);

    // the public menu in that order, with the price and the note
    await page.goto("/en/brand/zuckerfeld/menu");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Alcohol-free", "Sours"]);
    const sours = page.getByRole("region", { name: "Sours" });
    await expect(sours.getByRole("link")).toHaveText(["Amaretto Sour", "Daiquiri", "Whiskey Sour"]);
    await expect(sours.getByRole("listitem").nth(1)).toContainText("€12.90");
    await expect(sours.getByRole("listitem").nth(1)).toContainText("Our house sour.");
    await expect(page.getByRole("img", { name: /^QR code: link to this menu in English/ })).toBeVisible();
    // no stock list yet: no availability switch
    await expect(page.getByRole("link", { name: "Only drinks available now" })).toHaveCount(0);
    const { breaks } = await printBreaks(page, ".menu-section");
    expect(breaks).toEqual(["page", "page"]);
    await expectAccessible(page, javaScriptEnabled);

    // a cocktail book: title and introduction, two recipes, the second moved to the front
    await page.goto("/en/brand/zuckerfeld/manage/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cocktail book: Zuckerfeld Sirupküche");
    await page.getByLabel("Title (English)").fill("Syrups at work");
    await page.getByLabel("Introduction (English)").fill("Two drinks that live on a good syrup.");
    await page.getByRole("button", { name: "Save title and introduction" }).click();
    await expect(status("Cocktail book saved.")).toBeVisible();
    for (const [search, drink] of [
      ["daiq", "Daiquiri"],
      ["mai tai", "Mai Tai"],
    ] as const) {
      await page.getByLabel("Drink name").fill(search);
      await page.getByRole("button", { name: "Find drinks" }).click();
      await page.getByRole("button", { name: `Add ${drink} to the book`, exact: true }).click();
      await expect(status(`${drink} is now in the book.`)).toBeVisible();
    }
    await page.getByRole("button", { name: "Move Mai Tai up" }).click();
    await expect(status("Mai Tai is now 1 of 2.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move Mai Tai down" })).toBeFocused();
    await expectAccessible(page, javaScriptEnabled);
    await page.getByRole("link", { name: "View the book" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syrups at work");
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveText([
      "Mai Tai",
      "Daiquiri",
    ]);
    await expectAccessible(page, javaScriptEnabled);
    await context.close();
  });
});
