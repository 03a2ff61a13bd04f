import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The virtual bar's picker stays put: one search field in one place with one label from the server's
// HTML on, nothing swapped when it gets focus, focus moved only by the visitor, the sections always there,
// and the live count with "Find recipes" on screen while choosing on a phone. WCAG 3.2.1 (On Focus), 2.4.3
// (Focus Order), 2.4.11 (Focus Not Obscured). Both languages, with and without JavaScript, at 320, 390 and
// 1280 px.

const TEXT = {
  en: {
    field: "Find an ingredient",
    find: "Find",
    sections: "Browse by section",
    browse: "Browse all sections",
    submit: "Find recipes",
    fruit: "Juices & fruit",
    lime: "Lime",
    gin: "Gin",
    chosenGin: "1 ingredient chosen – Gin",
    answer: /^You can make \d+ drinks? now · \d+ more with one more bottle$/,
    small: "Small shopping list",
    large: "Large shopping list",
    legend: "Which drinks to show",
  },
  de: {
    field: "Zutat finden",
    find: "Finden",
    sections: "Nach Bereichen stöbern",
    browse: "Alle Bereiche zeigen",
    submit: "Rezepte finden",
    fruit: "Säfte & Obst",
    lime: "Limette",
    gin: "Gin",
    chosenGin: "1 Zutat ausgewählt – Gin",
    answer: /^Du kannst jetzt \d+ Drinks? mixen · \d+ weiterer? mit einer Flasche mehr$/,
    small: "Kleine Einkaufsliste",
    large: "Große Einkaufsliste",
    legend: "Welche Drinks zeigen",
  },
} as const;

/** The search field: a searchbox without JavaScript, the same field as a combobox with it. */
function field(page: Page, name: string): Locator {
  return page
    .getByRole("searchbox", { name, exact: true })
    .or(page.getByRole("combobox", { name, exact: true }));
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "the element is rendered").not.toBeNull();
  return b as NonNullable<typeof b>;
}

/** Where an element is on the page (not in the viewport: a click may scroll), rounded to 0.1 px. */
async function place(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      x: round(r.left + window.scrollX),
      y: round(r.top + window.scrollY),
      width: round(r.width),
      height: round(r.height),
    };
  });
}

/** Focus stays on `locator` for a few hundred milliseconds: nothing on the page takes it away. */
async function staysFocused(page: Page, locator: Locator) {
  for (let n = 0; n < 8; n++) {
    await expect(locator).toBeFocused({ timeout: 1 });
    await page.waitForTimeout(60);
  }
}

/** Elements whose text is cut off (wider than their box). */
async function truncated(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** The page's code is there: a lazily hydrated control reacts only then. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  else await page.waitForLoadState("load");
}

