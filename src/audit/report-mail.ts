/** The e-mailed audit report, plain text and HTML, as a pure function of a finished audit. */
import type { MailDraft } from '../mail/outbox.repository.js';
import { escapeHtml } from '../mail/templates.js';
import type { AuditCheck } from './run-audit.js';

export interface ReportedAudit {
  id: string;
  url: string;
  finalUrl: string | null;
  fetchedAt: string;
  score: number;
  grade: string;
  checks: AuditCheck[];
}

const MARK: Record<string, string> = { fail: '✗', warn: '!', pass: '✓', not_applicable: '–' };

/** The checks to act on, failures first, then warnings, each group heaviest first. */
export function checksToFix(checks: readonly AuditCheck[]): AuditCheck[] {
  const order = (c: AuditCheck) => (c.status === 'fail' ? 0 : 1);
  return checks
    .filter((c) => c.status === 'fail' || c.status === 'warn')
    .sort((a, b) => order(a) - order(b) || b.weight - a.weight);
}

export function auditReportMail(to: string, audit: ReportedAudit, links: { json: string }): MailDraft {
  const host = new URL(audit.url).host;
  const unread = audit.checks.filter((c) => c.data?.notChecked === true);
  const fix = checksToFix(audit.checks).filter((c) => !unread.includes(c));
  const unreadNote = unread.length
    ? `Not checked, because the page could not be read: ${unread.map((c) => c.title).join(', ')}.`
    : '';
  const passed = audit.checks.filter((c) => c.status === 'pass').map((c) => c.title);
  const when = `${audit.fetchedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const headline = `Website audit of ${audit.url}: ${audit.score}/100, grade ${audit.grade}.`;

  const text = [
    headline,
    `Fetched ${when}${audit.finalUrl && audit.finalUrl !== audit.url ? ` (ended at ${audit.finalUrl})` : ''}.`,
    fix.length ? 'What to fix, most important first:' : 'Every check passed.',
    ...fix.map((c) => `${MARK[c.status]} ${c.title}: ${c.details}\n  What to do: ${c.recommendation}`),
    unreadNote,
    passed.length ? `Passed: ${passed.join(', ')}.` : '',
    `The full audit as JSON: ${links.json}`,
    'You receive this because someone asked Signboard to send this audit to this address. No further e-mails follow.',
    '— Signboard',
  ]
    .filter(Boolean)
    .join('\n\n');

  const rows = fix
    .map(
      (c) =>
        `<tr><td style="padding:6px 8px;vertical-align:top;font-weight:bold;color:${c.status === 'fail' ? '#b00020' : '#8a5a00'}">${MARK[c.status]}</td>` +
        `<td style="padding:6px 8px"><strong>${escapeHtml(c.title)}</strong><br>${escapeHtml(c.details)}<br><em>What to do:</em> ${escapeHtml(c.recommendation)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;max-width:680px">
<h1 style="font-size:20px">Website audit of ${escapeHtml(host)}</h1>
<p style="font-size:28px;margin:8px 0"><strong>${audit.score}</strong>/100 · grade <strong>${escapeHtml(audit.grade)}</strong></p>
<p>${escapeHtml(audit.url)} · fetched ${escapeHtml(when)}</p>
${fix.length ? `<h2 style="font-size:16px">What to fix, most important first</h2><table style="border-collapse:collapse">${rows}</table>` : '<p>Every check passed.</p>'}
${unreadNote ? `<p>${escapeHtml(unreadNote)}</p>` : ''}
${passed.length ? `<p><strong>Passed:</strong> ${escapeHtml(passed.join(', '))}.</p>` : ''}
<p><a href="${escapeHtml(links.json)}">The full audit as JSON</a></p>
<p style="color:#555;font-size:13px">You receive this because someone asked Signboard to send this audit to this address. No further e-mails follow.</p>
</body></html>`;

  return {
    to,
    subject: `Website audit of ${host}: ${audit.score}/100 (${audit.grade})`,
    text: `${text}\n`,
    html,
    dedupeKey: `audit-report:${audit.id}`,
  };
}
