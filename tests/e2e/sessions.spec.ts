import { expect, registerMember, test } from "./fixtures";
import { waitForMail } from "./mail";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("sessions and password", () => {
  test("a member sees where they are logged in and ends the other session", async ({
    page,
    browser,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const email = `sessions-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = "two devices password";
    await registerMember(page, email, password);

    // the same member on a phone
    const phone = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled,
      userAgent: PHONE,
    });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto("/en/user/login");
      await phonePage.getByLabel("E-mail address").fill(email);
      await phonePage.getByLabel("Password").fill(password);
      await phonePage.getByRole("button", { name: "Log in" }).click();
      await expect(phonePage).toHaveURL(/\/en\/user\/me$/);

      await page.goto("/en/user/me");
      const sessions = page.getByRole("region", { name: "Where you are logged in" });
      await expect(sessions.getByRole("listitem")).toHaveCount(2);
      await expect(sessions.getByRole("listitem").filter({ hasText: "(This device)" })).toHaveCount(1);
      const phoneItem = sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" });
      await expect(phoneItem).toContainText("Last used");
      await axe();

      await phoneItem.getByRole("button", { name: "End this session" }).click();
      await expect(page.getByRole("status").filter({ hasText: "The session has been ended." })).toBeVisible();
      await expect(sessions.getByRole("listitem")).toHaveCount(1);
      await expect(sessions.getByText("You are not logged in anywhere else.")).toBeVisible();

      // the phone is logged out
      await phonePage.goto("/en/user/me");
      await expect(phonePage).toHaveURL(/\/en\/user\/login\?redirectTo=/);
    } finally {
      await phone.close();
    }
  });

  test("changing the password: a wrong current one is an error, the right one a toast", async ({
    page,
    axe,
  }, testInfo) => {
    test.slow();
    const email = `password-${testInfo.project.name}-${Date.now()}@example.com`;
    const oldPassword = "the old password";
    const newPassword = "the new password";
    await registerMember(page, email, oldPassword);

    const form = page.getByRole("region", { name: "Change password" });
    await form.getByLabel("Current password").fill("not the old password");
    await form.getByLabel("New password").fill(newPassword);
    await form.getByLabel("Repeat password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    const summary = page.getByRole("region", { name: "There is 1 problem with this form" });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Current password: The password is wrong.");
    await expect(page).toHaveTitle(/^Error: My account/);
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await axe();

    await form.getByLabel("Current password").fill(oldPassword);
    await form.getByLabel("New password").fill(newPassword);
    await form.getByLabel("Repeat password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    await waitForMail(email, /has been changed/i);

    // still logged in here; the new password works next time
    await page.getByRole("button", { name: "Log out" }).click();
    // wait for the logout to land: a login page asked for before it would send a member to the account
    await expect(page.getByRole("status").filter({ hasText: "You are logged out." })).toBeVisible();
    await page.goto("/en/user/login");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/user\/me$/);
  });
});
