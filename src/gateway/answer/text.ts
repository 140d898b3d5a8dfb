/** Text normalisation shared by the lexicons and retrieval. Pure. */

const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
const WORD_SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' });

/** NFKC, invisible and bidi controls removed, one kind of apostrophe, whitespace collapsed, trimmed. */
export function normalizeQuestion(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The form lexicons and retrieval match on: lower case, accents removed, every run of
 * characters that are not letters or digits turned into one space, trimmed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\b(wi|e) (fi|mail)\b/g, '$1$2');
}

/** Digits and symbols read as letters ("p4ssw0rd" → "password"), for the refusal lists only. */
export function unleet(folded: string): string {
  return folded.replace(
    /[013457@$]/g,
    (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' })[c] ?? c,
  );
}

/** Words of a folded text (Intl.Segmenter, so scripts without spaces also split). */
export function words(folded: string): string[] {
  const out: string[] = [];
  for (const segment of WORD_SEGMENTER.segment(folded)) if (segment.isWordLike) out.push(segment.segment);
  return out;
}

/** Whether a text holds control characters other than tab and line breaks (binary input). */
export function hasControlCharacters(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/** Edit distance with adjacent transpositions, or `max + 1` once it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Replaces each word of four or more letters that is not in the vocabulary by the nearest word
 * that is (one edit; two from ten letters), ties by alphabet; other words stay as they are.
 */
export function correctSpelling(
  tokens: readonly string[],
  vocabulary: readonly string[],
  /** Words that are right as they are but never a correction (stop words). */
  alsoKnown: ReadonlySet<string> = new Set(),
): string[] {
  const known = new Set(vocabulary);
  return tokens.map((token) => {
    if (token.length < 4 || known.has(token) || alsoKnown.has(token) || /\d/.test(token)) return token;
    const max = token.length >= 10 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    for (const word of vocabulary) {
      if (word.length < 3) continue;
      const distance = editDistance(token, word, max);
      if (distance <= max && (!best || distance < best.distance || (distance === best.distance && word < best.word))) {
        best = { word, distance };
      }
    }
    return best?.word ?? token;
  });
}
