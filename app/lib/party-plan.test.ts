import { describe, expect, it } from "vitest";
import {
  addDrinkQuery,
  batchFor,
  bottleSize,
  bottlesFor,
  computePlan,
  DEFAULT_GUESTS,
  DEFAULT_PER_GUEST,
  drinkCounts,
  juiceFruit,
  lineKind,
  PLAN_LIMITS,
  type PlanLine,
  type PlanRecipe,
  parsePlanQuery,
  planQuery,
  pourMl,
  tidyPlanQuery,
} from "./party-plan";

const GIN = ["spirits", "gin"];
const CAMPARI = ["liqueurs", "bitter-aperitivo", "campari"];
const VERMOUTH = ["fortified-wines", "vermouth", "sweet-vermouth"];
const RUM = ["spirits", "rum", "white-rum"];
const LIME = ["juices", "lime-juice"];
const SYRUP = ["syrups-sweeteners", "simple-syrup"];
const PROSECCO = ["wines", "sparkling-wine", "prosecco"];
const SODA = ["mixers", "soda-water"];
const BITTERS = ["bitters", "aromatic-bitters", "angostura"];
const EGG_WHITE = ["dairy-eggs", "eggs", "egg-white"];
const MINT = ["fruits-herbs-vegetables", "mint"];

let nextId = 1;
const ids = new Map<string, number>();
function line(keys: string[], amount: number | null, unit: string, extra: Partial<PlanLine> = {}): PlanLine {
  const key = keys.at(-1)!;
  if (!ids.has(key)) ids.set(key, nextId++);
  return {
    ingredientId: ids.get(key)!,
    alternativeIds: [],
    name: key,
    amount,
    unit,
    optional: false,
    exact: false,
    keys,
    ...extra,
  };
}

// The seeded Negroni: 3 cl each of gin, Campari and sweet vermouth, stirred, in a rocks glass.
const negroni: PlanRecipe = {
  slug: "negroni",
  name: "Negroni",
  method: "stir",
  glass: "rocks",
  garnish: "Half an orange slice",
  lines: [line(GIN, 3, "cl"), line(CAMPARI, 3, "cl"), line(VERMOUTH, 3, "cl")],
};
const daiquiri: PlanRecipe = {
  slug: "daiquiri",
  name: "Daiquiri",
  method: "shake",
  glass: "coupe",
  garnish: "Lime wheel",
  lines: [line(RUM, 6, "cl"), line(LIME, 2, "cl"), line(SYRUP, 1.5, "cl")],
};
const martinez: PlanRecipe = {
  slug: "martinez",
  name: "Martinez",
  method: "stir",
  glass: "coupe",
  garnish: "",
  lines: [
    line(GIN, 4.5, "cl"),
    line(VERMOUTH, 4.5, "cl"),
    line(BITTERS, 2, "dash"),
    line(SYRUP, 1, "barspoon"),
  ],
};
const sbagliato: PlanRecipe = {
  slug: "negroni-sbagliato",
  name: "Negroni Sbagliato",
  method: "build",
  glass: "rocks",
  garnish: "Orange slice",
  lines: [line(CAMPARI, 3, "cl"), line(VERMOUTH, 3, "cl"), line(PROSECCO, 3, "cl")],
};
const mojito: PlanRecipe = {
  slug: "mojito",
  name: "Mojito",
  method: "build",
  glass: "highball",
  garnish: "Mint sprig",
  lines: [
    line(RUM, 4.5, "cl"),
    line(LIME, 2, "cl"),
    line(SYRUP, 2, "cl"),
    line(MINT, 8, "leaf"),
    line(SODA, null, "top"),
  ],
};
const whiteLady: PlanRecipe = {
  slug: "flip",
  name: "Flip",
  method: "stir",
  glass: "coupe",
  garnish: "",
  lines: [line(GIN, 4, "cl"), line(EGG_WHITE, 1, "piece")],
};

