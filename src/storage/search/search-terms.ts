/**
 * The word list behind prefix completion, shared by both databases: each indexed word with the
 * number of documents it was indexed in. Counts only grow (a re-indexed or removed listing is not
 * subtracted), which is enough to order completions by how common a word is.
 */
import { sql } from 'kysely';
import type { Executor } from '../database.js';
import { type InsertModifier, insertRows } from '../insert-rows.js';
import type { Completion } from './search-index.js';

/** Rows per statement, inside both drivers' bound-parameter limits. */
const ROWS_PER_STATEMENT = 400;
/** Above every code point, so `[prefix, prefix + END)` holds exactly the words starting with prefix. */
const END = '\u{10FFFF}';

const ADD_TO_COUNT: InsertModifier<'search_terms'> = {
  name: 'add to count',
  apply: (query) =>
    query.onConflict((oc) => oc.column('term').doUpdateSet({ documents: sql`search_terms.documents + excluded.documents` })),
};

/** Adds one document to the count of each word in `documents` (each a list of distinct words). */
export async function countTerms(db: Executor, documents: string[][]): Promise<void> {
  const counts = new Map<string, number>();
  for (const words of documents) for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  // Sorted, so concurrent writers lock rows in the same order and cannot deadlock.
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([term, documents]) => ({ term, documents }));
  await insertRows(db, 'search_terms', rows, { perStatement: ROWS_PER_STATEMENT, modify: ADD_TO_COUNT });
}

/** Up to `limit` known words that start with `prefix` (not the prefix itself), most common first. */
export async function termCompletions(db: Executor, prefix: string, limit: number): Promise<Completion[]> {
  const rows = await db
    .selectFrom('search_terms')
    .select(['term', 'documents'])
    .where('term', '>', prefix)
    .where('term', '<', `${prefix}${END}`)
    .orderBy('documents', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, documents: Number(r.documents) }));
}
