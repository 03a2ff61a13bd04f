import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planRecipes } from "../../app/models/party-plan.server";
import { loader } from "../../app/routes/$lang.plan";
import { setCookie } from "../../app/utils/cookies.server";
import type { DatabaseHandle } from "../../db/client";
import { callLoader, createTestDatabase, ingredientId, loadContext } from "./database";

// The party planner against the seeded catalogue: the real Negroni (3 cl each of gin, Campari and sweet
// vermouth, stirred, on the rocks), the bounds of what its URL may carry, and the visitor's bar.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

type Loaded = {
  plan: {
    total: number;
    drinks: { slug: string; count: number; strength: string }[];
    shopping: { name: string; amount: string; buy: string; inBar: boolean; usedIn: string }[];
    ice: string;
    garnishes: { text: string }[];
    batches: { title: string; steps: string[] }[];
  } | null;
  form: {
    guests: string;
    drinks: { slug: string; name: string; share: number | null }[];
    errors: string[];
    allErrors: Record<string, string[]>;
  };
  unknown: string | null;
  hasBar: boolean;
};

async function plan(url: string, cookie?: string) {
  const lang = url.split("/")[1] ?? "en";
  const res = await callLoader(loader, url, { lang }, loadContext(handle), cookie);
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : null) as Loaded };
}

