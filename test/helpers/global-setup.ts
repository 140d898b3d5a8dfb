/**
 * Test schemas on PostgreSQL are dropped once, before and after the whole run, not by each suite:
 * a schema dropped while another suite's migrator lists the tables of every schema made that
 * listing fail now and then ("relation t_….change_requests does not exist").
 */
import pg from 'pg';

async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'",
    );
    for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  await dropTestSchemas();
  return dropTestSchemas;
}
