/**
 * One website audit without storage: collect the site (network, bounded by one deadline), then
 * evaluate it (pure: checks, score, grade). Used by the HTTP route and by `signboard audit`.
 */
import type { SafeFetcher } from '../net/safe-fetch.js';
import { checkHeadings, checkJsonLd, checkOpenGraph, checkTextContent } from './checks/content.js';
import { checkAiCrawlers, checkIndexable, checkRobotsTxt } from './checks/crawling.js';
import { checkAgentCard, checkLlmsTxt, checkSitemap } from './checks/discovery.js';
import { checkCanonical, checkLang, checkMetaDescription, checkTitle, checkViewport } from './checks/head.js';
import { checkHttps, checkPageWeight, checkReachable, checkResponseTime } from './checks/transport.js';
import { collectSite, type SiteSnapshot } from './collect.js';
import { type AuditContext, buildContext, type Finding } from './context.js';
import { CHECK_DEFINITIONS, type CheckId, type CheckStatus, type Grade, gradeFor, scoreChecks } from './scoring.js';

/** The whole audit must finish within this. */
export const AUDIT_TIME_LIMIT_MS = 20_000;
/** Kept free at the end of the limit for evaluating and answering. */
const EVALUATION_RESERVE_MS = 500;

export interface AuditCheck {
  id: CheckId;
  title: string;
  status: CheckStatus;
  weight: number;
  details: string;
  recommendation: string;
  data?: Record<string, unknown>;
}

export interface AuditResult {
  url: string;
  finalUrl: string | null;
  fetchedAt: string;
  durationMs: number;
  score: number;
  grade: Grade;
  checks: AuditCheck[];
}

const RUNNERS: Record<CheckId, (ctx: AuditContext) => Finding> = {
  reachable: checkReachable,
  https: checkHttps,
  indexable: checkIndexable,
  title: checkTitle,
  meta_description: checkMetaDescription,
  canonical: checkCanonical,
  lang: checkLang,
  viewport: checkViewport,
  headings: checkHeadings,
  text_content: checkTextContent,
  open_graph: checkOpenGraph,
  json_ld: checkJsonLd,
  robots_txt: checkRobotsTxt,
  ai_crawlers: checkAiCrawlers,
  sitemap: checkSitemap,
  llms_txt: checkLlmsTxt,
  agent_card: checkAgentCard,
  response_time: checkResponseTime,
  page_weight: checkPageWeight,
};

/** Runs every check over a collected site and scores the result. Pure. */
export function evaluateSite(site: SiteSnapshot): Pick<AuditResult, 'finalUrl' | 'score' | 'grade' | 'checks'> {
  const ctx = buildContext(site);
  const checks = CHECK_DEFINITIONS.map(({ id, title, weight }) => ({ id, title, weight, ...RUNNERS[id](ctx) }));
  const score = scoreChecks(checks);
  return { finalUrl: ctx.response?.finalUrl ?? null, score, grade: gradeFor(score), checks };
}

export interface RunAuditOptions {
  /** When the audit started, for `fetchedAt`. */
  now: Date;
  timeLimitMs?: number;
  /** Called as each resource is fetched (`page`, `robots.txt`, …), e.g. for a progress line. */
  onProgress?: (step: string) => void;
}

/** Fetches and evaluates a site; the URL must already have passed the fetcher's refusal check. */
export async function runAudit(fetcher: SafeFetcher, url: string, options: RunAuditOptions): Promise<AuditResult> {
  const started = performance.now();
  const deadline = started + (options.timeLimitMs ?? AUDIT_TIME_LIMIT_MS) - EVALUATION_RESERVE_MS;
  const site = await collectSite(fetcher, url, { deadline, onProgress: options.onProgress });
  const evaluated = evaluateSite(site);
  return {
    url,
    fetchedAt: options.now.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ...evaluated,
  };
}