const row = (body: Loaded, name: string) => {
  const found = body.plan?.shopping.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in ${JSON.stringify(body.plan?.shopping.map((i) => i.name))}`);
  return found;
};

describe("the party planner", () => {
  it("reads the seeded Negroni as the seed wrote it", async () => {
    const [negroni] = await planRecipes(handle.db, ["negroni"], "en");
    expect(negroni?.method).toBe("stir");
    expect(negroni?.glass).toBe("rocks");
    expect(negroni?.lines.map((l) => [l.name, l.amount, l.unit])).toEqual([
      ["Gin", 3, "cl"],
      ["Campari", 3, "cl"],
      ["Sweet vermouth", 3, "cl"],
    ]);
  });

  it("plans 10 guests × 2 Negronis: 60 cl each, one bottle of each", async () => {
    const { res, body } = await plan("/en/plan?d=negroni&guests=10&per=2");
    expect(res.status).toBe(200);
    // It marks what the visitor's bar has: personal, so never stored by a cache.
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.plan?.total).toBe(20);
    expect(body.plan?.drinks.map((d) => [d.slug, d.count])).toEqual([["negroni", 20]]);
    expect(body.plan?.shopping.map((i) => [i.name, i.amount, i.buy])).toEqual([
      ["Gin", "60 cl", "1 bottle of 70 cl"],
      ["Campari", "60 cl", "1 bottle of 70 cl"],
      ["Sweet vermouth", "60 cl", "1 bottle of 75 cl"],
    ]);
    // stirred (0.15 kg) and on the rocks (0.1 kg): 20 × 0.25 kg
    expect(body.plan?.ice).toBe("5 kg of ice.");
    expect(body.plan?.garnishes.map((g) => g.text)).toEqual(["20 × Half an orange slice"]);
    const batch = body.plan?.batches[0];
    expect(batch?.title).toBe("Negroni (20 drinks)");
    expect(batch?.steps.join(" ")).toContain("60 cl Gin, 60 cl Campari, 60 cl Sweet vermouth; 180 cl in all");
    expect(batch?.steps.join(" ")).toContain("Add 36 cl of cold water (20 %)");
    expect(batch?.steps.join(" ")).toContain("10.8 cl per glass");
    expect(batch?.steps.join(" ")).toContain("several days ahead");
    expect(body.plan?.drinks[0]?.strength).toMatch(/% vol/);
  });

  it("takes the default party from a recipe's link and writes it into the form", async () => {
    const { body } = await plan("/en/plan?d=negroni");
    expect(body.form.guests).toBe("10");
    expect(body.plan?.total).toBe(20);
  });

  it("sums what two drinks share, in German too", async () => {
    const { body } = await plan("/de/plan?d=negroni&d=negroni-sbagliato&guests=10&per=2");
    expect(body.plan?.drinks.map((d) => [d.slug, d.count])).toEqual([
      ["negroni", 10],
      ["negroni-sbagliato", 10],
    ]);
    const campari = row(body, "Campari");
    expect(campari.amount).toBe("60 cl");
    expect(campari.buy).toBe("1 Flasche à 70 cl");
    expect(campari.usedIn).toBe("für Negroni und Negroni Sbagliato");
    expect(row(body, "Gin").amount).toBe("30 cl");
    const sbagliato = body.plan?.batches[1];
    expect(sbagliato?.steps.join(" ")).toContain("Beim Servieren ins Glas geben: Prosecco");
  });

  it("keeps a fixed count and shares the rest", async () => {
    const { body } = await plan("/en/plan?d=negroni&d=daiquiri&guests=10&per=2&n.negroni=5");
    expect(body.plan?.drinks.map((d) => [d.slug, d.count])).toEqual([
      ["negroni", 5],
      ["daiquiri", 15],
    ]);
    expect(body.form.drinks.map((d) => [d.slug, d.share])).toEqual([
      ["negroni", null],
      ["daiquiri", 15],
    ]);
    const daiquiri = body.plan?.batches[1]?.steps.join(" ") ?? "";
    expect(daiquiri).toContain("Mix to order");
    expect(daiquiri).toMatch(/Add fresh when mixing: .*lime/i);
  });

  it("marks what the bar covers by the matcher's rules: a London dry gin counts as gin", async () => {
    const londonDry = await ingredientId(handle, "london-dry-gin");
    const cookie = (await setCookie("bar", String(londonDry))).split(";")[0] ?? "";
    const { body } = await plan("/en/plan?d=negroni&guests=2&per=1", cookie);
    expect(body.hasBar).toBe(true);
    expect(body.plan?.shopping.map((i) => [i.name, i.inBar])).toEqual([
      ["Gin", true],
      ["Campari", false],
      ["Sweet vermouth", false],
    ]);
    const without = await plan("/en/plan?d=negroni&guests=2&per=1");
    expect(without.body.hasBar).toBe(false);
    expect(without.body.plan?.shopping.every((i) => !i.inBar)).toBe(true);
  });

  it("buys fresh lime juice as limes and sizes a bottle by the member's own product", async () => {
    const product = await handle.db
      .selectFrom("products")
      .select(["ingredient_id", "volume_ml"])
      .where("slug", "=", "kesselwind-london-dry-gin")
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable("products")
      .set({ volume_ml: 1000 })
      .where("slug", "=", "kesselwind-london-dry-gin")
      .execute();
    try {
      const cookie = (await setCookie("bar", String(product.ingredient_id))).split(";")[0] ?? "";
      // 10 guests × 2 drinks over a Negroni and a Daiquiri: 10 of each
      const { body } = await plan("/en/plan?d=negroni&d=daiquiri&guests=10&per=2", cookie);
      expect(row(body, "Gin")).toMatchObject({ amount: "30 cl", buy: "1 bottle of 1 l, the size of yours" });
      expect(row(body, "Gin").inBar).toBe(true);
      // 10 Daiquiris' lime juice, in whole limes at 4.4 cl each, rounded up
      const daiquiri = (await planRecipes(handle.db, ["daiquiri"], "en"))[0];
      const lime = daiquiri?.lines.find((l) => l.name === "Lime juice");
      expect(lime).toBeDefined();
      const limeMl = (lime?.amount ?? 0) * 10 * 10;
      expect(row(body, "Lime juice").buy).toBe(
        `${Math.ceil(limeMl / 44)} limes, at about 4.4 cl of juice each`,
      );
      const german = await plan("/de/plan?d=daiquiri&guests=10&per=2", cookie);
      expect(row(german.body, "Limettensaft").buy).toMatch(/^\d+ Limetten, mit je etwa 4,4 cl Saft$/);
      // without the bar, the usual 70 cl
      const visitor = await plan("/en/plan?d=negroni&d=daiquiri&guests=10&per=2");
      expect(row(visitor.body, "Gin").buy).toBe("1 bottle of 70 cl");
    } finally {
      await handle.db
        .updateTable("products")
        .set({ volume_ml: product.volume_ml })
        .where("slug", "=", "kesselwind-london-dry-gin")
        .execute();
    }
  });

  it("names unknown drinks and plans the others; a plan of unknown drinks only is a 404 with the message", async () => {
    const some = await plan("/en/plan?d=negroni&d=no-such-drink&d=Not%20A%20Slug");
    expect(some.res.status).toBe(200);
    expect(some.body.unknown).toBe(
      "We could not find these drinks, so they are not in the plan: Not A Slug and no-such-drink.",
    );
    expect(some.body.plan?.total).toBe(20);
    const none = await plan("/de/plan?d=no-such-drink");
    expect(none.res.status).toBe(404);
    expect(none.body.unknown).toBe(
      "Diesen Drink haben wir nicht gefunden, er ist nicht im Plan: no-such-drink.",
    );
    expect(none.body.plan).toBeNull();
  });

  it("redirects what the form sends to the plan's tidy URL", async () => {
    const { res } = await plan(
      "/en/plan?guests=12&per=2&d=negroni&n.negroni=&d=daiquiri&n.daiquiri=4&n.mojito=",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/plan?d=negroni&d=daiquiri&guests=12&per=2&n.daiquiri=4");
  });

  it("adds a drink by its name, in either case, keeping the party", async () => {
    const { res } = await plan("/en/plan?d=negroni&guests=12&per=2&n.negroni=&add=daiquiri");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/plan?d=negroni&d=daiquiri&guests=12&per=2");
    const first = await plan("/de/plan?guests=10&per=2&add=Negroni");
    expect(first.res.headers.get("Location")).toBe("/de/plan?d=negroni&guests=10&per=2");
  });

  it("offers a choice when a name fits several drinks, and says so when it fits none", async () => {
    const several = await plan("/en/plan?d=negroni&add=sour");
    expect(several.res.status).toBe(200);
    const choices = (several.body.form as unknown as { addChoices: { name: string; href: string }[] })
      .addChoices;
    expect(choices.length).toBeGreaterThan(1);
    for (const choice of choices) expect(choice.href).toMatch(/^\/en\/plan\?d=negroni&d=[a-z0-9-]+$/);
    const none = await plan("/en/plan?d=negroni&add=qqqzzzxx");
    expect(none.res.status).toBe(400);
    expect(none.body.form.allErrors).toEqual({
      add: ["We found no recipe called “qqqzzzxx”. Check the spelling, or search the recipes."],
    });
    expect(none.body.plan?.total).toBe(20);
  });

  it("shows an empty planner without drinks", async () => {
    const { res, body } = await plan("/en/plan");
    expect(res.status).toBe(200);
    expect(body.plan).toBeNull();
    expect(body.form.drinks).toEqual([]);
  });

  it("refuses more than 30 drinks with a 400 and a localized message", async () => {
    const many = Array.from({ length: 31 }, (_, i) => `d=drink-${i}`).join("&");
    const en = await plan(`/en/plan?${many}`);
    expect(en.res.status).toBe(400);
    expect(en.body.form.errors).toEqual(["A plan holds at most 30 drinks. Take some out and try again."]);
    expect(en.body.plan).toBeNull();
    const de = await plan(`/de/plan?${many}`);
    expect(de.res.status).toBe(400);
    expect(de.body.form.errors[0]).toMatch(/^Ein Plan fasst höchstens 30 Drinks/);
  });

  it("refuses 501 guests, 11 drinks per guest, a count over 2,000 and junk numbers with a 400", async () => {
    const cases: [string, string, string][] = [
      ["guests=501", "guests", "Enter the number of guests as a whole number from 0 to 500."],
      ["guests=abc", "guests", "Enter the number of guests as a whole number from 0 to 500."],
      ["guests=1e2", "guests", "Enter the number of guests as a whole number from 0 to 500."],
      ["per=11", "per", "Enter the drinks per guest as a whole number from 1 to 10."],
      ["per=-2", "per", "Enter the drinks per guest as a whole number from 1 to 10."],
      ["n.negroni=2001", "n.negroni", "Enter a whole number from 0 to 2,000, or leave the field empty."],
      ["n.negroni=zwanzig", "n.negroni", "Enter a whole number from 0 to 2,000, or leave the field empty."],
    ];
    for (const [query, field, message] of cases) {
      const { res, body } = await plan(`/en/plan?d=negroni&${query}`);
      expect(res.status, query).toBe(400);
      expect(body.form.allErrors, query).toEqual({ [field]: [message] });
      expect(body.plan, query).toBeNull();
      // the form comes back with the drinks, to correct the number
      expect(body.form.drinks.map((d) => d.slug)).toEqual(["negroni"]);
    }
    const de = await plan("/de/plan?d=negroni&guests=viele");
    expect(de.res.status).toBe(400);
    expect(de.body.form.allErrors).toEqual({
      guests: ["Gib die Zahl der Gäste als ganze Zahl von 0 bis 500 an."],
    });
  });

  it("accepts the bounds themselves", async () => {
    const { res, body } = await plan("/en/plan?d=negroni&guests=500&per=10");
    expect(res.status).toBe(200);
    expect(body.plan?.total).toBe(5000);
    // 5,000 × 3 cl = 150 l of gin: 215 bottles of 70 cl (214.3, rounded up)
    expect(row(body, "Gin").buy).toBe("215 bottles of 70 cl");
    const counted = await plan("/en/plan?d=negroni&guests=0&n.negroni=2000");
    expect(counted.res.status).toBe(200);
    expect(counted.body.plan?.total).toBe(2000);
  });
});
