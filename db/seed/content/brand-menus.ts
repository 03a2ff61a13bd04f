import type { DB } from "../../client";

// Bar menus, cocktail books and stock lists of some of the fictional demo brands (db/seed/content/brands.ts),
// built from published seed recipes that fit each brand: the rum house serves rum, the distillery gin and
// vodka, the agave producer tequila and mezcal. Prices are invented, in EUR. Each stock list leaves out one
// ingredient a menu drink needs, so the menu's "available only" switch visibly hides something.

export type MenuItemSeed = { recipe: string; price?: string; note?: { de: string; en: string } };
export type MenuSectionSeed = { de: string; en: string; items: MenuItemSeed[] };
export type BrandMenuSeed = {
  brand: string;
  sections: MenuSectionSeed[];
  /** ingredient keys the bar has; a product is `product-{slug}` */
  stock: string[];
};
export type BrandBookSeed = {
  brand: string;
  de: { title: string; intro: string };
  en: { title: string; intro: string };
  recipes: string[];
};

export const brandMenus: BrandMenuSeed[] = [
  {
    brand: "driftplank",
    sections: [
      {
        de: "Rum-Klassiker",
        en: "Rum classics",
        items: [
          {
            recipe: "daiquiri",
            price: "9.50",
            note: {
              de: "Mit Driftplank White und frisch gepresster Limette.",
              en: "With Driftplank White and freshly pressed lime.",
            },
          },
          { recipe: "mojito", price: "10.50" },
          { recipe: "cuba-libre", price: "9.00" },
          {
            recipe: "el-presidente",
            price: "11.00",
            note: {
              de: "Trocken und elegant, ein Drink aus Havanna.",
              en: "Dry and elegant, a drink from Havana.",
            },
          },
          { recipe: "canchanchara", price: "9.50" },
          { recipe: "hemingway-special", price: "11.50" },
          { recipe: "old-cuban", price: "12.50" },
        ],
      },
      {
        de: "Tiki",
        en: "Tiki",
        items: [
          {
            recipe: "mai-tai",
            price: "12.50",
            note: {
              de: "Unser Haus-Mai-Tai mit Jamaika-Rum und unserem 8 Year Old.",
              en: "Our house Mai Tai with Jamaican rum and our 8 Year Old.",
            },
          },
          {
            recipe: "zombie",
            price: "14.00",
            note: { de: "Höchstens zwei pro Gast.", en: "Two per guest at most." },
          },
          { recipe: "jungle-bird", price: "12.00" },
          { recipe: "navy-grog", price: "12.50" },
          { recipe: "painkiller", price: "11.50" },
          { recipe: "planters-punch", price: "11.00" },
          { recipe: "dark-n-stormy", price: "10.00" },
        ],
      },
      {
        de: "Alkoholfrei",
        en: "Alcohol-free",
        items: [
          { recipe: "virgin-colada", price: "7.50" },
          { recipe: "virgin-mojito", price: "7.00" },
        ],
      },
    ],
    // No orgeat this week: the Mai Tai is not available.
    stock: [
      "product-driftplank-white-rum",
      "product-driftplank-8-year-old",
      "product-driftplank-dark",
      "product-driftplank-overproof",
      "product-driftplank-falernum",
      "jamaican-rum",
      "demerara-rum",
      "blackstrap-rum",
      "honey",
      "sugar-cane-juice",
      "lime-juice",
      "lime",
      "simple-syrup",
      "demerara-syrup",
      "honey-syrup",
      "cinnamon-syrup",
      "sugar",
      "mint",
      "soda-water",
      "cola",
      "ginger-beer",
      "water",
      "grapefruit-juice",
      "pineapple-juice",
      "orange-juice",
      "cream-of-coconut",
      "maraschino-liqueur",
      "blanc-vermouth",
      "orange-curacao",
      "grenadine",
      "angostura-bitters",
      "absinthe",
      "campari",
      "champagne",
    ],
  },
  {
    brand: "kesselwind",
    sections: [
      {
        de: "Gin",
        en: "Gin",
        items: [
          {
            recipe: "gin-and-tonic",
            price: "9.00",
            note: {
              de: "Kesselwind London Dry mit Tonic und einer Zeste Zitrone.",
              en: "Kesselwind London Dry with tonic and a twist of lemon.",
            },
          },
          { recipe: "gin-basil-smash", price: "10.50" },
          { recipe: "bramble", price: "10.50" },
          {
            recipe: "tom-collins",
            price: "10.00",
            note: { de: "Mit unserem Old Tom Gin.", en: "Made with our Old Tom gin." },
          },
          { recipe: "gimlet", price: "9.50" },
          { recipe: "south-side", price: "10.50" },
          { recipe: "french-75", price: "12.00" },
          { recipe: "dry-martini", price: "11.50" },
          { recipe: "martinez", price: "12.00" },
        ],
      },
      {
        de: "Wodka",
        en: "Vodka",
        items: [
          { recipe: "moscow-mule", price: "9.50" },
          { recipe: "caipiroska", price: "9.00" },
          { recipe: "espresso-martini", price: "11.50" },
        ],
      },
      {
        de: "Ohne Alkohol",
        en: "Without alcohol",
        items: [
          {
            recipe: "alcohol-free-gin-and-tonic",
            price: "7.50",
            note: { de: "Mit Kesselwind Null.", en: "With Kesselwind Null." },
          },
          { recipe: "alcohol-free-basil-smash", price: "7.50" },
        ],
      },
    ],
    // No crème de mûre in the house: the Bramble is not available.
    stock: [
      "product-kesselwind-london-dry-gin",
      "product-kesselwind-old-tom-gin",
      "product-kesselwind-wodka",
      "product-kesselwind-null",
      "tonic-water",
      "lemon-juice",
      "lime-juice",
      "lime",
      "simple-syrup",
      "lime-cordial",
      "brown-sugar",
      "basil",
      "mint",
      "soda-water",
      "ginger-beer",
      "champagne",
      "dry-vermouth",
      "sweet-vermouth",
      "maraschino-liqueur",
      "orange-bitters",
      "espresso",
      "coffee-liqueur",
    ],
  },
  {
    brand: "campo-lucerito",
    sections: [
      {
        de: "Tequila",
        en: "Tequila",
        items: [
          {
            recipe: "margarita",
            price: "10.00",
            note: { de: "Mit Campo Lucerito Blanco.", en: "Made with Campo Lucerito Blanco." },
          },
          { recipe: "tommys-margarita", price: "10.50" },
          { recipe: "paloma", price: "9.50" },
          { recipe: "tequila-sunrise", price: "9.00" },
          { recipe: "el-diablo", price: "11.00" },
        ],
      },
      {
        de: "Mezcal",
        en: "Mezcal",
        items: [
          {
            recipe: "oaxaca-old-fashioned",
            price: "12.50",
            note: {
              de: "Reposado und Espadín, rauchig und rund.",
              en: "Reposado and Espadín, smoky and round.",
            },
          },
          { recipe: "naked-and-famous", price: "12.50" },
          { recipe: "illegal", price: "13.00" },
        ],
      },
    ],
    // No yellow Chartreuse: the Naked and Famous is not available.
    stock: [
      "product-campo-lucerito-blanco",
      "product-campo-lucerito-reposado",
      "product-campo-lucerito-anejo",
      "product-campo-lucerito-mezcal-espadin",
      "product-campo-lucerito-agavensirup",
      "triple-sec",
      "lime-juice",
      "salt",
      "grapefruit-soda",
      "orange-juice",
      "grenadine",
      "creme-de-cassis",
      "ginger-beer",
      "angostura-bitters",
      "aperol",
      "overproof-rum",
      "falernum",
      "maraschino-liqueur",
      "simple-syrup",
    ],
  },
];

