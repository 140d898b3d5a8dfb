/**
 * Indexes published listings the search index does not hold yet. Migrations change the shape of
 * the index but never fill it (they are frozen and import no application code); they leave it empty
 * where its documents must be written anew, and this fills it with today's indexer. It goes in id
 * order, one batch per transaction, so a process that dies midway is resumed by the next call.
 */
import type { Db } from '../storage/database.js';
import type { SearchIndex } from '../storage/search/search-index.js';
import { syncSearch } from './listing-writer.js';

const BATCH = 1000;

/**
 * Indexes every published listing whose id is past the greatest id in the index (all of them when
 * the index is empty). Costs two indexed reads when there is nothing to do.
 * @returns how many listings were indexed.
 */
export async function rebuildSearchIfBehind(
  db: Db,
  search: SearchIndex,
  onProgress?: (indexed: number) => void,
): Promise<number> {
  let after = (await search.lastIndexedId(db)) ?? '';
  let indexed = 0;
  for (;;) {
    const listings = await db
      .selectFrom('listings')
      .selectAll()
      .where('listing_status', '=', 'published')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = listings[listings.length - 1];
    if (!last) return indexed;
    await db.transaction().execute((trx) => syncSearch(trx, search, listings));
    indexed += listings.length;
    onProgress?.(indexed);
    after = last.id;
  }
}