for (const lang of ["en", "de"] as const) {
  const text = TEXT[lang];
  for (const width of [320, 390, 1280]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 1280 ? 900 : 740 } });

      test("the search field stays where it is, with its label, when it gets focus, and Tab leaves it", async ({
        page,
        browser,
        axe,
        javaScriptEnabled,
      }) => {
        await page.goto(`/${lang}/recipe/filter`);
        await ready(page, javaScriptEnabled);
        const search = field(page, text.field);
        const label = page.locator('label[for="bar-q"]');
        await expect(label).toHaveText(text.field);
        const before = await place(search);
        if (javaScriptEnabled) {
          // where the server's HTML (the first paint) puts it, before any script ran
          const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
          const first = await plain.newPage();
          await first.goto(page.url());
          await first.waitForLoadState("load");
          expect(await place(field(first, text.field))).toEqual(before);
          await plain.close();
        }

        await search.click();
        await expect(search).toBeFocused();
        await staysFocused(page, search);
        expect(await place(search)).toEqual(before);
        await expect(label).toHaveText(text.field);
        await expect(page.getByRole("group", { name: text.sections })).toBeVisible();

        // Tab goes to the next control and focus stays there
        await page.keyboard.press("Tab");
        const find = page.getByRole("button", { name: text.find, exact: true });
        await expect(find).toBeFocused();
        await staysFocused(page, find);
        expect(await place(search)).toEqual(before);
        // and back: still the same field
        await page.keyboard.press("Shift+Tab");
        await expect(search).toBeFocused();
        await staysFocused(page, search);
        expect(await place(search)).toEqual(before);
        await expect(page.getByRole("group", { name: text.sections })).toBeVisible();

        // nothing in the form is cut off: labels wrap
        const form = page.locator("form.bar-picker");
        expect(await truncated(form.locator("label, legend, button, summary, .bar-dock__answer"))).toEqual(
          [],
        );
        await expect(page.getByRole("radio", { name: text.small })).toBeVisible();
        await expect(page.getByRole("group", { name: text.legend })).toBeVisible();
        await axe();
      });

      test("typing suggests without moving anything; a suggestion ticks its box and focus stays", async ({
        page,
        axe,
        javaScriptEnabled,
      }) => {
        test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it “Find” lists the boxes");
        await page.goto(`/${lang}/recipe/filter`);
        await ready(page, javaScriptEnabled);
        const search = page.getByRole("combobox", { name: text.field, exact: true });
        const before = await place(search);
        await search.fill("gin");
        const list = page.getByRole("listbox", { name: text.field });
        await expect(list).toBeVisible();
        await expect(search).toHaveAttribute("aria-expanded", "true");
        await expect(list.getByRole("option").first()).toHaveAccessibleName(new RegExp(`^${text.gin} ·`));
        expect(await place(search)).toEqual(before);
        await expect(page.getByRole("group", { name: text.sections })).toBeVisible();
        await axe();

        await search.press("ArrowDown");
        await search.press("Enter");
        await expect(list).toBeHidden();
        await expect(search).toBeFocused();
        await expect(search).toHaveValue("");
        await expect(page.getByText(text.chosenGin, { exact: true })).toBeVisible();
        // its section says so
        const spirits = page.locator(".picker-section > summary").first();
        await expect(spirits).toContainText(lang === "en" ? "1 chosen" : "1 ausgewählt");
        await staysFocused(page, search);
        expect(await place(search)).toEqual(before);
        // the count arrives in the bar at the bottom
        await expect(page.locator(".bar-dock__answer")).toHaveText(text.answer);

        // Escape closes the suggestions, Tab leaves the field for "Find"
        await search.fill("lim");
        await expect(list).toBeVisible();
        await search.press("Escape");
        await expect(list).toBeHidden();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: text.find, exact: true })).toBeFocused();
        // the box in the section is ticked
        await spirits.click();
        await expect(page.getByRole("checkbox", { name: text.gin, exact: true })).toBeChecked();

        // Enter with no suggestion chosen is "Find": the matching boxes, the choice kept, focus in the field
        await search.fill("lim");
        await search.press("Enter");
        await expect(page).toHaveURL(/[?&]q=lim(&|$)/);
        await expect(list).toBeHidden();
        await expect(search).toBeFocused();
        await expect(search).toHaveValue("lim");
        await expect(page.getByText(text.chosenGin, { exact: true })).toBeVisible();
        await expect(page.getByRole("checkbox", { name: text.gin, exact: true })).toBeChecked();
        await staysFocused(page, search);
        // and back to the sections: the field is empty again
        await page.getByRole("button", { name: text.browse }).click();
        await expect(page.getByRole("group", { name: text.sections })).toBeVisible();
        await expect(search).toHaveValue("");
        expect(await place(search)).toEqual(before);
      });
    });
  }

  for (const width of [320, 390]) {
    test.describe(`${lang} on a phone (${width} px)`, () => {
      test.use({ viewport: { width, height: 740 } });

      test("the count and “Find recipes” stay on screen while choosing, clear of what has focus", async ({
        page,
        javaScriptEnabled,
      }) => {
        await page.goto(`/${lang}/recipe/filter`);
        await ready(page, javaScriptEnabled);
        const viewport = page.viewportSize() ?? { width, height: 740 };
        const dock = page.locator(".bar-dock");
        const submit = dock.getByRole("button", { name: text.submit });

        // open a section further down and tick a box, by keyboard
        const summary = page.locator("summary").filter({ has: page.getByText(text.fruit, { exact: true }) });
        await summary.click();
        const lime = page.getByRole("checkbox", { name: text.lime, exact: true });
        await lime.focus();
        await page.keyboard.press("Space");
        await expect(lime).toBeChecked();
        await expect(lime).toBeInViewport();
        if (javaScriptEnabled) {
          const answer = dock.locator(".bar-dock__answer");
          await expect(answer).toHaveText(text.answer);
          await expect(answer).toHaveAttribute("aria-live", "polite");
          await expect(answer).toBeInViewport({ ratio: 1 });
        }
        await expect(submit).toBeInViewport({ ratio: 1 });
        const dockTop = (await box(dock)).y;
        expect(dockTop + (await box(dock)).height).toBeLessThanOrEqual(viewport.height + 1);

        // Tab on through the boxes: each one that gets focus is scrolled clear of the bar
        for (let n = 0; n < 12; n++) {
          await page.keyboard.press("Tab");
          const focused = await page.evaluate(() => {
            const r = document.activeElement?.getBoundingClientRect();
            return r ? { top: r.top, bottom: r.bottom, tag: document.activeElement?.tagName } : null;
          });
          if (!focused || focused.tag === "BUTTON") break;
          const top = (await box(dock)).y;
          expect(focused.bottom, "the focused element is not under the bar").toBeLessThanOrEqual(top + 1);
        }
        await expect(submit).toBeInViewport({ ratio: 1 });
      });

      test("the results' choice of drinks is three radios, none cut off", async ({ page }) => {
        await page.goto(`/${lang}/recipe/filter-result?i=gin&tolerance=high`);
        const large = page.getByRole("radio", { name: text.large });
        await expect(large).toBeChecked();
        expect(await truncated(page.locator(".tolerance-choice").locator("label, legend"))).toEqual([]);
        await page.getByRole("radio", { name: text.small }).check();
        await page.getByRole("button", { name: lang === "en" ? "Show" : "Anzeigen", exact: true }).click();
        await expect(page).toHaveURL(/tolerance=normal/);
        await expect(page.getByRole("radio", { name: text.small })).toBeChecked();
      });
    });
  }
}

