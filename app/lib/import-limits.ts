// How much one import of recipes may bring (app/lib/recipe-import.ts reads the file, the import page says
// the limits): free of zod, so pages and the server's edge can name them too.

export const IMPORT_LIMITS = {
  /** the file or pasted text: a collection of 50 recipes exported here is about 150 KB */
  bytes: 512 * 1024,
  /** the whole request: the file, the pasted text and the form around them */
  requestBytes: 1024 * 1024 - 16 * 1024,
  recipes: 50,
  /** as many lines as the recipe editor takes */
  lines: 30,
  lineLength: 200,
  name: 120,
  description: 1000,
  steps: 5000,
  garnish: 200,
  /** nesting of the JSON: a Recipe in an ItemList in a @graph is five levels deep */
  depth: 12,
} as const;
