/**
 * Settings for one process's large import, per database. SQLite gets a bigger page cache (the
 * indexes of a million listings outgrow the default 64 MB, and every miss is a read) and a longer
 * write-ahead log between checkpoints (index pages changed by many batches are copied back once,
 * not once per batch); the log is folded back and truncated at the end. On both databases, an
 * import into a directory of fewer than {@link DEFER_INDEXES_BELOW} listings builds the secondary
 * indexes once at its end (see `deferred-indexes.ts`).
 */
import { sql } from 'kysely';
import type { Db, Dialect, Executor } from './database.js';
import { buildDeferredIndexes, deferIndexes } from './deferred-indexes.js';

/**
 * Listings below which a load defers the secondary indexes. Rebuilding them at the end sorts every
 * listing, so it pays when the import is large against what is there; the import's size is not
 * known up front, but a directory this small costs well under a second to index again.
 */
export const DEFER_INDEXES_BELOW = 10_000;

/** SQLite page cache during a bulk load, in KiB (negative = KiB for `cache_size`). */
const BULK_CACHE_KIB = 512 * 1024;
/** WAL pages between automatic checkpoints during a bulk load (4 KiB pages: 400 MB). */
const BULK_WAL_PAGES = 100_000;
const NORMAL_CACHE_KIB = 64 * 1024;
const NORMAL_WAL_PAGES = 1000;

/**
 * Prepares the connection for a large load.
 * @returns the indexes deferred to {@link endBulkLoad}.
 */
export async function beginBulkLoad(
  db: Db,
  dialect: Dialect,
  at: string,
  deferBelow: number = DEFER_INDEXES_BELOW,
): Promise<string[]> {
  if (dialect === 'sqlite') {
    await sql.raw(`pragma cache_size = -${BULK_CACHE_KIB}`).execute(db);
    await sql.raw(`pragma wal_autocheckpoint = ${BULK_WAL_PAGES}`).execute(db);
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from
    (select 1 from listings limit ${deferBelow}) as present`.execute(db);
  return Number(rows[0]?.n ?? 0) < deferBelow ? deferIndexes(db, dialect, at) : [];
}

/**
 * Builds the deferred indexes and restores the connection's settings.
 * @param onIndex told before each index is built.
 */
export async function endBulkLoad(
  db: Db,
  dialect: Dialect,
  onIndex?: (name: string, position: number, count: number) => void,
): Promise<void> {
  await buildDeferredIndexes(db, onIndex);
  if (dialect !== 'sqlite') return;
  await sql.raw(`pragma wal_autocheckpoint = ${NORMAL_WAL_PAGES}`).execute(db);
  await sql.raw(`pragma cache_size = -${NORMAL_CACHE_KIB}`).execute(db);
  await sql.raw('pragma wal_checkpoint(truncate)').execute(db);
}

/**
 * Brings the planner's statistics up to date after a large load. PostgreSQL also vacuums, which
 * marks the new pages all-visible: until then its index-only scans (the directory's order and
 * place indexes) fetch every row from the table as well (13 s after a million listings).
 */
export async function refreshAfterLoad(db: Executor, dialect: Dialect): Promise<void> {
  await sql.raw(dialect === 'postgres' ? `vacuum analyze ${LOADED_TABLES.join(', ')}` : 'analyze').execute(db);
}

/** The tables an import writes. */
const LOADED_TABLES = ['listings', 'listing_categories', 'facts', 'listing_search', 'search_terms'];
