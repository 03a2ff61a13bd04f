import { expect, test } from "./fixtures";
import { linkPath, waitForMail } from "./mail";

// A newcomer's way to a saved bar: from the bar's results, "register for free", the confirmation link,
// and back on the same results signed in, where "Save this bar" is one field and one button. The spec's
// sentence stays word for word; the way to register is added beside it.

for (const lang of ["en", "de"] as const) {
  const text =
    lang === "en"
      ? {
          prompt: "Please log in to use this function",
          register: "register for free",
          email: "E-mail address",
          password: "Password",
          repeat: "Repeat password",
          first: "First name",
          last: "Last name",
          terms: "I accept the terms of use and the privacy policy.",
          create: "Create account",
          subject: /confirm your e-mail/i,
          chosen: "Password chosen at registration",
          confirm: "Confirm my address",
          barName: "Name of the bar",
          save: "Save bar",
          homeBar: "A basic home bar",
        }
      : {
          prompt: "Bitte melde dich an, um diese Funktion zu nutzen",
          register: "kostenlos registrieren",
          email: "E-Mail-Adresse",
          password: "Passwort",
          repeat: "Passwort wiederholen",
          first: "Vorname",
          last: "Nachname",
          terms: "Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.",
          create: "Konto anlegen",
          subject: /bestätige deine e-mail/i,
          chosen: "Passwort aus der Registrierung",
          confirm: "Meine Adresse bestätigen",
          barName: "Name der Bar",
          save: "Bar speichern",
          homeBar: "Eine einfache Hausbar",
        };

  test(`a newcomer registers from the bar's results and comes back to them signed in (${lang})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = `newcomer-${lang}-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = "a newcomer's password";
    await page.goto(`/${lang}/recipe/filter`);
    await page.getByRole("link", { name: text.homeBar }).click();
    await expect(page).toHaveURL(/\/recipe\/filter-result\?/);
    const results = new URL(page.url());
    await expect(page.getByText(text.prompt)).toBeVisible();
    await page.getByRole("link", { name: text.register }).click();
    await expect(page).toHaveURL(/\/user\/register\?redirectTo=/);

    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByLabel(text.repeat).fill(password);
    await page.getByLabel(text.first).fill("New");
    await page.getByLabel(text.last).fill("Comer");
    await page.getByLabel(text.terms).check();
    await page.getByRole("button", { name: text.create }).click();
    await expect(page).toHaveURL(/\/user\/register-confirm\?redirectTo=/);

    const mail = await waitForMail(email, text.subject);
    await page.goto(linkPath(mail.text, "/user/register-confirmed"));
    await page.getByLabel(text.chosen).fill(password);
    await page.getByRole("button", { name: text.confirm }).click();
    // back on the same results, signed in: the save form is there
    await expect(page).toHaveURL(`${results.pathname}${results.search}`);
    await expect(page.getByText(text.prompt)).toHaveCount(0);
    await page.getByLabel(text.barName).fill(lang === "en" ? "Home" : "Zuhause");
    await page.getByRole("button", { name: text.save }).click();
    await expect(
      page.getByRole("status").filter({ hasText: lang === "en" ? "Home" : "Zuhause" }),
    ).toBeVisible();
  });
}

test("a way back that leaves the site is not followed by registration or its confirmation", async ({
  page,
}) => {
  await page.goto("/en/user/register?redirectTo=%2F%2Fevil.example%2F");
  await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
  await page.goto("/en/user/register-confirm?redirectTo=https%3A%2F%2Fevil.example%2F");
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/en/user/login",
  );
});
