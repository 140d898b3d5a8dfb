/**
 * Verification by a code sent to the listing's public e-mail or read out on a call to its public
 * phone, for businesses without a website (only the code's hash is kept; the phone code is kept
 * readable for the reviewer who calls, until it is used or expires).
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('claims').addColumn('code_channel', text).execute();
  await db.schema.alterTable('claims').addColumn('code_hash', text).execute();
  await db.schema.alterTable('claims').addColumn('code_expires_at', text).execute();
  await db.schema
    .alterTable('claims')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('claims').addColumn('code_to_read', text).execute();
}
