/** Pieces several public pages show: listing lists, activity, badges, stats. */
import type { PublicActivity } from '../../directory/activity.service.js';
import type { ListingSummary } from '../../directory/listing.present.js';
import { findCategory } from '../../reference/reference-data.js';
import { Time } from '../layout.js';

const ACTIVITY_TEXT: Record<string, string> = {
  listing_published: 'was published',
  listing_verified: 'verified its website',
  listing_removed: 'was removed',
  correction_applied: 'was corrected',
  audit_completed: 'had a website audit',
  question_answered: "answered an agent's question",
  handoff_recorded: 'handed a question to a person',
  action_requested: 'received an action request',
};

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <span class="badge ok">Verified</span> : <span class="badge plain">Not verified</span>;
}

export function ListingList({ listings, empty }: { listings: ListingSummary[]; empty: string }) {
  if (listings.length === 0) return <p class="muted">{empty}</p>;
  return (
    <ul class="plain listings">
      {listings.map((l) => (
        <li>
          <h3>
            <a href={`/business/${l.slug}`}>{l.name}</a> <VerifiedBadge verified={l.verified} />
          </h3>
          <p class="muted">
            {[l.categories.map((c) => findCategory(c)?.name ?? c).join(', '), [l.city, l.countryName].filter(Boolean).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {l.description && <p>{l.description}</p>}
        </li>
      ))}
    </ul>
  );
}

export function ActivityList({ records }: { records: PublicActivity[] }) {
  if (records.length === 0) return <p class="muted">No public activity yet.</p>;
  return (
    <ul class="plain activity">
      {records.map((r) => (
        <li>
          {r.listing ? (
            <>
              <a href={`/business/${r.listing.slug}`}>{r.listing.name}</a> {ACTIVITY_TEXT[r.type] ?? r.type.replace(/_/g, ' ')}
            </>
          ) : r.type === 'audit_completed' ? (
            'A website was audited'
          ) : (
            `A business ${ACTIVITY_TEXT[r.type] ?? r.type.replace(/_/g, ' ')}`
          )}
          {r.countryName ? ` (${r.countryName})` : ''} · <Time at={r.at} />
        </li>
      ))}
    </ul>
  );
}

/** Headline figures as a description list. */
export function Stats({ items }: { items: [string, number][] }) {
  return (
    <dl class="stats">
      {items.map(([label, value]) => (
        <div>
          <dt>{label}</dt>
          <dd>{value.toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
}
