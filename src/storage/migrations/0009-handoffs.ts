/** Handoffs: questions the gateway passed to a person, with their state as the business works them. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('handoffs')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('reason', text, (c) => c.notNull())
    .addColumn('question', text, (c) => c.notNull())
    .addColumn('contact', text)
    .addColumn('channel', text, (c) => c.notNull())
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('mailed', 'integer', (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('handoffs_by_listing').on('handoffs').columns(['listing_id', 'created_at']).execute();
}
