import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type DialectAdapter, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import type { DatabaseTarget } from '../config.js';
import type { Database, Dialect } from './database.js';
import { createPostgresSearchIndex } from './search/postgres-tsvector.js';
import type { SearchIndex } from './search/search-index.js';
import { createSqliteSearchIndex } from './search/sqlite-fts5.js';
import { withStatementCache } from './statement-cache.js';

export interface Storage {
  db: Kysely<Database>;
  dialect: Dialect;
  search: SearchIndex;
  /** Closes every connection; the storage cannot be used afterwards. */
  close(): Promise<void>;
}

const INT8_OID = 20;

/** SQLite DDL is transactional; saying so makes Kysely run each migration batch atomically. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SignboardSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Opens the database named by the configuration. SQLite runs in WAL mode with foreign keys on;
 * PostgreSQL int8 values (counts) are parsed to JS numbers so both dialects return the same types.
 */
export function openStorage(target: DatabaseTarget, options: { poolSize?: number } = {}): Storage {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
    const sqlite = new SqliteDatabase(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('cache_size = -65536');
    const db = new Kysely<Database>({ dialect: new SignboardSqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: 'sqlite', search: createSqliteSearchIndex(), close: () => db.destroy() };
  }
  const config = parseIntoClientConfig(target.url);
  const pool = new pg.Pool({
    ...config,
    // A sequential scan starts at the table's first page, not wherever another scan of the table has got to: a
    // search's candidates (its first matches in table order) are then the same each time, so its pages follow on.
    // Added to the session options the URL or PGOPTIONS give.
    options: [config.options ?? process.env.PGOPTIONS, '-c synchronize_seqscans=off'].filter(Boolean).join(' '),
    max: options.poolSize ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', search: createPostgresSearchIndex(), close: () => db.destroy() };
}
