// What every visitor's bar holds without choosing it: water from the tap. A recipe line for water never
// makes a drink "missing" something, and water is never offered as a bottle to buy. Named by ingredient
// key (stable); the bar index resolves them to ids.
export const STAPLE_KEYS = ["water"] as const;
