/**
 * The audit's scoring model, kept in this one place (the README's "Website audit" section
 * explains it): the checks with their titles and weights, what each status is worth, and the
 * grade bands. Modelled on Lighthouse: a weighted arithmetic mean in which not-applicable checks
 * weigh nothing, and one gate check (`indexable`) weighted so that failing it alone keeps a page
 * below a B, whatever else it does well.
 */

export const CHECK_STATUSES = ['pass', 'warn', 'fail', 'not_applicable'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** The fixed check ids, in report order, with their titles and weights. */
export const CHECK_DEFINITIONS = [
  { id: 'reachable', title: 'The page answers', weight: 10 },
  { id: 'https', title: 'HTTPS with HSTS', weight: 4 },
  { id: 'indexable', title: 'Search engines may index the page', weight: 29 },
  { id: 'title', title: 'Page title', weight: 3 },
  { id: 'meta_description', title: 'Meta description', weight: 3 },
  { id: 'canonical', title: 'Canonical URL', weight: 2 },
  { id: 'lang', title: 'Page language', weight: 2 },
  { id: 'viewport', title: 'Mobile viewport', weight: 2 },
  { id: 'headings', title: 'One main heading (h1)', weight: 2 },
  { id: 'text_content', title: 'Readable text without JavaScript', weight: 8 },
  { id: 'open_graph', title: 'Open Graph tags', weight: 2 },
  { id: 'json_ld', title: 'Structured data (JSON-LD)', weight: 5 },
  { id: 'robots_txt', title: 'robots.txt', weight: 3 },
  { id: 'ai_crawlers', title: 'AI crawlers allowed', weight: 6 },
  { id: 'sitemap', title: 'XML sitemap', weight: 3 },
  { id: 'llms_txt', title: 'llms.txt', weight: 3 },
  { id: 'agent_card', title: 'A2A agent card', weight: 1 },
  { id: 'response_time', title: 'Server response time', weight: 2 },
  { id: 'page_weight', title: 'HTML weight', weight: 2 },
] as const;

export type CheckId = (typeof CHECK_DEFINITIONS)[number]['id'];

/** What a status is worth; not_applicable checks leave the mean altogether. */
const STATUS_VALUE: Record<Exclude<CheckStatus, 'not_applicable'>, number> = { pass: 1, warn: 0.5, fail: 0 };

/** Lowest score of each grade, best first; anything lower is an F. */
export const GRADE_BANDS = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 75 },
  { grade: 'C', min: 60 },
  { grade: 'D', min: 40 },
] as const;

export type Grade = (typeof GRADE_BANDS)[number]['grade'] | 'F';

/** The score 0–100: 100 × Σ(weight × value) / Σ weight over the applicable checks, rounded. */
export function scoreChecks(checks: readonly { status: CheckStatus; weight: number }[]): number {
  let total = 0;
  let earned = 0;
  for (const check of checks) {
    if (check.status === 'not_applicable') continue;
    total += check.weight;
    earned += check.weight * STATUS_VALUE[check.status];
  }
  return total === 0 ? 0 : Math.round((100 * earned) / total);
}

export function gradeFor(score: number): Grade {
  return GRADE_BANDS.find((band) => score >= band.min)?.grade ?? 'F';
}
