import { describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '../../src/audit/collect.js';
import { auditReportMail } from '../../src/audit/report-mail.js';
import { evaluateSite } from '../../src/audit/run-audit.js';

const unreachable: SiteSnapshot = {
  requestedUrl: 'https://down.example/',
  page: {
    ok: false,
    url: 'https://down.example/',
    failedUrl: 'https://down.example/',
    error: { code: 'connection_refused', message: 'the server refused the connection' },
    redirects: [],
    totalMs: 3,
  },
  robots: null,
  sitemap: null,
  llms: null,
  agentCard: null,
};

describe('audit report e-mail', () => {
  const audit = {
    id: '01TEST',
    url: 'https://down.example/',
    fetchedAt: '2026-11-21T12:00:00.000Z',
    ...evaluateSite(unreachable),
  };
  const mail = auditReportMail('owner@down.example', audit, { json: 'https://signboard.example/api/website-audit/01TEST' });

  it('leads with the score and the reason, and groups what could not be checked', () => {
    expect(mail.subject).toBe('Website audit of down.example: 0/100 (F)');
    expect(mail.text).toMatch(/^Website audit of https:\/\/down\.example\/: 0\/100, grade F\./);
    expect(mail.text).toContain('✗ The page answers: The page could not be fetched: the server refused the connection.');
    expect(mail.text).toContain('What to do: Make sure the web server runs and accepts connections on port 80 or 443.');
    expect(mail.text).toContain(
      'Not checked, because the page could not be read: HTTPS with HSTS, Search engines may index the page, Page title',
    );
    expect(mail.text.match(/What to do:/g)).toHaveLength(1);
    expect(mail.dedupeKey).toBe('audit-report:01TEST');
  });

  it('escapes what the site controls in the HTML part', () => {
    const hostile = {
      ...audit,
      checks: audit.checks.map((c) =>
        c.id === 'title' ? { ...c, status: 'warn' as const, details: '<script>alert(1)</script>', data: {} } : c,
      ),
    };
    const html = auditReportMail('a@b.example', hostile, { json: 'https://x.example/' }).html;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
