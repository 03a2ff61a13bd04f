import type { Locator, Page } from "@playwright/test";
import { expect, ingredientPicker, registerMember, test } from "./fixtures";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A suggestion by its name: suggestions read "Name · Section" ("White rum · Spirits"). */
function option(name: string, section?: string): RegExp {
  return new RegExp(`^${escapeRegExp(name)} · ${section ? `${escapeRegExp(section)}$` : ""}`);
}

/** With JavaScript: types into the ranked search and picks the option of that name. */
async function pickInSearch(page: Page, typed: string, name: string) {
  await (await ingredientPicker(page)).fill(typed);
  await page.getByRole("option", { name: option(name) }).click();
  // the list closes on a choice, so it hides nothing of the form below
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/** Without JavaScript: opens a section (and its "Show all N" if needed) and ticks the ingredient. */
async function tickInSection(page: Page, section: string, name: string) {
  const summary = page.locator("summary").filter({ has: page.getByText(section, { exact: true }) });
  const details = page.locator("details").filter({ has: summary });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
  const box = details.getByRole("checkbox", { name, exact: true });
  if (!(await box.isVisible())) await details.getByText(/^Show all \d+$/).click();
  await box.check();
}

/** Chooses ingredients the way a visitor does: typing with JavaScript, browsing the sections without it. */
async function choose(
  page: Page,
  items: { typed: string; name: string; section: string }[],
  javaScriptEnabled: boolean,
) {
  for (const { typed, name, section } of items) {
    if (javaScriptEnabled) await pickInSearch(page, typed, name);
    else await tickInSection(page, section, name);
  }
}

const DAIQUIRI_BAR = [
  { typed: "white rum", name: "White rum", section: "Spirits" },
  { typed: "lime", name: "Lime", section: "Juices & fruit" },
  { typed: "simple syrup", name: "Simple syrup", section: "Syrups & sweeteners" },
];

/** The answer on the results: the page's own status paragraph (the toasts have another one, outside main). */
function answer(page: Page): Locator {
  return page.getByRole("main").getByRole("status");
}

/** The ingredient ids in a URL's `i` (one comma-separated `i` from links, one `i` per box from the form). */
function idsIn(url: string): string[] {
  return new URL(url, "http://localhost").searchParams
    .getAll("i")
    .flatMap((i) => i.split(","))
    .filter(Boolean)
    .sort();
}

function idsInUrl(page: Page): string[] {
  return idsIn(page.url());
}

/** The ids a chip link keeps, so the one it removes is the one the URL has and it does not. */
async function idRemovedBy(page: Page, chip: Locator): Promise<string> {
  const kept = idsIn((await chip.getAttribute("href")) ?? "");
  const removed = idsInUrl(page).filter((id) => !kept.includes(id));
  expect(removed).toHaveLength(1);
  return removed[0]!;
}

test.describe("virtual bar", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("choosing white rum, lime and simple syrup finds a Daiquiri to make now", async ({
    page,
    visit,
    axe,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/filter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual bar");
    await choose(page, DAIQUIRI_BAR, javaScriptEnabled);
    let oneMore: number | undefined;
    if (javaScriptEnabled) {
      await expect(
        page.getByText("3 ingredients chosen – White rum, Lime, Simple syrup", { exact: true }),
      ).toBeVisible();
      // the live answer beside "Find recipes", fetched a moment after the choice changed
      const live = page.getByText(/^You can make 1 drink now · \d+ more with one more bottle$/);
      await expect(live).toBeVisible();
      oneMore = Number((await live.textContent())?.match(/(\d+) more/)?.[1]);
      await axe();
    }
    await page.getByRole("button", { name: "Find recipes" }).first().click();

    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?(i=[\d%C,]+&)+tolerance=normal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What you can mix");
    await expect(answer(page)).toHaveText("You can make 1 drink now.");
    const bar = page.getByRole("region", { name: "Your bar" });
    for (const name of ["White rum", "Lime", "Simple syrup"]) {
      await expect(bar.getByRole("link", { name: `Remove ${name}`, exact: true })).toBeVisible();
    }
    await expect(bar.getByText("Counted as well: Lime → Lime juice")).toBeVisible();
    const now = page.getByRole("region", { name: "You can make now (1)" });
    await expect(now.getByRole("heading", { level: 2 })).toHaveText("You can make now (1)");
    const daiquiri = now
      .locator(".card")
      .filter({ has: page.getByRole("link", { name: "Daiquiri", exact: true }) });
    await expect(daiquiri.getByText("You have everything!")).toBeVisible();
    await expect(daiquiri.getByText("Lime → Lime juice (freshly squeezed)", { exact: true })).toBeVisible();
    // the live line's "N more with one more bottle" are the drinks missing one ingredient
    const missingOne = page.getByRole("heading", { level: 2, name: /^Missing 1 ingredient \(\d+\)$/ });
    await expect(missingOne).toBeVisible();
    if (oneMore !== undefined) await expect(missingOne).toHaveText(`Missing 1 ingredient (${oneMore})`);
    const cubaLibre = page.locator(".card").filter({ has: page.getByRole("link", { name: "Cuba Libre" }) });
    await expect(cubaLibre.getByText("Missing: Cola")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Next bottles to buy" })).toBeVisible();

    const share = page.getByRole("region", { name: "Share this bar" });
    const link = share.getByRole("textbox", { name: "Link to this bar" });
    await expect(link).toHaveValue(
      /^http:\/\/localhost:\d+\/en\/recipe\/filter-result\?i=\d+(,\d+)*&tolerance=normal$/,
    );
    expect(idsIn(await link.inputValue())).toEqual(idsInUrl(page));
    await expect(share.getByRole("button", { name: "Copy link" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    const save = page.getByRole("region", { name: "Save this bar" });
    await expect(save.getByText("Please log in to use this function")).toBeVisible();
    await expect(save.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      /^\/en\/user\/login\?redirectTo=%2Fen%2Frecipe%2Ffilter-result/,
    );
    await axe();
  });

  test("typing “gin” puts Gin first", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/en/recipe/filter");
    if (javaScriptEnabled) {
      await (await ingredientPicker(page)).fill("gin");
      await expect(page.getByRole("option").first()).toHaveAccessibleName(option("Gin", "Spirits"));
      await page.getByRole("option").first().click();
      await expect(page.getByText("1 ingredient chosen – Gin", { exact: true })).toBeVisible();
      // the sections stay, and the box is ticked there
      await page
        .getByRole("group", { name: "Browse by section" })
        .getByText("Spirits", { exact: true })
        .click();
      await expect(page.getByRole("checkbox", { name: "Gin", exact: true })).toBeChecked();
    } else {
      await page.getByRole("searchbox", { name: "Find an ingredient" }).fill("gin");
      await page.getByRole("button", { name: "Find", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/recipe\/filter\?q=gin&/);
      const matches = page.getByRole("group", { name: "Ingredients matching “gin”" });
      await expect(matches.getByRole("checkbox").first()).toHaveAccessibleName("Gin · Spirits");
      // the sections make way for the matches
      await expect(page.getByRole("group", { name: "Browse by section" })).toHaveCount(0);
      await matches.getByRole("checkbox").first().check();
      // A second search keeps what was ticked before it: it is sent with the same form.
      await page.getByRole("searchbox", { name: "Find an ingredient" }).fill("campari");
      await page.getByRole("searchbox", { name: "Find an ingredient" }).press("Enter");
      await expect(page).toHaveURL(/\/en\/recipe\/filter\?q=campari&/);
      await expect(page.getByText("1 ingredient chosen – Gin", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("group", { name: "Also chosen" }).getByRole("checkbox", { name: "Gin", exact: true }),
      ).toBeChecked();
      await page
        .getByRole("group", { name: "Ingredients matching “campari”" })
        .getByRole("checkbox")
        .first()
        .check();
      await page.getByRole("button", { name: "Find recipes" }).first().click();
      await expect(page.getByRole("link", { name: "Remove Gin", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Remove Campari", exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Remove Campari", exact: true }).click();
      // back on the picker, the choice is named and its section is open with the box ticked
      await page.getByRole("link", { name: "Change your choice" }).click();
      await expect(page.getByText("1 ingredient chosen – Gin", { exact: true })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Gin", exact: true })).toBeChecked();
    }
  });

  test("a starter set shows what it makes in one click", async ({ page, visit }) => {
    await visit("/en/recipe/filter");
    const starters = page.getByRole("region", { name: "Start from a set" });
    for (const name of ["A basic home bar", "Gin lover", "Tiki shelf", "Alcohol-free"]) {
      await expect(starters.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await starters.getByRole("link", { name: "A basic home bar" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?(i=[\d%C,]+&)+tolerance=normal$/);
    await expect(answer(page)).toHaveText(/^You can make \d+ drinks? now\.$/);
    const drinks = Number((await answer(page).textContent())?.match(/\d+/)?.[0]);
    expect(drinks).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 2, name: `You can make now (${drinks})` })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your bar" }).getByRole("link", { name: "Remove Gin" }),
    ).toBeVisible();
  });

  test("a chip removes its ingredient, “Add to my bar” adds one", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/filter");
    await choose(page, DAIQUIRI_BAR, javaScriptEnabled);
    await page.getByRole("button", { name: "Find recipes" }).first().click();
    await expect(answer(page)).toHaveText("You can make 1 drink now.");
    const bar = page.getByRole("region", { name: "Your bar" });

    const lime = bar.getByRole("link", { name: "Remove Lime", exact: true });
    const limeId = await idRemovedBy(page, lime);
    await lime.click();
    await expect(lime).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    expect(idsInUrl(page)).not.toContain(limeId);
    expect(idsInUrl(page)).toHaveLength(2);
    // What the answer offers depends on the catalogue, which other tests change while this one runs (they
    // publish recipes): read the offer, add the bottle, check the promised count; if a recipe was
    // published in between, the claim is checked again from the same bar.
    const withoutLime = page.url();
    await expect(async () => {
      await page.goto(withoutLime);
      await expect(answer(page)).toHaveText(/^Nothing yet – one bottle of .+ opens up \d+ drinks?\.$/);
      const offer = /one bottle of (.+) opens up (\d+) drinks?/.exec(
        (await answer(page).textContent()) ?? "",
      );
      const [bottle, opens] = [offer?.[1] ?? "", Number(offer?.[2])];
      await expect(bar.getByText(/^Counted as well:/)).toHaveCount(0);

      // the answer offers the bottle; the first of two buttons of that name, the other is in "Next bottles"
      const addOffered = page.getByRole("button", { name: `Add to my bar: ${bottle}`, exact: true });
      await expect(addOffered).toHaveCount(2);
      await addOffered.first().click();
      await expect(bar.getByRole("link", { name: `Remove ${bottle}`, exact: true })).toBeVisible();
      expect(idsInUrl(page)).toHaveLength(3);
      await expect(answer(page)).toHaveText(`You can make ${opens} drink${opens === 1 ? "" : "s"} now.`, {
        timeout: 5_000,
      });

      // the first of the next bottles adds as many drinks as it says
      const nextBottles = page.getByRole("region", { name: "Next bottles to buy" });
      const first = nextBottles.getByRole("listitem").first();
      const line = /^(.+?) – (\d+) more drinks? you can make/.exec((await first.textContent()) ?? "");
      const [next, adds] = [line?.[1] ?? "", Number(line?.[2])];
      expect(adds).toBeGreaterThan(0);
      await first.getByRole("button", { name: `Add to my bar: ${next}`, exact: true }).click();
      await expect(bar.getByRole("link", { name: `Remove ${next}`, exact: true })).toBeVisible();
      expect(idsInUrl(page)).toHaveLength(4);
      const total = opens + adds;
      await expect(answer(page)).toHaveText(`You can make ${total} drinks now.`, { timeout: 5_000 });
      await expect(
        page.getByRole("heading", { level: 2, name: `You can make now (${total})` }),
      ).toBeVisible();
    }).toPass({ timeout: 90_000 });
  });

  test("a choice that makes nothing says so and offers a large shopping list", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/filter");
    if (javaScriptEnabled) {
      await pickInSearch(page, "salt", "Salt");
    } else {
      await page.getByRole("searchbox", { name: "Find an ingredient" }).fill("salt");
      await page.getByRole("button", { name: "Find", exact: true }).click();
      await page.getByRole("checkbox", { name: "Salt · Herbs, spices & garnishes", exact: true }).check();
    }
    await page.getByRole("radio", { name: "Only the ingredients given" }).check();
    await page.getByRole("button", { name: "Find recipes" }).first().click();
    await expect(page).toHaveURL(/tolerance=light/);
    await expect(answer(page)).toHaveText(/^Nothing yet/);
    // salt alone: no single bottle helps, so none is offered
    await expect(answer(page)).toHaveText(
      "Nothing yet, and no single bottle would change that. Add more of what you have, or start from a set.",
    );
    await expect(page.getByRole("button", { name: /^Add to my bar: / })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Nothing yet" })).toBeVisible();
    await page.getByRole("link", { name: "Search with a large shopping list" }).click();
    await expect(page).toHaveURL(/tolerance=high/);
    // The choice of drinks follows the page, also when JavaScript updated it in place.
    await expect(page.getByRole("radio", { name: "Large shopping list" })).toBeChecked();
    await expect(answer(page)).toHaveText(/^Nothing yet/);
    await expect(page.getByRole("link", { name: "Search with a large shopping list" })).toHaveCount(0);
  });

  test("a member saves a bar, finds it on the picker, updates it and manages it on the account page", async ({
    page,
    visit,
  }, testInfo) => {
    test.slow();
    const email = `bar-${testInfo.project.name}-${Date.now()}@example.com`;
    await registerMember(page, email, "bar keeper password");
    await visit("/en/recipe/filter");
    await expect(page.getByRole("heading", { name: "Your saved bars" })).toHaveCount(0);
    await page.getByRole("link", { name: "A basic home bar" }).click();
    const save = page.getByRole("region", { name: "Save this bar" });
    await expect(save.getByRole("heading", { name: "Save as a new bar" })).toBeVisible();
    await expect(save.getByRole("heading", { name: "Update a saved bar" })).toHaveCount(0);
    const homeBarIds = idsInUrl(page);
    await save.getByLabel("Name of the bar").fill("Home bar");
    await save.getByRole("button", { name: "Save bar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your bar “Home bar” has been saved." }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Change your choice" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter\?/);
    const starters = page.getByRole("region", { name: "Start from a set" });
    await expect(starters.getByRole("heading", { level: 3 })).toHaveText("Your saved bars");
    await starters.getByRole("link", { name: "Home bar", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    expect(idsInUrl(page)).toEqual(homeBarIds);
    await expect(answer(page)).toHaveText(/^You can make \d+ drinks now\.$/);

    // one bottle less, then the saved bar takes the new choice
    await page.getByRole("region", { name: "Your bar" }).getByRole("link", { name: "Remove Vodka" }).click();
    await expect(page.getByRole("link", { name: "Remove Vodka" })).toHaveCount(0);
    await expect(save.getByRole("heading", { name: "Update a saved bar" })).toBeVisible();
    await save.getByRole("combobox", { name: "Saved bar" }).selectOption({ label: "Home bar" });
    await save.getByRole("button", { name: "Update bar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "“Home bar” now holds these ingredients." }),
    ).toBeVisible();
    expect(idsInUrl(page)).toHaveLength(homeBarIds.length - 1);

    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await page.getByRole("link", { name: "Your 1 saved bar" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Home bar" })).toBeVisible();
    await expect(page.getByText(`${homeBarIds.length - 1} ingredients:`)).toBeVisible();
    await expect(page.getByText(/ingredients:.*Vodka/)).toHaveCount(0);
    await page.getByLabel("New name for Home bar").fill("");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("region", { name: /There is 1 problem/ })).toBeFocused();
    await page.getByLabel("New name for Home bar").fill("Garden bar");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The bar is now called “Garden bar”." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete bar Garden bar" }).click();
    await expect(page.getByText("No bar created yet.")).toBeVisible();
  });

  test("the recipe page shows the shopping list for the remembered bar", async ({
    page,
    visit,
    axe,
    javaScriptEnabled,
  }) => {
    await visit("/en/recipe/filter");
    await choose(
      page,
      [
        { typed: "kesselwind london", name: "Kesselwind London Dry Gin", section: "Spirits" },
        { typed: "campari", name: "Campari", section: "Liqueurs" },
        { typed: "sweet vermouth", name: "Sweet vermouth", section: "Wine, bubbles & beer" },
      ],
      javaScriptEnabled,
    );
    await page.getByRole("radio", { name: "Small shopping list" }).check();
    await page.getByRole("button", { name: "Find recipes" }).last().click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    const negroni = page
      .getByRole("region", { name: /^You can make now/ })
      .locator(".card")
      .filter({ has: page.getByRole("link", { name: "Negroni", exact: true }) });
    await expect(negroni.getByText("You have everything!")).toBeVisible();
    await expect(negroni.getByText("Kesselwind London Dry Gin counts as Gin")).toBeVisible();

    await negroni.getByRole("link", { name: "Negroni", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negroni");
    await expect(page.getByText("You have everything for this recipe.")).toBeVisible();
    await axe();
    // from the recipe back to the bar, and on to a drink it almost makes
    await page.getByRole("complementary").getByRole("link", { name: "Your bar" }).click();
    await expect(page).toHaveURL(/\/en\/recipe\/filter-result\?/);
    // the card's link (the next-bottle advice may name the same drink)
    await page.locator(".card").getByRole("link", { name: "Americano", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Americano");
    const note = page.getByRole("complementary").filter({ hasText: "You still need:" });
    await expect(note.getByRole("listitem")).toHaveText(["Soda water"]);

    // The bar is remembered: the picker starts from it.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Virtual bar" })
      .click();
    await expect(
      page.getByText("3 ingredients chosen – Campari, Sweet vermouth, Kesselwind London Dry Gin", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: "Kesselwind London Dry Gin", exact: true }),
    ).toBeChecked();
  });

  test("the German picker speaks German", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/de/recipe/filter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtuelle Bar");
    await expect(page.getByRole("link", { name: "Eine einfache Hausbar" })).toBeVisible();
    if (javaScriptEnabled) {
      const box = await ingredientPicker(page, "Zutat finden");
      await box.fill("limette");
      const first = page.getByRole("option").first();
      await expect(first).toHaveAccessibleName(option("Limette", "Säfte & Obst"));
      await first.click();
      await expect(page.getByText("1 Zutat ausgewählt – Limette", { exact: true })).toBeVisible();
      // a suggestion already chosen is marked so, and choosing it again takes it out
      await box.fill("limette");
      await expect(first).toHaveAttribute("aria-selected", "true");
      await first.click();
      await expect(page.getByText("0 Zutaten ausgewählt", { exact: true })).toBeVisible();
    } else {
      const sections = page.getByRole("group", { name: "Nach Bereichen stöbern" });
      await expect(sections.locator("summary").first()).toHaveText("Spirituosen");
      await expect(sections.locator("summary").filter({ hasText: "Säfte & Obst" })).toHaveCount(1);
      await expect(page.getByRole("searchbox", { name: "Zutat finden" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Rezepte finden" })).toHaveCount(1);
    }
  });

  test("the picker is short on a phone and “Find recipes” is reached in few Tab presses", async ({
    page,
    visit,
  }, testInfo) => {
    await visit("/en/recipe/filter");
    await page.waitForLoadState("load");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`[${testInfo.project.name}] picker height at 390 px: ${height} px`);
    expect(height).toBeLessThan(4000);

    const find = page.getByRole("button", { name: "Find recipes" }).first();
    let presses = 0;
    while (presses < 40) {
      await page.keyboard.press("Tab");
      presses++;
      if (await find.evaluate((button) => button === document.activeElement)) break;
    }
    console.log(`[${testInfo.project.name}] Tab presses to “Find recipes”: ${presses}`);
    await expect(find).toBeFocused();
  });
});

test.describe("ratings", () => {
  test("visitors are asked to log in; a member rates a recipe", async ({ page, axe }, testInfo) => {
    test.slow();
    await page.goto("/en/recipe/daiquiri");
    const section = page.getByRole("region", { name: "Rate" });
    await expect(section.getByText("Please log in to use this function")).toBeVisible();
    await registerMember(
      page,
      `rater-${testInfo.project.name}-${Date.now()}@example.com`,
      "rating member password",
    );
    await page.goto("/en/recipe/daiquiri");
    // The rating form's code arrives as a chunk of its own after hydration; a star chosen before it is there
    // can be lost when React renders the form again (seen once on a loaded machine). A person reads first;
    // the test waits for the page's code, as the closing note of the trust issue records.
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Save rating" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your rating!" })).toBeVisible();
    await expect(page.getByText("Your rating: 4 stars")).toBeVisible();
    await axe();
  });
});
