// How a search word is matched: its spelling variants, and the text PostgreSQL reads for it. Words arrive
// folded (cocktail_fold: lower case, no accents, ä = ae = a), so "Daiquirí" and "Piña" are already
// "daiquiri" and "pina"; what folding cannot know is that whisky and whiskey, or Wodka and vodka, are one
// word. Each group below is one word in every spelling people type, German and English. Translations are
// not needed here: names and ingredients are searched in both languages anyway.

const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ["whisky", "whiskey"],
  ["whiskys", "whiskies", "whiskeys"],
  ["vodka", "wodka"],
  ["rum", "rhum"],
  ["vermouth", "wermut", "wermuth"],
  ["liqueur", "likor"],
  ["syrup", "sirup"],
  ["champagne", "champagner"],
  ["cognac", "kognak"],
];

const VARIANTS = new Map<string, readonly string[]>();
for (const group of VARIANT_GROUPS) for (const word of group) VARIANTS.set(word, group);

/** The word and its other spellings, the word itself first. */
export function wordForms(word: string): string[] {
  const group = VARIANTS.get(word);
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}

/** Shorter words must match whole words ("gin" must not find "ginger"); longer ones match word starts. */
export const PREFIX_MIN_LENGTH = 4;

const safe = (word: string) => /^[a-z0-9]+$/.test(word);

/** One word's part of a to_tsquery('simple', …) text: any of its forms, as a prefix when long enough. */
export function tsWord(forms: readonly string[]): string {
  const parts = forms.filter(safe).map((f) => (f.length >= PREFIX_MIN_LENGTH ? `${f}:*` : f));
  return parts.length === 1 ? (parts[0] ?? "") : `(${parts.join(" | ")})`;
}

/** Every word's forms in the text (all words), or any word's (some word). */
export function tsAll(words: readonly (readonly string[])[]): string {
  return words.map(tsWord).join(" & ");
}
export function tsAny(words: readonly (readonly string[])[]): string {
  return words.map(tsWord).join(" | ");
}

/** A POSIX regular expression that finds any of the forms at the start of a word of folded text. */
export function wordPattern(forms: readonly string[]): string {
  return forms
    .filter(safe)
    .map((f) => (f.length >= PREFIX_MIN_LENGTH ? `(^|[^a-z0-9])${f}` : `(^|[^a-z0-9])${f}([^a-z0-9]|$)`))
    .join("|");
}

/** The phrases a name may equal for these words: every combination of their forms, at most `max`. */
export function phrases(words: readonly (readonly string[])[], max = 16): string[] {
  let out = [""];
  for (const forms of words) {
    const next: string[] = [];
    for (const head of out) {
      for (const f of forms) {
        if (next.length < max) next.push(head ? `${head} ${f}` : f);
      }
    }
    out = next;
  }
  return out;
}
