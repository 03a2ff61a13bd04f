import fs from "node:fs";
import { expect, registerMember, test } from "./fixtures";
import { linkPath, waitForMail } from "./mail";

test.describe("account journey", () => {
  test("register → confirm and sign in → slug → newsletter → logout → recover → reset → login → download → delete", async ({
    page,
    visit,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const email = `journey-${tag}@example.com`;
    const firstPassword = "first secret password";
    const newPassword = "second secret password";
    const slug = `journey-${tag}`.slice(0, 40).replace(/-+$/, "");

    // register
    await visit("/en/user/register");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(firstPassword);
    await page.getByLabel("Repeat password").fill(firstPassword);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("I accept the terms of use and the privacy policy.").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/en\/user\/register-confirm$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please confirm your e-mail address");
    await axe();

    // confirm by the link in the mail
    const confirmMail = await waitForMail(email, /confirm your e-mail/i);
    await visit(linkPath(confirmMail.text, "/user/register-confirmed"));
    // opening the link only asks (mail scanners open links too): for the password chosen at registration, so
    // the owner of an address someone else registered confirms nothing
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your e-mail address");
    await expect(page.getByRole("heading", { level: 2, name: "Not you?" })).toBeVisible();
    await expect(page.getByText("Ignore the mail: nothing happens.")).toBeVisible();
    await page.getByLabel("Password chosen at registration").fill("not the password");
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(
      page.locator(".field__errors").getByText("This is not the password chosen at registration."),
    ).toBeVisible();
    await expect(page.getByLabel("Password chosen at registration")).toHaveAttribute("aria-invalid", "true");
    await axe();
    // the registrant types it once more: confirmed, and signed in
    await page.getByLabel("Password chosen at registration").fill(firstPassword);
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page).toHaveURL(/\/en\/user\/me$/);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Your e-mail address is confirmed. Welcome to Cocktail Atlas!" }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await expect(page.getByText("No bar created yet.")).toBeVisible();
    await axe();

    // profile slug
    await page.getByLabel("Address of your profile").fill(slug);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your profile address has been saved." }),
    ).toBeVisible();
    await page.getByRole("link", { name: "My public profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/profile/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada L.");
    await expect(page.locator("body")).not.toContainText(email);
    await axe();

    // newsletter on
    await page.goto("/en/user/me");
    await page.getByLabel("Yes, I want to receive the newsletter.").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("You are subscribed to the newsletter.").first()).toBeVisible();

    // logout
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are logged out." })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

    // recover and reset
    await visit("/en/user/recover");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText("If there is an account for this address")).toBeVisible();
    const resetMail = await waitForMail(email, /new password/i);
    await visit(linkPath(resetMail.text, "/user/reset"));
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Repeat password").fill(newPassword);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/en\/user\/login$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    await waitForMail(email, /has been changed/i);

    // login with the new password
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/user\/me$/);

    // download my data
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data (JSON)" }).click();
    const download = await downloadPromise;
    const data = JSON.parse(fs.readFileSync((await download.path()) as string, "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.account.profileSlug).toBe(slug);

    // delete the account: a wrong password first
    await page.getByLabel("Password to confirm").fill("not the password");
    await page.getByRole("button", { name: "Delete my account and data for good" }).click();
    await expect(page.locator(".field__errors").getByText("The password is wrong.")).toBeVisible();
    if (javaScriptEnabled) await axe();
    await page.getByLabel("Password to confirm").fill(newPassword);
    await page.getByRole("button", { name: "Delete my account and data for good" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your account and your data have been deleted." }),
    ).toBeVisible();
    await waitForMail(email, /has been deleted/i);

    // login fails now
    await visit("/en/user/login");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    const summary = page.getByRole("region", { name: "There is 1 problem with this form" });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("The e-mail address or password is wrong.");
    await expect(page).toHaveTitle(/^Error: Log in/);
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  });

  test("the header's Log in comes back to the page it was clicked on, and says so plainly", async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const email = `header-${testInfo.project.name}-${Date.now()}@example.com`;
    await registerMember(page, email, "header login password");
    await context.clearCookies();
    await page.goto("/de/recipe/negroni?servings=2");
    await page.getByRole("banner").getByRole("link", { name: "Anmelden" }).click();
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort").fill("header login password");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/de\/recipe\/negroni\?servings=2$/);
    await expect(page.getByRole("status").filter({ hasText: "Du bist angemeldet." })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Mein Konto" })).toBeVisible();
  });

  test("a member page sends visitors to login and back", async ({ page }) => {
    await page.goto("/de/user/me");
    await expect(page).toHaveURL(/\/de\/user\/login\?redirectTo=%2Fde%2Fuser%2Fme$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
  });

  test("registration errors are summarised first, all at once, and shown beside their fields in German", async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    await page.goto("/de/user/register");
    await page.getByLabel("E-Mail-Adresse").fill("kaputt");
    await page.getByLabel("Passwort", { exact: true }).fill("kurz");
    await page.getByLabel("Passwort wiederholen").fill("anders");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    // with and without JavaScript: the title says so, the summary has focus and lists every error
    await expect(page).toHaveTitle(/^Fehler: /);
    const summary = page.getByRole("region", { name: /Im Formular gibt es \d+ Probleme/ });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(6);
    const fieldErrors = page.locator(".field__errors");
    await expect(fieldErrors.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
    await expect(fieldErrors.getByText("Das Passwort muss mindestens 10 Zeichen lang sein.")).toBeVisible();
    await expect(fieldErrors.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
    await expect(
      fieldErrors.getByText("Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung."),
    ).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("kaputt");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    await summary.getByRole("link", { name: /E-Mail-Adresse/ }).click();
    await expect(page).toHaveURL(/#register-email$/);
    if (javaScriptEnabled) await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();
    await axe();
  });
});