const item = (plan: ReturnType<typeof computePlan>, name: string) => {
  const found = plan.shopping.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name} on the list`);
  return found;
};

describe("parsePlanQuery", () => {
  const parse = (query: string) => parsePlanQuery(new URLSearchParams(query));

  it("reads drinks, guests, drinks per guest and fixed counts", () => {
    const q = parse("d=negroni&d=daiquiri&guests=10&per=2&n.negroni=20");
    expect(q.errors).toEqual([]);
    expect(q.slugs).toEqual(["negroni", "daiquiri"]);
    expect(q.guests).toBe(10);
    expect(q.perGuest).toBe(2);
    expect([...q.counts]).toEqual([["negroni", 20]]);
  });

  it("takes comma-separated drinks, drops repeats and keeps junk slugs apart as unknown", () => {
    const q = parse("d=negroni,daiquiri&d=negroni&d=Bad%20Slug&d=");
    expect(q.slugs).toEqual(["negroni", "daiquiri"]);
    expect(q.malformed).toEqual(["Bad Slug"]);
  });

  it("defaults to the default party when the URL names no guests (a link from a recipe)", () => {
    const q = parse("d=negroni");
    expect(q.guests).toBe(DEFAULT_GUESTS);
    expect(q.perGuest).toBe(DEFAULT_PER_GUEST);
    expect(q.raw.guests).toBe(String(DEFAULT_GUESTS));
  });

  it("reads an emptied guests field as no guests and an empty count as none given", () => {
    const q = parse("d=negroni&guests=&per=&n.negroni=");
    expect(q.errors).toEqual([]);
    expect(q.guests).toBe(0);
    expect(q.perGuest).toBe(DEFAULT_PER_GUEST);
    expect(q.counts.size).toBe(0);
  });

  it("accepts the bounds and refuses one past them", () => {
    const ok = parse(`d=a&guests=${PLAN_LIMITS.guests}&per=${PLAN_LIMITS.perGuest}&n.a=${PLAN_LIMITS.count}`);
    expect(ok.errors).toEqual([]);
    const over = parse(
      `d=a&guests=${PLAN_LIMITS.guests + 1}&per=${PLAN_LIMITS.perGuest + 1}&n.a=${PLAN_LIMITS.count + 1}`,
    );
    expect(over.errors.map((e) => e.field)).toEqual(["guests", "per", "n.a"]);
    expect(parse("d=a&per=0").errors).toEqual([{ field: "per", code: "per" }]);
  });

  it("refuses malformed numbers without guessing", () => {
    for (const junk of ["abc", "1e2", "0x10", "+3", "-1", "2.5", "3,0", "9999999", "１０"]) {
      const q = parse(`d=a&guests=${encodeURIComponent(junk)}`);
      expect(q.errors, junk).toEqual([{ field: "guests", code: "guests" }]);
    }
    expect(parse("d=a&n.a=lots").errors).toEqual([{ field: "n.a", code: "count", slug: "a" }]);
  });

  it("refuses more than 30 drinks and reads no further", () => {
    const many = Array.from({ length: 31 }, (_, i) => `d=drink-${i}`).join("&");
    const q = parse(many);
    expect(q.errors).toEqual([{ field: "drinks", code: "tooManyDrinks" }]);
    expect(q.slugs).toHaveLength(30);
    const exactly = Array.from({ length: 30 }, (_, i) => `d=drink-${i}`).join("&");
    expect(parse(exactly).errors).toEqual([]);
    // repeats of one drink are one drink
    expect(parse(Array.from({ length: 100 }, () => "d=negroni").join("&")).errors).toEqual([]);
  });

  it("ignores counts for drinks that are not in the plan", () => {
    expect(parse("d=negroni&n.daiquiri=5").counts.size).toBe(0);
  });

  it("round-trips through planQuery", () => {
    const query = planQuery(["negroni", "daiquiri"], {
      guests: 12,
      perGuest: 3,
      counts: new Map([["daiquiri", 7]]),
    });
    expect(query).toBe("d=negroni&d=daiquiri&guests=12&per=3&n.daiquiri=7");
    const q = parse(query);
    expect([q.slugs, q.guests, q.perGuest, [...q.counts]]).toEqual([
      ["negroni", "daiquiri"],
      12,
      3,
      [["daiquiri", 7]],
    ]);
  });
});

describe("tidyPlanQuery", () => {
  const tidy = (query: string) => {
    const search = new URLSearchParams(query);
    return tidyPlanQuery(search, parsePlanQuery(search));
  };
  it("drops empty counts and counts of drinks taken out, keeping the order", () => {
    expect(tidy("guests=12&per=2&d=negroni&n.negroni=&d=daiquiri&n.daiquiri=4&n.mojito=")).toBe(
      "d=negroni&d=daiquiri&guests=12&per=2&n.daiquiri=4",
    );
  });
  it("leaves a tidy URL alone, however it is encoded", () => {
    expect(tidy("d=negroni")).toBeNull();
    expect(tidy("d=negroni&d=Not%20A%20Slug&guests=10&per=2&n.negroni=3")).toBeNull();
  });
  it("writes an emptied guests field as 0 and adds nothing the URL did not have", () => {
    expect(tidy("d=negroni&guests=&n.negroni=5")).toBe("d=negroni&guests=0&n.negroni=5");
  });
});

describe("addDrinkQuery", () => {
  it("adds a drink to the plan, drops the field and tidies the rest", () => {
    const search = new URLSearchParams("d=negroni&guests=12&per=2&n.negroni=&add=Daiquiri");
    expect(addDrinkQuery(search, "daiquiri")).toBe("d=negroni&d=daiquiri&guests=12&per=2");
  });
  it("does not add a drink twice", () => {
    expect(addDrinkQuery(new URLSearchParams("d=negroni,daiquiri&add=x"), "negroni")).toBe(
      "d=negroni&d=daiquiri",
    );
  });
  it("starts a plan", () => {
    expect(addDrinkQuery(new URLSearchParams("add=Negroni&guests=10&per=2"), "negroni")).toBe(
      "d=negroni&guests=10&per=2",
    );
  });
});

describe("drinkCounts", () => {
  it("gives every guest's drinks to one drink", () => {
    expect([...drinkCounts(["negroni"], 10, 2, new Map())]).toEqual([["negroni", 20]]);
  });
  it("shares evenly, the first drinks taking the remainder", () => {
    expect([...drinkCounts(["a", "b", "c"], 10, 2, new Map())]).toEqual([
      ["a", 7],
      ["b", 7],
      ["c", 6],
    ]);
  });
  it("keeps fixed counts and shares only the rest", () => {
    expect([...drinkCounts(["a", "b", "c"], 10, 2, new Map([["a", 5]]))]).toEqual([
      ["a", 5],
      ["b", 8],
      ["c", 7],
    ]);
  });
  it("gives the others nothing when the fixed counts exceed the guests' drinks", () => {
    expect([...drinkCounts(["a", "b"], 2, 1, new Map([["a", 40]]))]).toEqual([
      ["a", 40],
      ["b", 0],
    ]);
  });
  it("uses only the fixed counts when there are no guests", () => {
    expect([...drinkCounts(["a", "b"], 0, 2, new Map([["b", 3]]))]).toEqual([
      ["a", 0],
      ["b", 3],
    ]);
  });
});

describe("bottles", () => {
  it("rounds always up, and exact fits are not a bottle more", () => {
    expect(bottlesFor(600, 700)).toBe(1);
    expect(bottlesFor(700, 700)).toBe(1);
    expect(bottlesFor(701, 700)).toBe(2);
    expect(bottlesFor(0.1 + 0.2 + 699.7, 700)).toBe(1);
    expect(bottlesFor(0, 700)).toBe(0);
  });
  it("sizes bottles by the kind of ingredient", () => {
    expect(bottleSize(GIN)).toBe(700);
    expect(bottleSize(CAMPARI)).toBe(700);
    expect(bottleSize(VERMOUTH)).toBe(750);
    expect(bottleSize(PROSECCO)).toBe(750);
    expect(bottleSize(LIME)).toBe(1000);
    expect(bottleSize(SYRUP)).toBe(1000);
    expect(bottleSize(SODA)).toBe(1000);
    expect(bottleSize(BITTERS)).toBe(200);
    expect(bottleSize(["beer-and-cider", "lager"])).toBe(330);
    expect(bottleSize(["mixers", "water"])).toBeNull();
    expect(bottleSize(["sugar", "white-sugar"])).toBeNull();
    expect(bottleSize(["coffee-tea", "coffee", "espresso"])).toBeNull();
    expect(bottleSize(MINT)).toBeNull();
    expect(bottleSize(EGG_WHITE)).toBeNull();
  });
  it("counts dashes, spoons and top-ups towards the bottle by estimate", () => {
    expect(pourMl({ amount: 3, unit: "cl" })).toBe(30);
    expect(pourMl({ amount: 1, unit: "oz" })).toBe(30);
    expect(pourMl({ amount: 2, unit: "dash" })).toBe(2);
    expect(pourMl({ amount: 1, unit: "barspoon" })).toBe(5);
    expect(pourMl({ amount: 1, unit: "tbsp" })).toBe(15);
    expect(pourMl({ amount: null, unit: "top" })).toBe(100);
    expect(pourMl({ amount: 8, unit: "leaf" })).toBe(0);
    expect(pourMl({ amount: null, unit: "pinch" })).toBe(0);
  });
});

describe("lineKind", () => {
  it("tells what keeps from what does not", () => {
    expect(lineKind(GIN)).toBe("stable");
    expect(lineKind(BITTERS)).toBe("stable");
    expect(lineKind(SYRUP)).toBe("stable");
    expect(lineKind(LIME)).toBe("fresh");
    expect(lineKind(["dairy-eggs", "cream"])).toBe("fresh");
    expect(lineKind(EGG_WHITE)).toBe("egg");
    expect(lineKind(PROSECCO)).toBe("sparkling");
    expect(lineKind(SODA)).toBe("sparkling");
    expect(lineKind(["mixers", "water"])).toBe("stable");
    expect(lineKind(["sugar", "white-sugar"])).toBe("solid");
  });
});

describe("computePlan", () => {
  it("10 guests × 2 Negronis: 60 cl each of gin, Campari and vermouth, one bottle each", () => {
    const plan = computePlan([negroni], drinkCounts(["negroni"], 10, 2, new Map()));
    expect(plan.total).toBe(20);
    expect(plan.shopping.map((i) => [i.name, i.ml, i.bottleSize, i.bottles])).toEqual([
      ["gin", 600, 700, 1],
      ["campari", 600, 700, 1],
      ["sweet-vermouth", 600, 750, 1],
    ]);
  });

  it("rounds bottles up: 24 Negronis need 72 cl of gin, two bottles; 25 need 75 cl of vermouth, one", () => {
    const plan = computePlan([negroni], new Map([["negroni", 24]]));
    expect(item(plan, "gin").bottles).toBe(2);
    expect(item(plan, "sweet-vermouth").bottles).toBe(1);
    const plan25 = computePlan([negroni], new Map([["negroni", 25]]));
    expect(item(plan25, "sweet-vermouth").ml).toBe(750);
    expect(item(plan25, "sweet-vermouth").bottles).toBe(1);
    const plan26 = computePlan([negroni], new Map([["negroni", 26]]));
    expect(item(plan26, "sweet-vermouth").bottles).toBe(2);
  });

  it("sums an ingredient two drinks share", () => {
    // 20 Negronis (3 cl vermouth) + 10 Martinez (4.5 cl vermouth) = 60 + 45 = 105 cl: two 75 cl bottles
    const plan = computePlan(
      [negroni, martinez],
      new Map([
        ["negroni", 20],
        ["martinez", 10],
      ]),
    );
    const vermouth = item(plan, "sweet-vermouth");
    expect(vermouth.ml).toBe(1050);
    expect(vermouth.bottles).toBe(2);
    expect(vermouth.drinks).toEqual(["Negroni", "Martinez"]);
    expect(item(plan, "gin").ml).toBe(600 + 450);
    expect(plan.shopping).toHaveLength(5);
  });

  it("lists dashes and barspoons in their own unit and counts them towards the bottle", () => {
    const plan = computePlan([martinez], new Map([["martinez", 10]]));
    const bitters = item(plan, "angostura");
    expect(bitters.ml).toBe(0);
    expect(bitters.others).toEqual([{ unit: "dash", amount: 20 }]);
    expect(bitters.bottleMl).toBe(20);
    expect(bitters.bottles).toBe(1);
    expect(item(plan, "simple-syrup").others).toEqual([{ unit: "barspoon", amount: 10 }]);
  });

  it("keeps exact cl and spoons of one ingredient side by side", () => {
    const plan = computePlan(
      [daiquiri, martinez],
      new Map([
        ["daiquiri", 4],
        ["martinez", 2],
      ]),
    );
    const syrup = item(plan, "simple-syrup");
    expect(syrup.ml).toBe(60);
    expect(syrup.others).toEqual([{ unit: "barspoon", amount: 2 }]);
    expect(syrup.bottleMl).toBe(70);
  });

  it("counts leaves, top-ups and lines without an amount", () => {
    const plan = computePlan([mojito], new Map([["mojito", 6]]));
    expect(item(plan, "mint").others).toEqual([{ unit: "leaf", amount: 48 }]);
    expect(item(plan, "mint").bottles).toBeNull();
    const soda = item(plan, "soda-water");
    expect(soda.topUps).toBe(6);
    expect(soda.bottleMl).toBe(600);
    expect(soda.bottles).toBe(1);
  });

  it("buys fresh citrus as fruit: 20 Daiquiris take 40 cl of lime juice, 10 limes at 44 ml each", () => {
    const plan = computePlan([daiquiri], new Map([["daiquiri", 20]]));
    const lime = item(plan, "lime-juice");
    expect(lime.ml).toBe(400);
    expect(lime.fruit).toEqual({ fruit: "lime", ml: 44, count: 10 });
    expect(lime.bottleSize).toBeNull();
    expect(lime.bottles).toBeNull();
    // 44 ml is one lime; 45 ml takes two
    const one = computePlan([{ ...daiquiri, lines: [line(LIME, 4.4, "cl")] }], new Map([["daiquiri", 1]]));
    expect(item(one, "lime-juice").fruit?.count).toBe(1);
    const two = computePlan([{ ...daiquiri, lines: [line(LIME, 4.5, "cl")] }], new Map([["daiquiri", 1]]));
    expect(item(two, "lime-juice").fruit?.count).toBe(2);
  });

  it("takes the most specific fruit: pink grapefruit juice is pressed from grapefruits", () => {
    expect(juiceFruit(["juices", "grapefruit-juice", "pink-grapefruit-juice"])).toEqual({
      fruit: "grapefruit",
      ml: 196,
    });
    expect(juiceFruit(["juices", "orange-juice", "blood-orange-juice"])?.fruit).toBe("blood-orange");
    expect(juiceFruit(["juices", "pineapple-juice"])).toBeNull();
    expect(juiceFruit(GIN)).toBeNull();
  });

  it("sizes bottles by the visitor's own bottle where the bar holds one", () => {
    const gin = ids.get("gin");
    const plan = computePlan(
      [negroni],
      new Map([["negroni", 20]]),
      () => false,
      (l) => (l.ingredientId === gin ? 1000 : null),
    );
    expect(item(plan, "gin")).toMatchObject({ ml: 600, bottleSize: 1000, ownBottle: true, bottles: 1 });
    expect(item(plan, "campari")).toMatchObject({ bottleSize: 700, ownBottle: false });
    // fruit stays fruit whatever bottle of juice the bar holds
    const daiquiris = computePlan(
      [daiquiri],
      new Map([["daiquiri", 2]]),
      () => false,
      () => 500,
    );
    expect(item(daiquiris, "lime-juice")).toMatchObject({ bottleSize: null, ownBottle: false });
    expect(item(daiquiris, "lime-juice").fruit?.count).toBe(1);
  });

  it("marks what the bar covers, by the rule it is given", () => {
    const gin = ids.get("gin");
    const plan = computePlan([negroni], new Map([["negroni", 2]]), (l) => l.ingredientId === gin);
    expect(plan.shopping.map((i) => [i.name, i.inBar])).toEqual([
      ["gin", true],
      ["campari", false],
      ["sweet-vermouth", false],
    ]);
  });

  it("leaves drinks with no count off the list but keeps them in the plan", () => {
    const plan = computePlan(
      [negroni, daiquiri],
      new Map([
        ["negroni", 0],
        ["daiquiri", 3],
      ]),
    );
    expect(plan.drinks.map((d) => [d.slug, d.count])).toEqual([
      ["negroni", 0],
      ["daiquiri", 3],
    ]);
    expect(plan.shopping.map((i) => i.name)).toEqual(["white-rum", "lime-juice", "simple-syrup"]);
    expect(plan.batches.map((b) => b.slug)).toEqual(["daiquiri"]);
  });

  it("works out the ice: mixing plus serving on ice", () => {
    // 20 Negronis: stirred (0.15 kg) and served on the rocks (0.1 kg) = 5 kg
    expect(computePlan([negroni], new Map([["negroni", 20]])).ice).toEqual({
      kg: 5,
      buyKg: 5,
      mixKg: 3,
      serveKg: 2,
    });
    // 7 Daiquiris: shaken, served up = 1.05 kg → buy 2 kg
    expect(computePlan([daiquiri], new Map([["daiquiri", 7]])).ice).toEqual({
      kg: 1.05,
      buyKg: 2,
      mixKg: 1.05,
      serveKg: 0,
    });
    // 4 Mojitos: built, in a highball on ice = 0.6 kg
    expect(computePlan([mojito], new Map([["mojito", 4]])).ice.kg).toBe(0.6);
  });

  it("counts garnishes per drink and leaves out drinks without one", () => {
    const plan = computePlan(
      [negroni, martinez],
      new Map([
        ["negroni", 20],
        ["martinez", 3],
      ]),
    );
    expect(plan.garnishes).toEqual([
      { slug: "negroni", name: "Negroni", garnish: "Half an orange slice", count: 20 },
    ]);
  });
});

describe("batchFor", () => {
  it("batches stirred drinks with 20 % water, days ahead", () => {
    const batch = batchFor(negroni, 20);
    expect(batch.mode).toBe("batch");
    expect(batch.ml).toBe(1800);
    expect(batch.waterMl).toBe(360);
    expect(batch.pourMl).toBe(108);
    expect(batch.keeps).toBe("days");
    expect(batch.lines.map((l) => [l.name, l.ml])).toEqual([
      ["gin", 600],
      ["campari", 600],
      ["sweet-vermouth", 600],
    ]);
  });

  it("puts dashes and spoons into the batch", () => {
    const batch = batchFor(martinez, 10);
    expect(batch.ml).toBe(450 + 450 + 20 + 50);
    expect(batch.waterMl).toBe(194);
  });

  it("batches built drinks without water and adds sparkling at serving", () => {
    const batch = batchFor(sbagliato, 10);
    expect(batch.mode).toBe("batch");
    expect(batch.ml).toBe(600);
    expect(batch.waterMl).toBe(0);
    expect(batch.atServing).toEqual(["prosecco"]);
    expect(batch.keeps).toBe("days");
  });

  it("keeps a batch with fresh citrus only a few hours, leaves and top-ups at serving", () => {
    const batch = batchFor(mojito, 10);
    expect(batch.mode).toBe("batch");
    expect(batch.keeps).toBe("hours");
    expect(batch.lines.map((l) => l.name)).toEqual(["white-rum", "lime-juice", "simple-syrup"]);
    expect(batch.atServing).toEqual(["mint", "soda-water"]);
  });

  it("does not batch a stirred drink with egg", () => {
    expect(batchFor(whiteLady, 5)).toMatchObject({ mode: "none", reason: "egg", lines: [] });
  });

  it("shakes to order from a pre-mix without the citrus", () => {
    const batch = batchFor(daiquiri, 10);
    expect(batch.mode).toBe("toOrder");
    expect(batch.lines.map((l) => [l.name, l.ml])).toEqual([
      ["white-rum", 600],
      ["simple-syrup", 150],
    ]);
    expect(batch.fresh).toEqual(["lime-juice"]);
    expect(batch.waterMl).toBe(0);
    expect(batch.keeps).toBe("days");
  });

  it("pours layered drinks one by one", () => {
    expect(batchFor({ ...negroni, method: "layer" }, 3)).toMatchObject({ mode: "none", reason: "layered" });
  });
});