export const brandBooks: BrandBookSeed[] = [
  {
    brand: "driftplank",
    de: {
      title: "Das Driftplank-Rumbuch",
      intro:
        "Zwölf Drinks, die wir an unserer ausgedachten Bar am liebsten mixen: von den schlichten Klassikern aus Havanna bis zu den üppigen Tiki-Bowls. Jedes Rezept steht auf einer eigenen Seite, damit du das Buch ausdrucken und an die Bar legen kannst.\n\nMiss genau, schüttle kräftig und nimm frische Limetten. Der Rest ist Übung.",
    },
    en: {
      title: "The Driftplank Rum Book",
      intro:
        "Twelve drinks we like mixing most at our made-up bar: from the plain classics of Havana to lavish tiki bowls. Every recipe has a page of its own, so you can print the book and keep it behind the bar.\n\nMeasure exactly, shake hard and use fresh limes. The rest is practice.",
    },
    recipes: [
      "daiquiri",
      "mojito",
      "el-presidente",
      "hemingway-special",
      "old-cuban",
      "mai-tai",
      "zombie",
      "jungle-bird",
      "navy-grog",
      "painkiller",
      "planters-punch",
      "dark-n-stormy",
    ],
  },
  {
    brand: "vermuteria-fittizia",
    de: {
      title: "L’ora dell’aperitivo",
      intro:
        "Die Stunde vor dem Abendessen gehört dem Wermut. Unsere erfundene Vermuteria hat zehn Drinks ausgesucht, bitter, süß und trocken, mit und ohne Alkohol.\n\nAlle brauchen wenig: eine gute Flasche Wermut, einen Bitter, Eis und eine Orange.",
    },
    en: {
      title: "L’ora dell’aperitivo",
      intro:
        "The hour before dinner belongs to vermouth. Our invented vermuteria picked ten drinks, bitter, sweet and dry, with and without alcohol.\n\nAll of them need little: a good bottle of vermouth, a bitter, ice and an orange.",
    },
    recipes: [
      "negroni",
      "americano",
      "spritz",
      "negroni-sbagliato",
      "boulevardier",
      "manhattan",
      "martinez",
      "bijou",
      "hanky-panky",
      "alcohol-free-spritz",
    ],
  },
];

