/** Hits per client (business) per UTC day and agent family, for the owner dashboard's agent figures. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('client_hits')
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('client_slug', text, (c) => c.notNull())
    .addColumn('agent_family', text, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_hits_pk', ['client_slug', 'day', 'agent_family'])
    .execute();
}
