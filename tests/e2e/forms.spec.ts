import type { Page } from "@playwright/test";
import { expect, registerMember, test } from "./fixtures";

// A form forgets the error of a failed try once it has gone through: no summary "There is 1 problem with
// this form", no field message and no aria-invalid beside the toast that says "saved". With JavaScript off
// every submission brings a new page; the same steps run there too.

const summary = (page: Page) =>
  page.getByRole("heading", { name: /problems? (with|in) (this|diesem) form/i });
const anySummary = (page: Page) => page.locator(".error-summary");

test.describe("a form forgets an old error after it has gone through", () => {
  test("the recover page, in English", async ({ page }) => {
    await page.goto("/en/user/recover");
    const email = page.getByLabel("E-mail address");
    await email.fill("not an address");
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(summary(page)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("someone@example.com");
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText("If there is an account for this address")).toBeVisible();
    await expect(anySummary(page)).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("saving a bar and the profile address, in German", async ({ page }, testInfo) => {
    test.slow();
    await registerMember(
      page,
      `reset-${testInfo.project.name}-${Date.now()}@example.com`,
      "forget errors pw",
    );
    await page.goto("/de/recipe/filter");
    await page.getByRole("link", { name: "Eine einfache Hausbar" }).click();
    await expect(page).toHaveURL(/\/de\/recipe\/filter-result\?/);
    const name = page.getByLabel("Name der Bar");
    await name.fill("");
    await page.getByRole("button", { name: "Bar speichern" }).click();
    await expect(anySummary(page)).toHaveCount(1);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Zuhause");
    await page.getByRole("button", { name: "Bar speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zuhause" })).toBeVisible();
    await expect(anySummary(page)).toHaveCount(0);
    await expect(page.getByLabel("Name der Bar")).not.toHaveAttribute("aria-invalid", "true");

    await page.goto("/de/user/me");
    const slug = page.getByLabel("Adresse deines Profils");
    await slug.fill("A!");
    await page.getByRole("button", { name: "Adresse speichern" }).click();
    await expect(anySummary(page)).toHaveCount(1);
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    const fresh = `bar-${Date.now().toString(36)}`;
    await slug.fill(fresh);
    await page.getByRole("button", { name: "Adresse speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "gespeichert" }).first()).toBeVisible();
    await expect(anySummary(page)).toHaveCount(0);
    await expect(page.getByLabel("Adresse deines Profils")).toHaveValue(fresh);
    await expect(page.getByLabel("Adresse deines Profils")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("registration marks every field it needs as required, in both languages", async ({ page }) => {
  for (const [lang, labels] of [
    ["en", ["E-mail address", "Password", "Repeat password"]],
    ["de", ["E-Mail-Adresse", "Passwort", "Passwort wiederholen"]],
  ] as const) {
    await page.goto(`/${lang}/user/register`);
    for (const label of labels) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
  }
});
