import { listAuditHistory } from '../audit/audit.repository.js';
import type { Deps } from '../deps.js';
import { lastDays } from '../directory/days.js';
import { presentFact } from '../directory/profile.present.js';
import { creditBalance } from '../gateway/credits.js';
import { listHandoffs } from '../gateway/handoff.repository.js';
import { sampleQuestionTexts } from '../gateway/sample-questions.js';
import { countTasksByDay } from '../gateway/task.repository.js';
import { listChangeRequestsOf } from '../listings/change-request.repository.js';
import { findFactsForListing, type ListingRow, listingLists } from '../listings/listing.repository.js';
import { listSessions, type SignedIn } from '../owners/session.service.js';
import { BROWSER } from '../reference/reference-data.js';
import type { Urls } from '../urls.js';

/** Days of gateway figures the dashboard charts. */
export const DASHBOARD_DAYS = 30;

type DashboardDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'state'>;

async function gatewayFigures(deps: DashboardDeps, listing: { id: string; slug: string }) {
  const days = lastDays(deps.clock.now(), DASHBOARD_DAYS);
  const from = days[0] ?? '';
  const rows = await countTasksByDay(deps.db, listing.id, from);
  const answered = new Map<string, number>();
  const handoffs = new Map<string, number>();
  const channels = new Map<string, number>();
  const totals = { questions: 0, answered: 0, handoffs: 0, refused: 0, unclear: 0, agentMessages: 0 };
  for (const row of rows) {
    const { count } = row;
    totals.questions += count;
    totals[row.outcome === 'handoff' ? 'handoffs' : row.outcome] += count;
    if (!row.channel.startsWith('ask')) totals.agentMessages += count;
    channels.set(row.channel, (channels.get(row.channel) ?? 0) + count);
    if (row.outcome === 'answered') answered.set(row.day, (answered.get(row.day) ?? 0) + count);
    if (row.outcome === 'handoff') handoffs.set(row.day, (handoffs.get(row.day) ?? 0) + count);
  }
  const hits = await deps.db
    .selectFrom('client_hits')
    .select(['agent_family', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('client_slug', '=', listing.slug)
    .where('day', '>=', from)
    .where('agent_family', '!=', BROWSER)
    .groupBy('agent_family')
    .execute();
  const agentHits = hits.map((h) => ({ family: h.agent_family, count: Number(h.count) })).sort((a, b) => b.count - a.count);
  return {
    days,
    agentHits,
    answeredPerDay: days.map((d) => answered.get(d) ?? 0),
    handoffsPerDay: days.map((d) => handoffs.get(d) ?? 0),
    totals,
    channels: [...channels].map(([channel, count]) => ({ channel, count })).sort((a, b) => b.count - a.count),
  };
}

async function listingPanel(deps: DashboardDeps, urls: Urls, listing: ListingRow) {
  const [facts, requests, inbox, handoffs, credits, audits, figures] = await Promise.all([
    findFactsForListing(deps.db, listing.id),
    listChangeRequestsOf(deps.db, listing.id, 20),
    deps.db
      .selectFrom('action_requests')
      .select(['id', 'kind', 'message', 'contact', 'status', 'created_at'])
      .where('listing_id', '=', listing.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(20)
      .execute(),
    listHandoffs(deps.db, listing.id, 20),
    creditBalance(deps, listing.id),
    listAuditHistory(deps.db, listing.id, 10),
    gatewayFigures(deps, listing),
  ]);
  return {
    slug: listing.slug,
    name: listing.name,
    listingStatus: listing.listing_status,
    verificationStatus: listing.verification_status,
    website: listing.website_url,
    languages: listingLists(listing).languages,
    facts: facts.map(presentFact),
    requests,
    inbox,
    handoffs,
    credits,
    audits,
    figures,
    sampleQuestions: sampleQuestionTexts(listing.name).map((q) => ({
      question: q,
      previewUrl: `${urls.ask(listing.slug)}?q=${encodeURIComponent(q)}`,
    })),
    links: {
      page: `/business/${listing.slug}`,
      agentCard: urls.agentCard(listing.slug),
      ask: urls.ask(listing.slug),
      sampleQuestions: urls.sampleQuestions(listing.slug),
    },
  };
}

export type ListingPanel = Awaited<ReturnType<typeof listingPanel>>;

/** Everything the signed-in owner's dashboard shows. */
export async function loadDashboard(deps: DashboardDeps, urls: Urls, signedIn: SignedIn) {
  const listings = await deps.db
    .selectFrom('listings as l')
    .innerJoin('listing_owners as o', 'o.listing_id', 'l.id')
    .selectAll('l')
    .where('o.account_id', '=', signedIn.account.id)
    .where('l.listing_status', '!=', 'removed')
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
  const [panels, sessions] = await Promise.all([
    Promise.all(listings.map((l) => listingPanel(deps, urls, l))),
    listSessions(deps, signedIn),
  ]);
  return { email: signedIn.account.email, listings: panels, sessions };
}