// The sections' boxes are HTML the page's script does not render (docs/decisions/0034-picker-page-light.md):
// they are read from the page as it starts, or made from the catalogue after a navigation without a new
// document. Either way they show the choice, the status line and the sections' counts follow them, and the
// page logs no error (a hydration mismatch would).
const FLOW = {
  en: {
    ...TEXT.en,
    alsoChosen: "Also chosen",
    spirits: "Spirits",
    one: "1 chosen",
    two: "2 ingredients chosen – Lime, Gin",
    limeOnly: "1 ingredient chosen – Lime",
    change: "Change your choice",
    failed: "The ingredients could not be loaded. Load the page again",
    reload: "Load the page again",
  },
  de: {
    ...TEXT.de,
    alsoChosen: "Außerdem ausgewählt",
    spirits: "Spirituosen",
    one: "1 ausgewählt",
    two: "2 Zutaten ausgewählt – Limette, Gin",
    limeOnly: "1 Zutat ausgewählt – Limette",
    change: "Auswahl ändern",
    failed: "Die Zutaten konnten nicht geladen werden. Seite neu laden",
    reload: "Seite neu laden",
  },
} as const;

for (const lang of ["en", "de"] as const) {
  const text = FLOW[lang];
  test(`the boxes keep the choice through a search, back to the sections and back from the results (${lang})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript each step is a page from the server, tested above");
    test.slow();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/recipe/filter`);
    await ready(page, true);
    const section = (name: string) =>
      page.locator("details.picker-section").filter({ has: page.getByText(name, { exact: true }) });

    // a box in a section, then a suggestion: both counted, each section says so
    await section(text.fruit).locator("> summary").click();
    await section(text.fruit).getByRole("checkbox", { name: text.lime, exact: true }).check();
    await expect(page.getByText(text.limeOnly, { exact: true })).toBeVisible();
    await expect(section(text.fruit).locator(".picker-section__count")).toHaveText(text.one);
    const search = page.getByRole("combobox", { name: text.field, exact: true });
    await search.fill("gin");
    await page.getByRole("option").first().click();
    await expect(page.getByText(text.two, { exact: true })).toBeVisible();
    await expect(section(text.spirits).locator(".picker-section__count")).toHaveText(text.one);

    // a search: the matches, and what else is chosen; unticking there counts
    await search.fill(lang === "en" ? "lime" : "limette");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    const also = page.getByRole("group", { name: text.alsoChosen });
    await expect(also.getByRole("checkbox", { name: text.gin, exact: true })).toBeChecked();
    await also.getByRole("checkbox", { name: text.gin, exact: true }).uncheck();
    await expect(page.getByText(text.limeOnly, { exact: true })).toBeVisible();

    // back to the sections: the boxes show the choice as it is now
    await page.getByRole("button", { name: text.browse }).click();
    await expect(page.getByRole("group", { name: text.sections })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: text.lime, exact: true })).toBeChecked();
    await expect(section(text.fruit).locator(".picker-section__count")).toHaveText(text.one);
    await expect(section(text.spirits).locator(".picker-section__count")).toHaveCount(0);
    await section(text.spirits).locator("> summary").click();
    await expect(
      section(text.spirits).getByRole("checkbox", { name: text.gin, exact: true }),
    ).not.toBeChecked();

    // to the results and back: the page made without a new document shows the same choice
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL(/\/recipe\/filter-result\?/);
    await page.getByRole("link", { name: text.change }).click();
    await expect(page).toHaveURL(/\/recipe\/filter\?/);
    await expect(page.getByText(text.limeOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: text.lime, exact: true })).toBeChecked();
    await expect(section(text.fruit).locator(".picker-section__count")).toHaveText(text.one);
    await expect(page.locator('input[name="i"]:checked')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

for (const lang of ["en", "de"] as const) {
  const text = FLOW[lang];
  test(`without its catalogue, a picker reached without a new document says so and offers the page again (${lang})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      "without JavaScript every picker is a page from the server, with its boxes",
    );
    await page.route("**/recipe/filter-choices.json*", (route) => route.abort());
    await page.goto(`/${lang}/recipe/filter`);
    await ready(page, true);
    // the page from the server has its boxes without the catalogue
    const spirits = page
      .locator("details.picker-section")
      .filter({ has: page.getByText(text.spirits, { exact: true }) });
    await spirits.locator("> summary").click();
    await spirits.getByRole("checkbox", { name: text.gin, exact: true }).check();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL(/\/recipe\/filter-result/);
    await page.getByRole("link", { name: text.change }).click();
    await expect(page).toHaveURL(/\/recipe\/filter(\?|$)/);
    await expect(page.getByRole("alert").filter({ hasText: text.reload })).toHaveText(text.failed);
    // Clicked while the catalogue is still refused: once it is let through, the picker may fetch it again on
    // its own, and the message with its link would go before the click. The new document is loading by the
    // time the click returns, and asks for the catalogue only once its code has run.
    await page.getByRole("link", { name: text.reload }).click();
    await page.unroute("**/recipe/filter-choices.json*");
    await expect(page.getByRole("checkbox", { name: text.gin, exact: true })).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: text.reload })).toHaveCount(0);
  });
}
