// A long list of choices ({ key, name }) as one string in a page's loader data. Remix encodes loader data
// value by value: the list page's 146 ingredient choices were about 440 values, half the time it took to
// encode the page's whole data (about 0.2 ms of a 3.6 ms render) and 7 KB of its HTML. As one string they are
// one value. docs/decisions/0036-rendered-pages-cheaper.md.

export type Choice = { key: string; name: string };

const FIELD = "\t";
const ROW = "\n";

const packed = new WeakMap<readonly Choice[], string>();

/**
 * The choices as "key<TAB>name" rows joined by newlines, kept per list (a cached list is packed once). A key
 * holding a tab or newline cannot be told apart and is left out; in a name they are spaces (an option's text
 * collapses white space anyway).
 */
export function packChoices(choices: readonly Choice[]): string {
  let text = packed.get(choices);
  if (text === undefined) {
    text = choices
      .filter((c) => !c.key.includes(FIELD) && !c.key.includes(ROW))
      .map((c) => `${c.key}${FIELD}${c.name.replace(/[\t\n]/g, " ")}`)
      .join(ROW);
    packed.set(choices, text);
  }
  return text;
}

/** What packChoices packed. */
export function unpackChoices(text: string): Choice[] {
  if (text === "") return [];
  return text.split(ROW).map((row) => {
    const at = row.indexOf(FIELD);
    return { key: row.slice(0, at), name: row.slice(at + 1) };
  });
}
