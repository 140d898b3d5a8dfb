import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database, Dialect } from './database.js';
import * as m0001 from './migrations/0001-initial.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Every migration in order; names sort lexically and must never change once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': m0001,
};

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

/**
 * Brings the schema up to date. Safe to run from several processes at once: Kysely holds a
 * lock table while migrating.
 * @returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
