/** `signboard backup <path>`: a consistent online copy of the SQLite database. */
import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config.js';

export async function runBackup(destination: string, options: { force?: boolean }): Promise<{ bytes: number }> {
  const config = loadConfig();
  if (config.database.kind !== 'sqlite') {
    throw new Error('backup copies the SQLite file; for PostgreSQL use pg_dump');
  }
  if (!existsSync(config.database.file)) throw new Error(`no database at ${config.database.file}`);
  if (existsSync(destination) && !options.force) throw new Error(`${destination} exists; pass --force to overwrite it`);
  const source = new SqliteDatabase(config.database.file, { readonly: true, fileMustExist: true });
  try {
    // SQLite's online backup API copies a consistent snapshot while the service keeps writing.
    const result = await source.backup(destination);
    return { bytes: result.totalPages * (source.pragma('page_size', { simple: true }) as number) };
  } finally {
    source.close();
  }
}
