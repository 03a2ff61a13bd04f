import type { IngredientSeed } from "./types";
export const ingredientsExtra: IngredientSeed[] = [
  {
    key: "chamomile-cordial",
    parent: "syrups-sweeteners",
    kind: "generic",
    de: "Kamillen-Cordial",
    en: "Chamomile cordial",
    synonymsDe: ["Kamillensirup"],
    synonymsEn: ["chamomile syrup"],
  },
];
