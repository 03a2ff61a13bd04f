import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now. axe needs JavaScript in the page, so the no-JS project skips it. */
export async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has committed the document it hydrates (the root's tree is no longer empty), so its
 * event handlers answer clicks. A page Remix did not render (a file, an error from the proxy) returns at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!("__remixContext" in window)) return true;
    const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
    const host = key
      ? (document as unknown as Record<string, { stateNode?: { current?: { child: unknown } } }>)[key]
      : undefined;
    return Boolean(host?.stateNode?.current?.child);
  });
}

type Fixtures = { axe: () => Promise<void>; visit: (path: string) => Promise<void> };

/**
 * `visit(path)` navigates and scans; `axe()` scans the current page. With JavaScript on, the page a test
 * ends on is scanned too, so every page a test reaches is checked.
 */
export const test = base.extend<Fixtures>({
  axe: async ({ page, javaScriptEnabled }, use) => {
    await use(() => expectAccessible(page, javaScriptEnabled));
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await expectAccessible(page, javaScriptEnabled);
    });
  },
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled) {
      // A click before the page's code is there is a plain link or a plain form post, which a journey
      // with JavaScript would mistake for the enhanced answer; so every navigation waits for hydration.
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
    if (testInfo.status === "passed" && javaScriptEnabled && page.url().startsWith("http")) {
      await expectAccessible(page, javaScriptEnabled);
    }
  },
});

/** Registers and confirms a member through the site and its mails, and leaves them logged in. */
export async function registerMember(page: Page, email: string, password: string) {
  const { linkPath, waitForMail } = await import("./mail");
  await page.goto("/en/user/register");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByLabel("First name").fill("Bar");
  await page.getByLabel("Last name").fill("Keeper");
  await page.getByLabel("I accept the terms of use and the privacy policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/register-confirm$/);
  const mail = await waitForMail(email, /confirm your e-mail/i);
  await page.goto(linkPath(mail.text, "/user/register-confirmed"));
  // the link's page asks for the password chosen at registration, confirms and signs the member in
  await page.getByLabel("Password chosen at registration").fill(password);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/en\/user\/me$/);
}

/** The toast that says `text` (a status message: read out by screen readers when it comes). */
export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** The header search box: a searchbox without JavaScript, a combobox with it. */
export function searchBox(page: Page, name: string) {
  return page.getByRole("searchbox", { name }).or(page.getByRole("combobox", { name }));
}

export { expect };

/**
 * The virtual bar's search field with JavaScript: the same field as without it (same place, same label),
 * which also suggests ingredients as it is typed into once the page's code is there.
 */
export async function ingredientPicker(page: Page, name = "Find an ingredient") {
  await page.waitForLoadState("networkidle");
  const picker = page.getByRole("combobox", { name, exact: true });
  await expect(picker).toBeVisible();
  return picker;
}
