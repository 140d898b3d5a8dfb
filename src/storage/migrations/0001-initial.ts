/**
 * The first data model in one migration, identical on both databases except for the text
 * collation (see `database.ts`) and the search structures. Frozen: it imports nothing from the
 * application, so what it creates never changes.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // "C" collation on PostgreSQL gives byte order, the same as SQLite's BINARY.
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  const schema = db.schema;

  await schema
    .createTable('listings')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('sort_name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('categories', text, (c) => c.notNull())
    .addColumn('website_url', text)
    .addColumn('domain', text)
    .addColumn('phone', text)
    .addColumn('public_email', text)
    .addColumn('street', text)
    .addColumn('locality', text)
    .addColumn('locality_key', text)
    .addColumn('region', text)
    .addColumn('postal_code', text)
    .addColumn('country', text)
    .addColumn('lat', real)
    .addColumn('lon', real)
    .addColumn('hours', text, (c) => c.notNull())
    .addColumn('price_range', text)
    .addColumn('languages', text, (c) => c.notNull())
    .addColumn('same_as', text, (c) => c.notNull())
    .addColumn('business_status', text, (c) => c.notNull())
    .addColumn('listing_status', text, (c) => c.notNull())
    .addColumn('verification_status', text, (c) => c.notNull())
    .addColumn('verification_method', text)
    .addColumn('verified_at', text)
    .addColumn('source', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('published_at', text)
    .addColumn('removed_at', text)
    .execute();
  await schema.createIndex('listings_status_name').on('listings').columns(['listing_status', 'sort_name', 'id']).execute();
  await schema
    .createIndex('listings_status_published')
    .on('listings')
    .columns(['listing_status', 'published_at', 'id'])
    .execute();
  await schema.createIndex('listings_status_updated').on('listings').columns(['listing_status', 'updated_at', 'id']).execute();
  await schema.createIndex('listings_country_locality').on('listings').columns(['country', 'locality_key']).execute();
  await schema.createIndex('listings_domain').on('listings').column('domain').execute();

  await schema
    .createTable('listing_categories')
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('category_slug', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_categories_pk', ['listing_id', 'category_slug'])
    .execute();
  await schema
    .createIndex('listing_categories_by_category')
    .on('listing_categories')
    .columns(['category_slug', 'listing_id'])
    .execute();

  await schema
    .createTable('facts')
    .addColumn('id', text, (c) => c.notNull())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('question', text)
    .addColumn('url', text)
    .addColumn('lang', text, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('approved_at', text, (c) => c.notNull())
    .addColumn('approved_by', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('facts_pk', ['listing_id', 'id'])
    .execute();
  await schema.createIndex('facts_by_listing').on('facts').columns(['listing_id', 'position']).execute();

  await schema
    .createTable('claims')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id'))
    .addColumn('requester_email', text, (c) => c.notNull())
    .addColumn('requester_name', text)
    .addColumn('role', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('disputed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_hash', text, (c) => c.notNull())
    .addColumn('token_expires_at', text, (c) => c.notNull())
    .addColumn('challenge_value', text)
    .addColumn('challenge_expires_at', text)
    .addColumn('verification_method', text)
    .addColumn('verified_at', text)
    .addColumn('last_findings', text)
    .addColumn('last_checked_at', text)
    .addColumn('reviewer_note', text)
    .addColumn('decided_at', text)
    .addColumn('decided_by', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('claims_by_status').on('claims').columns(['status', 'created_at']).execute();
  await schema.createIndex('claims_by_listing').on('claims').column('listing_id').execute();

  await schema
    .createTable('change_requests')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id'))
    .addColumn('requester_email', text, (c) => c.notNull())
    .addColumn('account_id', text)
    .addColumn('changes', text)
    .addColumn('reason', text, (c) => c.notNull())
    .addColumn('relationship', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('reviewer_note', text)
    .addColumn('decided_at', text)
    .addColumn('decided_by', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('change_requests_by_status').on('change_requests').columns(['status', 'kind', 'created_at']).execute();

  await schema
    .createTable('tombstones')
    .addColumn('value_hash', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await schema
    .createTable('accounts')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('activated_at', text)
    .addUniqueConstraint('accounts_email_role', ['email', 'role'])
    .execute();

  await schema
    .createTable('listing_owners')
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id'))
    .addColumn('account_id', text, (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_owners_pk', ['listing_id', 'account_id'])
    .execute();
  await schema.createIndex('listing_owners_by_account').on('listing_owners').column('account_id').execute();

  await schema
    .createTable('sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('account_id', text, (c) => c.notNull().references('accounts.id'))
    .addColumn('secret_hash', text, (c) => c.notNull())
    .addColumn('user_agent', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  await schema.createIndex('sessions_by_account').on('sessions').column('account_id').execute();

  await schema
    .createTable('one_time_tokens')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('account_id', text, (c) => c.notNull().references('accounts.id'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await schema
    .createTable('activity')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('listing_slug', text)
    .addColumn('listing_name', text)
    .addColumn('country', text)
    .addColumn('detail', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('activity_by_time').on('activity').columns(['created_at', 'id']).execute();
  await schema.createIndex('activity_by_type_time').on('activity').columns(['type', 'created_at']).execute();

  await schema
    .createTable('hit_counters')
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('route_kind', text, (c) => c.notNull())
    .addColumn('agent_family', text, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hit_counters_pk', ['day', 'route_kind', 'agent_family'])
    .execute();

  await schema
    .createTable('gateway_tasks')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id'))
    .addColumn('context_id', text, (c) => c.notNull())
    .addColumn('channel', text, (c) => c.notNull())
    .addColumn('question', text, (c) => c.notNull())
    .addColumn('answer', text, (c) => c.notNull())
    .addColumn('outcome', text, (c) => c.notNull())
    .addColumn('citations', text, (c) => c.notNull())
    .addColumn('handoff_reason', text)
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('gateway_tasks_by_listing').on('gateway_tasks').columns(['listing_id', 'created_at']).execute();

  await schema
    .createTable('action_requests')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('message', text, (c) => c.notNull())
    .addColumn('contact', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('action_requests_by_listing').on('action_requests').columns(['listing_id', 'created_at']).execute();

  await schema
    .createTable('credit_balances')
    .addColumn('listing_id', text, (c) => c.primaryKey().references('listings.id'))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await schema
    .createTable('allowance_counters')
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('listing_id', text, (c) => c.notNull())
    .addColumn('visitor_hash', text, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('allowance_counters_pk', ['day', 'listing_id', 'visitor_hash'])
    .execute();

  await schema
    .createTable('rate_limits')
    .addColumn('bucket', text, (c) => c.notNull())
    .addColumn('window_start', text, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute();

  await schema
    .createTable('website_audits')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('listing_id', text, (c) => c.references('listings.id'))
    .addColumn('url', text, (c) => c.notNull())
    .addColumn('final_url', text)
    .addColumn('domain', text, (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('grade', text, (c) => c.notNull())
    .addColumn('checks', text, (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('website_audits_by_listing').on('website_audits').columns(['listing_id', 'fetched_at']).execute();

  await schema
    .createTable('outbox')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('dedupe_key', text, (c) => c.unique())
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text_body', text, (c) => c.notNull())
    .addColumn('html_body', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', text, (c) => c.notNull())
    .addColumn('locked_until', text)
    .addColumn('last_error', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .execute();
  await schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await schema
    .createTable('review_log')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('actor_type', text, (c) => c.notNull())
    .addColumn('actor_id', text)
    .addColumn('entity_type', text, (c) => c.notNull())
    .addColumn('entity_id', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('from_status', text)
    .addColumn('to_status', text)
    .addColumn('note', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('review_log_by_entity').on('review_log').columns(['entity_type', 'entity_id']).execute();

  await schema
    .createTable('app_secrets')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  // The search structures as they were first made (migration 0003 replaced SQLite's table).
  if (dialect === 'sqlite') {
    // A stable integer key for FTS5 rows: listings have text ids, and implicit rowids may change on VACUUM.
    await sql`create table listing_fts_map (rowid integer primary key, listing_id text not null unique)`.execute(db);
    await sql`create virtual table listing_fts using fts5(
      name, description, categories, place,
      content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  } else {
    await sql`create table listing_search (
      listing_id text collate "C" primary key references listings(id) on delete cascade,
      document tsvector not null)`.execute(db);
    await sql`create index listing_search_document on listing_search using gin (document)`.execute(db);
  }
}
