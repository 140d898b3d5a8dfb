/**
 * Real databases for tests: a fresh SQLite file per call, and (when TEST_DATABASE_URL is set)
 * a fresh PostgreSQL schema per call, both migrated. Suites loop over {@link DIALECTS}.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/config.js';
import { openStorage, type Storage } from '../../src/storage/connect.js';
import type { Dialect } from '../../src/storage/database.js';
import { migrateToLatest } from '../../src/storage/migrator.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  target: DatabaseTarget;
  /** Removes the file (a schema is removed when the run ends). */
  drop(): Promise<void>;
}

/** Creates an empty database (file or schema) without opening it. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'signboard-test-'));
    return {
      target: { kind: 'sqlite', file: join(dir, 'test.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    target: { kind: 'postgres', url: url.toString() },
    // Dropped with every other test schema when the run ends (test/helpers/global-setup.ts).
    drop: async () => {},
  };
}

export interface TestStorage extends Storage {
  target: DatabaseTarget;
  /** Closes connections and drops the database. */
  destroy(): Promise<void>;
}

/** A migrated, empty database of the given dialect. */
export async function openTestStorage(dialect: Dialect): Promise<TestStorage> {
  const database = await createTestDatabase(dialect);
  const storage = openStorage(database.target, { poolSize: 4 });
  await migrateToLatest(storage.db, storage.dialect);
  return {
    ...storage,
    target: database.target,
    async destroy() {
      await storage.close();
      await database.drop();
    },
  };
}
