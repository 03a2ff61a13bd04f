import { describe, expect, it } from "vitest";
import {
  allowedEdits,
  buildVocabulary,
  completeWord,
  correctQuery,
  correctWord,
  osaDistance,
} from "./spelling";

function vocabOf(...words: string[]) {
  return buildVocabulary(words.map((word) => ({ word, frequency: 1 })));
}

// Textbook full-table OSA, used as an oracle for the trimmed, early-stopping implementation.
function referenceOsa(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        row.push(i + j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const up = d[i - 1]!;
      let best = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    d.push(row);
  }
  return d[a.length]![b.length]!;
}

// Small deterministic PRNG so the generated vocabularies are the same on every run.
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomWord(next: () => number, alphabet: string, minLength: number, maxLength: number): string {
  const length = minLength + Math.floor(next() * (maxLength - minLength + 1));
  let word = "";
  for (let i = 0; i < length; i++) word += alphabet[Math.floor(next() * alphabet.length)];
  return word;
}

describe("osaDistance", () => {
  it("counts the basic edits", () => {
    expect(osaDistance("", "")).toBe(0);
    expect(osaDistance("gin", "gin")).toBe(0);
    expect(osaDistance("", "abc")).toBe(3);
    expect(osaDistance("abc", "")).toBe(3);
    expect(osaDistance("ab", "ba")).toBe(1);
    expect(osaDistance("kitten", "sitting")).toBe(3);
    expect(osaDistance("negorni", "negroni")).toBe(1);
  });

  it("is the restricted variant: no edits inside a swapped pair", () => {
    // Unrestricted Damerau–Levenshtein would give 2 (swap, then insert between).
    expect(osaDistance("abc", "ca")).toBe(3);
  });

  it("stops early with max and returns max + 1", () => {
    expect(osaDistance("kitten", "sitting", 1)).toBe(2);
    expect(osaDistance("kitten", "sitting", 2)).toBe(3);
    expect(osaDistance("kitten", "sitting", 3)).toBe(3);
    expect(osaDistance("kitten", "sitting", 10)).toBe(3);
    expect(osaDistance("a", "abcdefgh", 2)).toBe(3);
    expect(osaDistance("margarita", "daiquiri", 0)).toBe(1);
    expect(osaDistance("same", "same", 0)).toBe(0);
  });

  it("agrees with a full-table reference on random pairs", () => {
    const next = lcg(42);
    for (let k = 0; k < 2000; k++) {
      const a = randomWord(next, "abc", 0, 7);
      const b = randomWord(next, "abc", 0, 7);
      const exact = referenceOsa(a, b);
      expect(osaDistance(a, b)).toBe(exact);
      const max = Math.floor(next() * 4);
      expect(osaDistance(a, b, max)).toBe(exact > max ? max + 1 : exact);
    }
  });
});

describe("allowedEdits", () => {
  it("scales with word length", () => {
    expect(allowedEdits("")).toBe(0);
    expect(allowedEdits("gin")).toBe(0);
    expect(allowedEdits("rums")).toBe(0);
    expect(allowedEdits("mojto")).toBe(1);
    expect(allowedEdits("margarta")).toBe(1);
    expect(allowedEdits("caipirnha")).toBe(2);
    expect(allowedEdits("grapefruitsaft")).toBe(2);
  });
});

describe("buildVocabulary", () => {
  it("sorts, buckets by length and sums repeated words", () => {
    const vocab = buildVocabulary([
      { word: "rum", frequency: 2 },
      { word: "gin", frequency: 5 },
      { word: "rum", frequency: 3 },
      { word: "", frequency: 9 },
      { word: "limette", frequency: 1 },
    ]);
    expect(vocab.words).toEqual(["gin", "limette", "rum"]);
    expect(vocab.frequency.get("rum")).toBe(5);
    expect(vocab.frequency.has("")).toBe(false);
    expect(vocab.byLength.get(3)).toEqual(["gin", "rum"]);
    expect(vocab.byLength.get(7)).toEqual(["limette"]);
  });
});

