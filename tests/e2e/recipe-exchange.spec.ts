import fs from "node:fs";
import { expect, registerMember, test, toast } from "./fixtures";

// Export and import of a member's recipes, as a member meets them, with JavaScript and without, in English
// and German: favourites downloaded as JSON and printed as a booklet, the file imported back as drafts
// with a line that matches no ingredient (flagged, then chosen), a malformed paste and a 10 MB file
// refused with a message in the page's language. axe scans every page on the way (with JavaScript).

type Exported = { itemListElement: { "@type": string; position: number; item: Record<string, unknown> }[] };

test.describe("export and import", () => {
  test("download favourites, print them as a booklet, import the file back as drafts", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `exporter-${tag}@example.com`, "exporting member password");

    await page.goto("/en/recipe/negroni");
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(toast(page, "Added to your favourites")).toBeVisible();

    await page.goto("/en/user/favourites");
    const exchange = page.getByRole("region", { name: "Download and print" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exchange.getByRole("link", { name: "Download as JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^favourites-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as Exported;
    expect(file.itemListElement.map((e) => e.item.name)).toEqual(["Negroni"]);
    expect(file.itemListElement[0]?.item["@type"]).toBe("Recipe");

    await exchange.getByRole("link", { name: "Print as a booklet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveText([
      "Negroni",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Negroni" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print the booklet" })).toHaveCount(
      javaScriptEnabled ? 1 : 0,
    );
    await axe();

    // from "My recipes" to the import
    await page.goto("/en/recipe/draft");
    await page.getByRole("link", { name: "Import recipes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import recipes");
    await axe();

    // a malformed paste is answered in place
    await page.getByLabel("Or paste the JSON-LD").fill("{ not json");
    await page.getByRole("button", { name: "Read the recipes" }).click();
    await expect(page.getByText("This is not JSON.", { exact: false })).toBeVisible();
    await axe();

    // the downloaded file, with one more recipe whose line names no ingredient of the site
    const unicorn = `Unicorn Sour ${tag}`;
    file.itemListElement.push({
      "@type": "ListItem",
      position: 2,
      item: {
        "@type": "Recipe",
        name: unicorn,
        recipeIngredient: ["4 cl Gin", "1 pinch unicorn dust"],
        recipeInstructions: "Shake with ice.",
      },
    });
    await page.getByLabel("Or paste the JSON-LD").fill("");
    await page.getByLabel("File (.json or .jsonld)").setInputFiles({
      name: "book.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByRole("button", { name: "Read the recipes" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Check the ingredients" })).toBeVisible();
    await expect(page.getByText("2 recipes found.")).toBeVisible();
    await expect(page.getByText("Matched: Gin").first()).toBeVisible();
    const flagged = page.getByRole("region", { name: unicorn }).getByRole("listitem").filter({
      hasText: "1 pinch unicorn dust",
    });
    await expect(flagged.getByText("Please choose")).toBeVisible();
    const choice = page.getByLabel("Ingredient for “1 pinch unicorn dust”");
    await expect(choice).toHaveValue("");
    await axe();
    await choice.selectOption("skip");
    await page.getByRole("button", { name: "Create 2 drafts" }).click();

    await expect(page).toHaveURL(/\/en\/recipe\/draft$/);
    await expect(toast(page, "2 recipes imported as drafts.")).toBeVisible();
    const drafts = page.getByRole("region", { name: "Drafts" });
    await expect(drafts.getByText(unicorn, { exact: true })).toBeVisible();
    await expect(drafts.getByText("Negroni", { exact: true })).toBeVisible();
    // the left-out line is kept in the draft, not lost
    await drafts.getByRole("link", { name: `Edit ${unicorn}` }).click();
    // the English fields come first (the recipe's file named no language: the page's is taken)
    await expect(page.getByRole("textbox", { name: "Description", exact: true }).first()).toHaveValue(
      "Not imported: 1 pinch unicorn dust",
    );
    // and the member's own recipes download and print too
    await page.goto("/en/recipe/draft");
    await expect(
      page
        .getByRole("region", { name: "Download and print" })
        .getByRole("link", { name: "Print as a booklet" }),
    ).toBeVisible();
    await axe();
  });

  test("in German: a recipe with an unknown ingredient, and a 10 MB file refused", async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const tag = `${testInfo.project.name}-${Date.now()}`;
    await registerMember(page, `importeur-${tag}@example.com`, "importing member password");

    await page.goto("/de/user/me");
    await page.getByRole("link", { name: "Rezepte importieren" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezepte importieren");
    await expect(page.getByText("Höchstens 50 Rezepte mit je 30 Zutatenzeilen und 512 KB.")).toBeVisible();
    await axe();

    // 10 MB: refused with a message in German, and the site keeps answering
    await page.getByLabel("Datei (.json oder .jsonld)").setInputFiles({
      name: "riesig.json",
      mimeType: "application/json",
      buffer: Buffer.alloc(10 * 1024 * 1024, 32),
    });
    await page.getByRole("button", { name: "Rezepte lesen" }).click();
    await expect(page.getByText("Diese Datei ist größer als 512 KB. Bitte teile sie auf.")).toBeVisible();
    if (javaScriptEnabled) await axe();
    await page.goto("/de/user/import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezepte importieren");

    const name = `Einhorn Sour ${tag}`;
    await page.getByLabel("Oder füge das JSON-LD ein").fill(
      JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        inLanguage: "de",
        name,
        recipeIngredient: ["4 cl Wodka", "2 cl Zitronensaft", "2 cl Einhornsirup"],
        recipeInstructions: [{ "@type": "HowToStep", text: "Auf Eis schütteln." }],
      }),
    );
    await page.getByRole("button", { name: "Rezepte lesen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Zutaten prüfen" })).toBeVisible();
    await expect(page.getByText("1 Rezept gefunden.")).toBeVisible();
    await expect(page.getByText("Zugeordnet: Zitronensaft")).toBeVisible();
    await expect(page.getByText("Bitte wählen", { exact: true })).toBeVisible();
    await axe();
    await page.getByLabel("Zutat für „2 cl Einhornsirup“").selectOption({ label: "Zuckersirup" });
    await page.getByRole("button", { name: "1 Entwurf anlegen" }).click();
    await expect(page).toHaveURL(/\/de\/recipe\/draft$/);
    await expect(toast(page, "1 Rezept als Entwurf importiert.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Entwürfe" }).getByText(name, { exact: true }),
    ).toBeVisible();
    await axe();
  });
});
