/** The website audit page: the form, progress while an audit runs, and a stored report. */
import type { PublicAudit } from '../../audit/audit.service.js';
import { CHECK_DEFINITIONS } from '../../audit/scoring.js';
import { Field, Layout, Notice, Time, type Viewer } from '../layout.js';

const STATUS_TEXT: Record<string, string> = { pass: 'Pass', warn: 'Warning', fail: 'Fail', not_applicable: 'Not applicable' };

export function AuditFormPage(props: { url: string; email: string; error: string | null; viewer: Viewer | null }) {
  return (
    <Layout
      title="Website audit for AI readiness"
      description="Check how well search engines and AI agents can read a website."
      scripts={['audit.js']}
      viewer={props.viewer}
    >
      <h1>Website audit</h1>
      <p class="lead">
        A live check of how well search engines and AI agents can read a website: crawler rules, structured data, llms.txt, an
        agent card and more.
      </p>
      <form method="post" action="/audit" class="audit-form">
        <Field
          name="url"
          label="Website address"
          value={props.url}
          required
          maxLength={2048}
          hint="For example www.example.com"
          inputMode="url"
        />
        <Field
          name="email"
          label="E-mail for the report (optional)"
          type="email"
          value={props.email}
          maxLength={254}
          autocomplete="email"
          hint="We send the report once; the address is not shown anywhere."
        />
        <button type="submit">Run the audit</button>
      </form>
      {props.error && <Notice kind="error">{props.error}</Notice>}
      <section class="audit-progress" hidden aria-live="polite" aria-labelledby="progress-h">
        <h2 id="progress-h">Checking the website…</h2>
        <p class="progress">
          <progress max={20} value={0} aria-label="Time elapsed (an audit takes at most 20 seconds)" />{' '}
          <span class="elapsed">0 s</span>
        </p>
        <ul class="plain">
          {CHECK_DEFINITIONS.map((c) => (
            <li>{c.title}</li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

/** Failures first, then warnings, passes and checks that did not apply; the heaviest first within each. */
const STATUS_ORDER: Record<string, number> = { fail: 0, warn: 1, pass: 2, not_applicable: 3 };

export function checksByImpact<T extends { status: string; weight: number }>(checks: readonly T[]): T[] {
  return [...checks].sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9) || b.weight - a.weight);
}

/** The reason the site could not be fetched at all (no answer, refused, timed out…), or null when it answered. */
export function unreachableReason(audit: PublicAudit): { details: string; recommendation: string } | null {
  const reachable = audit.checks.find((c) => c.id === 'reachable');
  if (reachable?.status !== 'fail' || !(reachable.data as { error?: unknown } | undefined)?.error) return null;
  return { details: reachable.details, recommendation: reachable.recommendation };
}

/** The score as a ring filled to its share of 100, coloured by grade, with the number inside. */
function ScoreRing({ score, grade }: { score: number; grade: string }) {
  const radius = 42;
  const length = 2 * Math.PI * radius;
  const tone = grade === 'A' || grade === 'B' ? 'good' : grade === 'C' ? 'fair' : 'poor';
  return (
    <svg
      class={`score-ring ${tone}`}
      viewBox="0 0 100 100"
      width="120"
      height="120"
      role="img"
      aria-label={`Score ${score} of 100, grade ${grade}`}
    >
      <circle class="track" cx="50" cy="50" r={radius} />
      <circle
        class="fill"
        cx="50"
        cy="50"
        r={radius}
        stroke-dasharray={`${((length * score) / 100).toFixed(1)} ${length.toFixed(1)}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="50" class="ring-score">
        {score}
      </text>
      <text x="50" y="70" class="grade">{`grade ${grade}`}</text>
    </svg>
  );
}

function CheckItem({ check: c }: { check: PublicAudit['checks'][number] }) {
  return (
    <li class={`check ${c.status}`} id={`check-${c.id}`}>
      <h3>
        {c.title} <span class="badge">{STATUS_TEXT[c.status] ?? c.status}</span>
      </h3>
      <p>{c.details}</p>
      {c.status !== 'pass' && c.recommendation && <p class="muted">{c.recommendation}</p>}
    </li>
  );
}

export function AuditReportPage({ audit, viewer }: { audit: PublicAudit; viewer: Viewer | null }) {
  const unreachable = unreachableReason(audit);
  const checks = checksByImpact(audit.checks);
  return (
    <Layout title={`Audit of ${audit.url}`} viewer={viewer} noindex>
      <h1>Website audit</h1>
      <p>
        <a href={audit.url} rel="nofollow noopener">
          {audit.url}
        </a>
        {audit.finalUrl && audit.finalUrl !== audit.url && <span class="muted">{` → ${audit.finalUrl}`}</span>}
      </p>
      {unreachable ? (
        <Notice kind="error">
          <p>
            <strong>The website could not be reached, so nothing on it could be checked.</strong>
          </p>
          <p>{unreachable.details}</p>
          {unreachable.recommendation && <p>{unreachable.recommendation}</p>}
        </Notice>
      ) : (
        <div class="score-line">
          <ScoreRing score={audit.score} grade={audit.grade} />
          <p>
            <span class="score">{audit.score}</span> <span class="muted">/ 100, grade</span> <strong>{audit.grade}</strong>
            <br />
            <span class="muted">{`${audit.checks.filter((c) => c.status === 'fail').length} to fix, ${
              audit.checks.filter((c) => c.status === 'warn').length
            } to improve; the most important first.`}</span>
          </p>
        </div>
      )}
      <p class="muted">
        Checked <Time at={audit.fetchedAt} /> in {`${(audit.durationMs / 1000).toFixed(1)} s`}.
      </p>
      {unreachable ? (
        <details>
          <summary>{`Checks that could not run (${audit.checks.length - 1})`}</summary>
          <ul class="plain checks">
            {checks
              .filter((c) => c.id !== 'reachable')
              .map((c) => (
                <CheckItem check={c} />
              ))}
          </ul>
        </details>
      ) : (
        <ul class="plain checks">
          {checks.map((c) => (
            <CheckItem check={c} />
          ))}
        </ul>
      )}
      <p>
        <a href="/audit" class="button secondary">
          Audit another website
        </a>{' '}
        <a href={`/api/website-audit/${audit.id}`}>This report as JSON</a>
      </p>
    </Layout>
  );
}