describe("correctWord", () => {
  const vocab = buildVocabulary([
    { word: "negroni", frequency: 10 },
    { word: "margarita", frequency: 12 },
    { word: "mojito", frequency: 8 },
    { word: "caipirinha", frequency: 6 },
    { word: "gin", frequency: 50 },
    { word: "rum", frequency: 40 },
    { word: "sour", frequency: 30 },
  ]);

  it("fixes a swap of neighbouring letters", () => {
    expect(correctWord("negorni", vocab)).toBe("negroni");
  });

  it("fixes a missing letter", () => {
    expect(correctWord("margarta", vocab)).toBe("margarita");
    expect(correctWord("mojto", vocab)).toBe("mojito");
  });

  it("allows two edits from nine letters on", () => {
    expect(correctWord("caipirnha", vocab)).toBe("caipirinha");
    expect(correctWord("caipiriha", vocab)).toBe("caipirinha");
    expect(correctWord("kaipirnha", vocab)).toBe("caipirinha");
  });

  it("leaves short words alone", () => {
    expect(correctWord("gim", vocab)).toBeNull();
    expect(correctWord("run", vocab)).toBeNull();
    expect(correctWord("sout", vocab)).toBeNull();
  });

  it("returns null for known words", () => {
    expect(correctWord("negroni", vocab)).toBeNull();
    expect(correctWord("gin", vocab)).toBeNull();
    expect(correctWord("caipirinha", vocab)).toBeNull();
  });

  it("returns null when a 5–8 letter word needs two edits", () => {
    expect(correctWord("mjoti", vocab)).toBeNull();
    expect(correctWord("mojtio", vocab)).toBe("mojito");
    expect(correctWord("mohjtoo", vocab)).toBeNull();
  });

  it("never suggests words shorter than four letters", () => {
    const v = buildVocabulary([
      { word: "sekt", frequency: 1 },
      { word: "mit", frequency: 100 },
      { word: "und", frequency: 100 },
    ]);
    expect(correctWord("sekts", v)).toBe("sekt");
    expect(correctWord("mitt", v)).toBeNull();
    expect(correctWord("mitte", v)).toBeNull();
    expect(correctWord("undmx", v)).toBeNull();
  });

  it("prefers the smaller distance over frequency", () => {
    const v = buildVocabulary([
      { word: "limette", frequency: 1 },
      { word: "limetten", frequency: 1000 },
    ]);
    expect(correctWord("limete", v)).toBe("limette");
  });

  it("breaks ties by frequency, then alphabetically", () => {
    const byFrequency = buildVocabulary([
      { word: "sirup", frequency: 3 },
      { word: "sirop", frequency: 7 },
    ]);
    expect(correctWord("sirap", byFrequency)).toBe("sirop");

    const byAlphabet = buildVocabulary([
      { word: "sirup", frequency: 5 },
      { word: "sirop", frequency: 5 },
    ]);
    expect(correctWord("sirap", byAlphabet)).toBe("sirop");
    // Input order must not matter.
    const reversed = buildVocabulary([
      { word: "sirop", frequency: 5 },
      { word: "sirup", frequency: 5 },
    ]);
    expect(correctWord("sirap", reversed)).toBe("sirop");
  });

  it("handles an empty vocabulary", () => {
    const empty = buildVocabulary([]);
    expect(empty.words).toEqual([]);
    expect(correctWord("negorni", empty)).toBeNull();
    expect(correctQuery(["negorni", "gin"], empty)).toEqual({ words: ["negorni", "gin"], changed: false });
  });

  it("returns null for an empty word", () => {
    expect(correctWord("", vocab)).toBeNull();
  });
});

describe("correctQuery", () => {
  const vocab = vocabOf("negroni", "margarita", "bianco", "gin");

  it("corrects each word and reports a change", () => {
    expect(correctQuery(["negorni", "bianco"], vocab)).toEqual({
      words: ["negroni", "bianco"],
      changed: true,
    });
  });

  it("reports no change when nothing needs correcting", () => {
    expect(correctQuery(["gim", "margarita", "xyzzyplugh"], vocab)).toEqual({
      words: ["gim", "margarita", "xyzzyplugh"],
      changed: false,
    });
    expect(correctQuery([], vocab)).toEqual({ words: [], changed: false });
  });

  it("does not mutate its input", () => {
    const input = ["negorni"];
    correctQuery(input, vocab);
    expect(input).toEqual(["negorni"]);
  });
});

// How fast this runs is measured by `npm run bench`; here only the result at that scale is checked.
describe("at vocabulary scale", () => {
  it("corrects 10 words against 5,000 words exactly like a brute-force scan", () => {
    const next = lcg(7);
    const entries = Array.from({ length: 5000 }, () => ({
      word: randomWord(next, "abcdefghijklmnopqrstuvwxyz", 4, 14),
      frequency: 1 + Math.floor(next() * 100),
    }));
    entries.push({ word: "negroni", frequency: 10 }, { word: "caipirinha", frequency: 10 });
    const vocab = buildVocabulary(entries);
    const queries = [
      "negorni",
      "caipirnha",
      "margarta",
      "mojto",
      "whiskeysour",
      "aperolspritz",
      "limettensaft",
      "gim",
      "grenadine",
      "xyzxyzxyz",
    ];
    // The reference: every word of the vocabulary scored with the full-table distance, no length buckets
    // and no early stops; the same ranking (distance, then frequency, then alphabetical).
    const bruteForce = (word: string): string => {
      if (vocab.frequency.has(word)) return word;
      const budget = allowedEdits(word);
      const candidates = vocab.words
        .filter((candidate) => candidate.length >= 4)
        .map((candidate) => ({
          candidate,
          distance: referenceOsa(word, candidate),
          frequency: vocab.frequency.get(candidate) ?? 0,
        }))
        .filter(({ distance }) => budget > 0 && distance <= budget)
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            b.frequency - a.frequency ||
            (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
        );
      return candidates[0]?.candidate ?? word;
    };
    const expected = queries.map(bruteForce);
    const result = correctQuery(queries, vocab);
    expect(result.words).toEqual(expected);
    expect(result.changed).toBe(expected.some((word, i) => word !== queries[i]));
    expect(result.words[0]).toBe("negroni");
    expect(result.words[1]).toBe("caipirinha");
  });
});

describe("completeWord", () => {
  const vocab = buildVocabulary([
    { word: "spritz", frequency: 5 },
    { word: "sprite", frequency: 2 },
    { word: "spring", frequency: 5 },
    { word: "gin", frequency: 40 },
    { word: "ginger", frequency: 30 },
  ]);

  it("completes to the most frequent word, then the first alphabetically", () => {
    expect(completeWord("spr", vocab)).toBe("spring");
    expect(completeWord("spri", vocab)).toBe("spring");
    expect(completeWord("sprit", vocab)).toBe("spritz");
  });

  it("leaves a known word, an unknown start and nothing alone", () => {
    expect(completeWord("gin", vocab)).toBeNull();
    expect(completeWord("xq", vocab)).toBeNull();
    expect(completeWord("", vocab)).toBeNull();
  });
});
