/**
 * Text normalisation shared by both search implementations, so SQLite FTS5 and PostgreSQL
 * tsvector see the same tokens: accents folded, lower-cased, split on anything that is not a
 * letter or digit. User text passes through here before it reaches a query, which is what makes
 * quotes, operators, NUL bytes and huge strings harmless.
 */

/** Longest token kept; longer runs are cut (no real word is this long). */
const MAX_TOKEN_LENGTH = 48;
/** Most query terms used; the rest are ignored. */
export const MAX_QUERY_TERMS = 12;

/** Lower-cases and removes diacritics (`Café Zürich` → `cafe zurich`). */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Splits folded text into tokens of letters and digits. */
export function tokenize(value: string): string[] {
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
    .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
}

/** The parsed form of a user query: all terms must match; the last may match as a prefix. */
export interface SearchTerms {
  /** Distinct terms in order, at most {@link MAX_QUERY_TERMS}. */
  terms: string[];
  /** Whether the last term also matches words that start with it (the person may still be typing). */
  lastIsPrefix: boolean;
}

/**
 * Parses free text into {@link SearchTerms}, or null when it holds nothing searchable.
 * The last term is a prefix unless the text ends in white space or the term is one character.
 */
export function parseSearchTerms(text: string): SearchTerms | null {
  const terms = [...new Set(tokenize(text.slice(0, 1000)))].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  const last = terms[terms.length - 1] ?? '';
  return { terms, lastIsPrefix: !/\s$/.test(text) && last.length >= 2 };
}
