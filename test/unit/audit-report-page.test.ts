import * as cheerio from 'cheerio';
import { h, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import type { PublicAudit } from '../../src/audit/audit.service.js';
import { AuditReportPage, checksByImpact } from '../../src/web/pages/audit.js';
import { renderDocument } from '../../src/web/render.js';

const check = (id: string, status: string, weight: number, data?: Record<string, unknown>) => ({
  id,
  title: `Check ${id}`,
  status,
  weight,
  details: `Details of ${id}.`,
  recommendation: `Advice for ${id}.`,
  data,
});

const audit = (checks: ReturnType<typeof check>[], score = 62, grade = 'C') =>
  ({
    id: 'a1',
    url: 'https://shop.example/',
    finalUrl: 'https://shop.example/',
    listingSlug: null,
    fetchedAt: '2026-11-21T12:00:00.000Z',
    durationMs: 900,
    score,
    grade,
    checks,
  }) as unknown as PublicAudit;

const render = (a: PublicAudit) => cheerio.load(renderDocument(h(AuditReportPage, { audit: a, viewer: null }) as VNode));

describe('the audit report page', () => {
  it('orders checks by impact: failures, then warnings, the heaviest first, and shows the score as a ring', () => {
    const checks = [
      check('a', 'pass', 30),
      check('b', 'fail', 5),
      check('c', 'warn', 20),
      check('d', 'fail', 25),
      check('e', 'not_applicable', 10),
    ];
    expect(checksByImpact(checks).map((c) => c.id)).toEqual(['d', 'b', 'c', 'a', 'e']);
    const $ = render(audit(checks));
    expect(
      $('li.check')
        .map((_, el) => $(el).attr('id'))
        .get(),
    ).toEqual(['check-d', 'check-b', 'check-c', 'check-a', 'check-e']);
    expect($('svg.score-ring').attr('aria-label')).toBe('Score 62 of 100, grade C');
    expect($('svg.score-ring circle.fill').attr('stroke-dasharray')).toMatch(/^163\.\d /);
  });

  it('says that a site could not be reached, and why, instead of a report of checks that never ran', () => {
    const a = audit([check('reachable', 'fail', 10, { error: 'dns' }), check('title', 'fail', 5)], 0, 'F');
    (a.checks[0] as { details: string }).details = 'The page could not be fetched: the name does not resolve.';
    const $ = render(a);
    expect($('.notice.error').text()).toContain('The website could not be reached');
    expect($('.notice.error').text()).toContain('the name does not resolve');
    expect($('svg.score-ring')).toHaveLength(0);
    expect($('details summary').text()).toBe('Checks that could not run (1)');
  });
});
