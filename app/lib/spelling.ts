// "Did you mean …?" for the search box. Words arrive already folded (lower case, no accents, umlauts
// reduced, ß → ss), so everything here compares plain UTF-16 code units.

export type Vocabulary = {
  // Sorted alphabetically so every lookup is deterministic regardless of input order.
  words: string[];
  frequency: Map<string, number>;
  byLength: Map<number, string[]>;
};

// Shortest word we are willing to suggest: correcting into short, stop-word-like words ("und", "mit",
// "the") produces silly suggestions far more often than useful ones.
const MIN_CANDIDATE_LENGTH = 4;

/**
 * Optimal string alignment distance (restricted Damerau–Levenshtein): insert, delete, substitute and
 * swapping two neighbouring letters each cost 1, but no substring is edited twice, so "abc" → "ca" is 3.
 * With `max`, returns `max + 1` as soon as the distance is known to exceed it.
 */
export function osaDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const over = max + 1;
  // Every extra letter costs at least one insertion, so this bounds the result without the table.
  if (Math.abs(a.length - b.length) > max) return over;

  // Shared ends never change the distance; trimming them keeps the table small for near-matches.
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  while (start < endA && start < endB && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n === 0 || m === 0) {
    const d = n + m;
    return d > max ? over : d;
  }

  // Three rolling rows: the swap step looks two rows back.
  let twoBack = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;

  for (let i = 1; i <= n; i++) {
    const ca = a.charCodeAt(start + i - 1);
    const caPrev = i > 1 ? a.charCodeAt(start + i - 2) : -1;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(start + j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(start + j - 2) && caPrev === cb) {
        d = Math.min(d, twoBack[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Row minima never decrease (a swap from two rows back is never cheaper than the diagonal step
    // before it), so once a whole row exceeds the limit the final distance must too.
    if (rowMin > max) return over;
    const recycled = twoBack;
    twoBack = prev;
    prev = cur;
    cur = recycled;
  }
  const result = prev[m]!;
  return result > max ? over : result;
}

/** Edit budget by word length: short words have too many one-edit neighbours to correct safely. */
export function allowedEdits(word: string): number {
  const length = word.length;
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

/** Builds the lookup structure; repeated words have their frequencies added up, empty words are dropped. */
export function buildVocabulary(entries: Iterable<{ word: string; frequency: number }>): Vocabulary {
  const frequency = new Map<string, number>();
  for (const { word, frequency: count } of entries) {
    if (word.length === 0) continue;
    const safeCount = Number.isFinite(count) ? count : 0;
    frequency.set(word, (frequency.get(word) ?? 0) + safeCount);
  }
  const words = [...frequency.keys()].sort(compareStrings);
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(word);
    else byLength.set(word.length, [word]);
  }
  return { words, frequency, byLength };
}

/**
 * Best correction for one folded word, or null when the word is known or nothing is close enough.
 * Ranking: smallest distance, then higher frequency, then alphabetical.
 */
export function correctWord(word: string, vocab: Vocabulary): string | null {
  if (word.length === 0 || vocab.frequency.has(word)) return null;
  const budget = allowedEdits(word);
  if (budget === 0) return null;

  let best: string | null = null;
  let bestDistance = budget;
  let bestFrequency = Number.NEGATIVE_INFINITY;
  const minLength = Math.max(MIN_CANDIDATE_LENGTH, word.length - budget);
  const maxLength = word.length + budget;
  for (let length = minLength; length <= maxLength; length++) {
    const bucket = vocab.byLength.get(length);
    if (!bucket) continue;
    for (const candidate of bucket) {
      // Passing the current best as the limit lets hopeless candidates bail out early; ties must still
      // be scored, so the limit is not lowered below the best distance.
      const distance = osaDistance(word, candidate, bestDistance);
      if (distance > bestDistance) continue;
      const candidateFrequency = vocab.frequency.get(candidate) ?? 0;
      if (
        best === null ||
        distance < bestDistance ||
        candidateFrequency > bestFrequency ||
        (candidateFrequency === bestFrequency && candidate < best)
      ) {
        best = candidate;
        bestDistance = distance;
        bestFrequency = candidateFrequency;
      }
    }
  }
  return best;
}

/** Corrects each word independently; `changed` tells the UI whether to offer a suggestion at all. */
export function correctQuery(words: string[], vocab: Vocabulary): { words: string[]; changed: boolean } {
  let changed = false;
  const corrected = words.map((word) => {
    const suggestion = correctWord(word, vocab);
    if (suggestion === null) return word;
    changed = true;
    return suggestion;
  });
  return { words: corrected, changed };
}

/**
 * The word being typed, completed: the most frequent vocabulary word that starts with it (then the first
 * alphabetically), or null when none does or it is a word itself. For the search box as people type.
 */
export function completeWord(prefix: string, vocab: Vocabulary): string | null {
  if (prefix.length === 0 || vocab.frequency.has(prefix)) return null;
  let best: string | null = null;
  let bestFrequency = Number.NEGATIVE_INFINITY;
  for (const word of vocab.words) {
    if (!word.startsWith(prefix)) continue;
    const frequency = vocab.frequency.get(word) ?? 0;
    if (frequency > bestFrequency) {
      best = word;
      bestFrequency = frequency;
    }
  }
  return best;
}

function compareStrings(a: string, b: string): number {
  // Code-unit order rather than localeCompare: the result must not depend on the server's locale.
  return a < b ? -1 : a > b ? 1 : 0;
}
