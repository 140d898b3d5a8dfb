/** `/api/bootstrap`: everything the home page needs in one call. */
import type { Deps } from '../deps.js';
import type { Urls } from '../urls.js';
import { activityPulse, listActivity } from './activity.service.js';
import { computeStats, listCategories } from './figures.service.js';
import { presentListingSummary } from './listing.present.js';
import { listingFigure } from './listing-figures.js';

export async function buildBootstrap(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'state'>, urls: Urls) {
  const [stats, categories, activity, pulse] = await Promise.all([
    computeStats(deps),
    listCategories(deps, urls),
    listActivity(deps, urls, { limit: 10, types: [] }),
    activityPulse(deps),
  ]);
  // Sorting every verified listing by date takes 0.1 s at a million listings: shared per listings version too.
  const published = deps.db.selectFrom('listings').selectAll().where('listing_status', '=', 'published');
  const [featured, recent] = await Promise.all([
    listingFigure(deps, 'featured', () =>
      published.where('verification_status', '=', 'verified').orderBy('verified_at', 'desc').orderBy('id').limit(6).execute(),
    ),
    listingFigure(deps, 'recent', () => published.orderBy('published_at', 'desc').orderBy('id').limit(6).execute()),
  ]);
  return {
    ok: true as const,
    site: {
      name: 'Signboard',
      tagline: 'Local businesses, readable and answerable by AI agents.',
      publicUrl: deps.config.publicUrl,
      gatewayUrl: deps.config.gatewayUrl,
    },
    urls: {
      home: urls.home(),
      directory: urls.api('/api/directory'),
      categories: urls.api('/api/categories'),
      locations: urls.api('/api/locations'),
      stats: urls.api('/api/stats'),
      analytics: urls.api('/api/analytics'),
      activity: urls.api('/api/activity'),
      globe: urls.api('/api/globe'),
      websiteAudit: urls.api('/api/website-audit'),
      submit: urls.api('/api/listings/submit'),
      claim: urls.api('/api/listings/claim'),
      openapi: urls.api('/openapi.json'),
      docs: urls.api('/docs'),
      mcp: urls.gateway('/mcp'),
      mcpServerCard: urls.gateway('/.well-known/mcp/server-card.json'),
      directoryAgent: urls.gateway('/.well-known/agent-card.json'),
    },
    stats,
    topCategories: categories
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug))
      .slice(0, 8),
    featured: featured.map((row) => presentListingSummary(row, urls)),
    recent: recent.map((row) => presentListingSummary(row, urls)),
    activity: activity.records,
    pulse,
    gateway: {
      discovery: urls.gateway('/api/a2a'),
      llms: urls.api('/llms.txt'),
      robots: urls.api('/robots.txt'),
      sitemap: urls.api('/sitemap.xml'),
      aigSitemap: urls.api('/aig-sitemap.xml'),
      questions: urls.api('/questions'),
    },
  };
}
