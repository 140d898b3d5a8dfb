/** One-time links that continue a claim's verification on another device (only their hashes are kept). */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('claim_links')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('claim_id', text, (c) => c.notNull().references('claims.id'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
}
