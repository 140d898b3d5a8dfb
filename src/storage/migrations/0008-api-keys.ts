/** API keys an operator issues to agents that identify themselves (a larger message quota per client and day). */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('api_keys')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('key_hash', text, (c) => c.notNull().unique())
    .addColumn('daily_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
}
