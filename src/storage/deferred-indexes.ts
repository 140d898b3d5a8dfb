/**
 * Secondary indexes a large import builds once at its end instead of row by row. Keeping seven
 * indexes of `listings` in step with every inserted row writes their pages in random order again
 * and again; sorting a finished table once is cheaper. Unique indexes and primary keys stay, so
 * slugs and ids are still checked as rows arrive.
 *
 * The dropped indexes are noted in `deferred_indexes` in the same transaction that drops them, and
 * each is built and struck from the note in one transaction: if the importing process dies in
 * between, the next process to open the database builds what is left (see `openDeps`).
 */
import { sql } from 'kysely';
import type { Db, Dialect } from './database.js';

/** The tables a listing import writes whose secondary indexes it may defer. */
const DEFERRABLE_TABLES = ['listings', 'listing_categories', 'facts', 'listing_search'];

interface IndexDefinition {
  name: string;
  definition: string;
}

/** The non-unique indexes of the deferrable tables, with the statements that create them. */
async function secondaryIndexes(db: Db, dialect: Dialect): Promise<IndexDefinition[]> {
  const tables = sql.join(DEFERRABLE_TABLES);
  const { rows } =
    dialect === 'sqlite'
      ? await sql<IndexDefinition>`select name, sql as definition from sqlite_master
          where type = 'index' and sql is not null and tbl_name in (${tables})
            and lower(sql) not like 'create unique %' order by name`.execute(db)
      : await sql<IndexDefinition>`select i.relname as name, pg_get_indexdef(i.oid) as definition
          from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          where t.relnamespace = current_schema()::regnamespace and t.relname in (${tables})
            and not x.indisunique and not x.indisprimary order by i.relname`.execute(db);
  return rows;
}

/**
 * Drops the secondary indexes of the listing tables and notes them, in one transaction.
 * @returns the names of the indexes dropped.
 */
export async function deferIndexes(db: Db, dialect: Dialect, at: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const indexes = await secondaryIndexes(trx, dialect);
    for (const { name, definition } of indexes) {
      await trx.insertInto('deferred_indexes').values({ name, definition, deferred_at: at }).execute();
      await sql`drop index ${sql.id(name)}`.execute(trx);
    }
    return indexes.map((i) => i.name);
  });
}

/**
 * Builds every noted index and strikes it from the note, each in its own transaction.
 * @param onIndex told before each build, with its position among them (from 1).
 * @returns the names of the indexes built.
 */
export async function buildDeferredIndexes(
  db: Db,
  onIndex: (name: string, position: number, count: number) => void = () => {},
): Promise<string[]> {
  const noted = await db.selectFrom('deferred_indexes').select(['name', 'definition']).orderBy('name').execute();
  for (const [i, { name, definition }] of noted.entries()) {
    onIndex(name, i + 1, noted.length);
    await db.transaction().execute(async (trx) => {
      await sql.raw(definition).execute(trx);
      await trx.deleteFrom('deferred_indexes').where('name', '=', name).execute();
    });
  }
  return noted.map((n) => n.name);
}
