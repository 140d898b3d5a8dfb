/** Loads the demo data set (idempotent: listings upsert by slug, history rows by fixed ids). */

import { sql } from 'kysely';
import { recordActivities } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { saveListingBatch } from '../listings/listing-writer.js';
import { generateDemoData } from './generate.js';

type SeedDeps = Pick<Deps, 'db' | 'search' | 'ids' | 'clock' | 'config' | 'dialect'>;

export async function seedDemo(deps: SeedDeps): Promise<{ listings: number; activity: number; hits: number }> {
  const data = generateDemoData(deps.clock.now());
  for (let i = 0; i < data.listings.length; i += 200) {
    const outcomes = await saveListingBatch(deps, data.listings.slice(i, i + 200), { source: 'imported', approvedBy: 'demo' });
    const rejected = outcomes.find((o) => o.status === 'rejected');
    if (rejected?.status === 'rejected') throw new Error(`demo data could not be stored: ${rejected.reason}`);
  }
  await deps.db.transaction().execute(async (trx) => {
    await recordActivities(
      trx,
      data.activity.map((a) => ({
        id: a.id,
        type: a.type,
        listing_slug: a.listingSlug,
        listing_name: a.listingName,
        country: a.country,
        detail: a.detail,
        created_at: a.createdAt,
      })),
    );
    for (let i = 0; i < data.hits.length; i += 500) {
      await trx
        .insertInto('hit_counters')
        .values(
          data.hits
            .slice(i, i + 500)
            .map((h) => ({ day: h.day, route_kind: h.routeKind, agent_family: h.agentFamily, count: h.count })),
        )
        .onConflict((oc) => oc.columns(['day', 'route_kind', 'agent_family']).doUpdateSet({ count: sql`excluded.count` }))
        .execute();
    }
  });
  return { listings: data.listings.length, activity: data.activity.length, hits: data.hits.length };
}

/**
 * Seeds on start when DEMO_DATA says so: `true` always (idempotent), `auto` only into an empty
 * SQLite database, `false` never.
 * @returns what was loaded, or null when nothing was.
 */
export async function seedDemoIfWanted(deps: SeedDeps) {
  const wanted = deps.config.demoData;
  if (wanted === false) return null;
  if (wanted === 'auto') {
    if (deps.dialect !== 'sqlite') return null;
    const any = await deps.db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
    if (any) return null;
  }
  return seedDemo(deps);
}
