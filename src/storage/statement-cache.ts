import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { Lru } from '../lru.js';

/** Statements kept per connection; the directory's hot queries are a few dozen texts. */
const CACHED_STATEMENTS = 256;

/**
 * Wraps a better-sqlite3 connection so Kysely reuses prepared statements: the same SQL text is
 * compiled by SQLite once instead of on every call (Kysely prepares each query afresh). Least
 * recently used statements are dropped past {@link CACHED_STATEMENTS}.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Lru<string, SqliteDatabase.Statement>(CACHED_STATEMENTS);
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