/**
 * Loads the menus, books and stock lists (idempotent: each listed brand's menu, book items and stock are
 * replaced by the content above, as recipe lines are). Returns how many drinks the menus hold.
 */
export async function seedBrandMenus(db: DB): Promise<number> {
  const brandSlugs = [...brandMenus, ...brandBooks].map((m) => m.brand);
  const recipeSlugs = [
    ...brandMenus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.recipe))),
    ...brandBooks.flatMap((b) => b.recipes),
  ];
  const stockKeys = brandMenus.flatMap((m) => m.stock);
  const [brandRows, recipeRows, ingredientRows] = await Promise.all([
    db.selectFrom("brands").select(["id", "slug"]).where("slug", "in", brandSlugs).execute(),
    db.selectFrom("recipes").select(["id", "slug"]).where("slug", "in", recipeSlugs).execute(),
    db.selectFrom("ingredients").select(["id", "key"]).where("key", "in", stockKeys).execute(),
  ]);
  const brandIds = new Map(brandRows.map((r) => [r.slug, r.id]));
  const recipeIds = new Map(recipeRows.map((r) => [r.slug, r.id]));
  const ingredientIds = new Map(ingredientRows.map((r) => [r.key, r.id]));
  const need = <T>(map: Map<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`brand menus: unknown ${what} ${key}`);
    return value;
  };

  let drinks = 0;
  for (const menu of brandMenus) {
    const brandId = need(brandIds, menu.brand, "brand");
    await db.deleteFrom("brand_menu_sections").where("brand_id", "=", brandId).execute();
    for (const [index, section] of menu.sections.entries()) {
      const row = await db
        .insertInto("brand_menu_sections")
        .values({ brand_id: brandId, position: index + 1, title_de: section.de, title_en: section.en })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("brand_menu_items")
        .values(
          section.items.map((item, position) => ({
            section_id: row.id,
            recipe_id: need(recipeIds, item.recipe, "recipe"),
            position: position + 1,
            price: item.price ?? null,
            currency: "EUR",
            note_de: item.note?.de ?? "",
            note_en: item.note?.en ?? "",
          })),
        )
        .execute();
      drinks += section.items.length;
    }
    await db.deleteFrom("brand_stock").where("brand_id", "=", brandId).execute();
    await db
      .insertInto("brand_stock")
      .values(
        menu.stock.map((key) => ({
          brand_id: brandId,
          ingredient_id: need(ingredientIds, key, "ingredient"),
        })),
      )
      .execute();
  }
  for (const book of brandBooks) {
    const brandId = need(brandIds, book.brand, "brand");
    const values = {
      title_de: book.de.title,
      title_en: book.en.title,
      intro_de: book.de.intro,
      intro_en: book.en.intro,
    };
    await db
      .insertInto("brand_books")
      .values({ brand_id: brandId, ...values })
      .onConflict((oc) => oc.column("brand_id").doUpdateSet(values))
      .execute();
    await db.deleteFrom("brand_book_items").where("brand_id", "=", brandId).execute();
    await db
      .insertInto("brand_book_items")
      .values(
        book.recipes.map((slug, position) => ({
          brand_id: brandId,
          recipe_id: need(recipeIds, slug, "recipe"),
          position: position + 1,
        })),
      )
      .execute();
  }
  return drinks;
}
