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

export function AuditReportPage({ audit, viewer }: { audit: PublicAudit; viewer: Viewer | null }) {
  return (
    <Layout title={`Audit of ${audit.url}`} viewer={viewer} noindex>
      <h1>Website audit</h1>
      <p>
        <a href={audit.url} rel="nofollow noopener">
          {audit.url}
        </a>
        {audit.finalUrl && audit.finalUrl !== audit.url && <span class="muted">{` → ${audit.finalUrl}`}</span>}
      </p>
      <p>
        <span class="score">{audit.score}</span> <span class="muted">/ 100, grade</span> <strong>{audit.grade}</strong>
      </p>
      <p class="muted">
        Checked <Time at={audit.fetchedAt} /> in {`${(audit.durationMs / 1000).toFixed(1)} s`}.
      </p>
      <ul class="plain checks">
        {audit.checks.map((c) => (
          <li class={`check ${c.status}`} id={`check-${c.id}`}>
            <h3>
              {c.title} <span class="badge">{STATUS_TEXT[c.status] ?? c.status}</span>
            </h3>
            <p>{c.details}</p>
            {c.status !== 'pass' && c.recommendation && <p class="muted">{c.recommendation}</p>}
          </li>
        ))}
      </ul>
      <p>
        <a href="/audit" class="button secondary">
          Audit another website
        </a>{' '}
        <a href={`/api/website-audit/${audit.id}`}>This report as JSON</a>
      </p>
    </Layout>
  );
}
