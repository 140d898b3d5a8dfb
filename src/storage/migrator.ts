import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database, Dialect } from './database.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-client-hits.js';
import * as m0003 from './migrations/0003-bounded-search.js';
import * as m0004 from './migrations/0004-lean-facts.js';
import * as m0005 from './migrations/0005-covering-place-index.js';
import * as m0006 from './migrations/0006-deferred-indexes.js';
import * as m0007 from './migrations/0007-clustered-facts.js';
import * as m0008 from './migrations/0008-api-keys.js';
import * as m0009 from './migrations/0009-handoffs.js';
import * as m0010 from './migrations/0010-search-facets.js';
import * as m0011 from './migrations/0011-directory-tasks.js';
import * as m0012 from './migrations/0012-claim-links.js';
import * as m0013 from './migrations/0013-verification-codes.js';
import * as m0014 from './migrations/0014-fact-translations.js';
import * as m0015 from './migrations/0015-facets-within-country.js';
import * as m0016 from './migrations/0016-categories-in-order-indexes.js';
import * as m0017 from './migrations/0017-candidate-fields-in-search-index.js';
import * as m0018 from './migrations/0018-categories-within-place.js';
import * as m0019 from './migrations/0019-checks-in-search-index.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Every migration in order; names sort lexically and must never change once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': m0001,
  '0002-client-hits': m0002,
  '0003-bounded-search': m0003,
  '0004-lean-facts': m0004,
  '0005-covering-place-index': m0005,
  '0006-deferred-indexes': m0006,
  '0007-clustered-facts': m0007,
  '0008-api-keys': m0008,
  '0009-handoffs': m0009,
  '0010-search-facets': m0010,
  '0011-directory-tasks': m0011,
  '0012-claim-links': m0012,
  '0013-verification-codes': m0013,
  '0014-fact-translations': m0014,
  '0015-facets-within-country': m0015,
  '0016-categories-in-order-indexes': m0016,
  '0017-candidate-fields-in-search-index': m0017,
  '0018-categories-within-place': m0018,
  '0019-checks-in-search-index': m0019,
};

/** The names of every migration, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, migration]) => [
      name,
      { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
    ]);
    return Object.fromEntries(entries);
  }
}

/** A race with another process migrating the same SQLite file (it won; try again). */
/**
 * Kysely's migrator lists the tables of every schema; on PostgreSQL a schema that another process
 * drops meanwhile makes that listing fail with "schema … does not exist" (3F000). Ours is not it.
 */
function otherSchemaDropped(error: unknown, schema: string | undefined): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '3F000' && schema !== undefined && !(e.message ?? '').includes(`"${schema}"`);
}

function lostSqliteRace(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return /^SQLITE_BUSY/.test(e?.code ?? '') || /already exists/.test(e?.message ?? '');
}

/**
 * Brings the schema up to date, all pending migrations in one transaction. Safe to run from
 * several processes at once: PostgreSQL takes Kysely's advisory lock; on SQLite the loser of
 * a race rolls back and retries, then finds the work done.
 * @param upTo stop after this migration (tests of upgrades); default all.
 * @returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect, upTo?: string): Promise<string[]> {
  // Kysely looks its bookkeeping tables up across all schemas; pin them to the schema in use so
  // databases holding several schemas (one per test file, say) do not see each other's.
  const schema =
    dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt < 5 && (dialect === 'sqlite' ? lostSqliteRace(error) : otherSchemaDropped(error, schema))) {
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      continue;
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
}
