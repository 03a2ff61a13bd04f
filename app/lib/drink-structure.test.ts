import { describe, expect, it } from "vitest";
import { type DrinkStructure, drinkStructure } from "./drink-structure";

// Keys as the index passes them: each line's ingredient with the nodes above it.
const drinks: [name: string, method: string, glass: string, keys: string[], expected: DrinkStructure][] = [
  [
    "Daiquiri",
    "shake",
    "coupe",
    ["rum", "spirits", "lime-juice", "juices", "simple-syrup", "syrups-sweeteners"],
    "sour",
  ],
  [
    "Caipirinha",
    "build",
    "double-rocks",
    ["cachaca", "spirits", "lime", "citrus-fruits", "sugar", "spices-other"],
    "sour",
  ],
  [
    "Whiskey Sour (egg white is foam, not cream)",
    "shake",
    "rocks",
    ["bourbon", "whiskey", "lemon-juice", "simple-syrup", "syrups-sweeteners", "egg-white", "eggs"],
    "sour",
  ],
  [
    "Margarita (the liqueur sweetens)",
    "shake",
    "margarita",
    ["tequila", "lime-juice", "orange-liqueur", "liqueurs"],
    "sour",
  ],
  [
    "Tom Collins",
    "shake",
    "collins",
    ["old-tom-gin", "gin", "lemon-juice", "simple-syrup", "syrups-sweeteners", "soda-water", "mixers"],
    "fizz",
  ],
  [
    "French 75",
    "shake",
    "flute",
    ["gin", "lemon-juice", "simple-syrup", "syrups-sweeteners", "champagne", "sparkling-wine", "wines"],
    "fizz",
  ],
  [
    "Spritz",
    "build",
    "wine",
    ["prosecco", "sparkling-wine", "aperol", "bitter-aperitivo", "liqueurs", "soda-water"],
    "spritz",
  ],
  ["Gin and Tonic", "build", "highball", ["gin", "spirits", "tonic-water", "mixers"], "highball"],
  ["Screwdriver (a long glass)", "build", "highball", ["vodka", "orange-juice", "juices"], "highball"],
  [
    "Negroni",
    "stir",
    "rocks",
    ["gin", "campari", "bitter-aperitivo", "sweet-vermouth", "vermouth"],
    "stirred",
  ],
  [
    "Old Fashioned (built on the rocks)",
    "build",
    "rocks",
    ["whiskey", "sugar", "aromatic-bitters", "bitters"],
    "stirred",
  ],
  [
    "Irish Coffee",
    "build",
    "irish-coffee",
    ["irish-whiskey", "whiskey", "hot-coffee", "coffee", "sugar", "cream"],
    "hot",
  ],
  ["Mango Lassi", "blend", "highball", ["mango-puree", "yogurt", "dairy-eggs", "milk", "sugar"], "creamy"],
  [
    "Piña Colada (creamy, blended or not)",
    "blend",
    "poco-grande",
    ["rum", "pineapple-juice", "cream-of-coconut"],
    "creamy",
  ],
  ["Frozen Daiquiri", "blend", "coupe", ["rum", "lime-juice", "simple-syrup", "syrups-sweeteners"], "frozen"],
  ["B-52", "layer", "shot", ["coffee-liqueur", "cream-liqueur", "orange-liqueur", "liqueurs"], "shot"],
  [
    "Espresso Martini (shaken, no citrus)",
    "shake",
    "martini",
    ["vodka", "coffee-liqueur", "liqueurs", "espresso", "coffee"],
    "other",
  ],
];

describe("drinkStructure", () => {
  it.each(drinks)("%s", (_name, method, glass, keys, expected) => {
    expect(drinkStructure({ method, glass, keys: new Set(keys) })).toBe(expected);
  });
});
