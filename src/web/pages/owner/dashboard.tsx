/** `/owner/dashboard`: each owned listing with its facts, requests, gateway figures, inbox, credits and audits. */

import { LEXICONS } from '../../../answers/lexicon.js';
import { languageNameIn } from '../../../answers/voice.js';
import type { ListingPanel, loadDashboard } from '../../../dashboard/dashboard.service.js';
import { FACT_KINDS } from '../../../listings/listing-input.js';
import { LineChart } from '../../charts.js';
import { Layout, Notice, Time, type Viewer } from '../../layout.js';
import { Stats } from '../parts.js';

type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;

export function DashboardPage({
  data,
  notice,
  error,
  viewer,
}: {
  data: Dashboard;
  notice: string | null;
  error: string | null;
  viewer: Viewer | null;
}) {
  return (
    <Layout title="Owner dashboard" noindex viewer={viewer}>
      <h1>Owner dashboard</h1>
      <p class="muted">{`Signed in as ${data.email}`}</p>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {data.listings.length === 0 && <p>No listings are linked to this account yet.</p>}
      {data.listings.length > 1 && (
        <nav aria-label="Your listings">
          <ul>
            {data.listings.map((l) => (
              <li>
                <a href={`#listing-${l.slug}`}>{l.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.listings.map((l) => (
        <ListingSection listing={l} />
      ))}
      <section aria-labelledby="sessions-h">
        <h2 id="sessions-h">Where you are signed in</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span class="skip">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.sessions.map((s) => (
              <tr>
                <td>{`${(s.userAgent ?? 'Unknown browser').slice(0, 80)}${s.current ? ' (this one)' : ''}`}</td>
                <td>
                  <Time at={s.createdAt} />
                </td>
                <td>
                  <Time at={s.lastSeenAt} />
                </td>
                <td>
                  <form method="post" action="/owner/sessions/revoke">
                    <input type="hidden" name="sessionId" value={s.id} />
                    <button type="submit" class="secondary">
                      {s.current ? 'Sign out here' : 'Sign out there'}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Layout>
  );
}

function ListingSection({ listing: l }: { listing: ListingPanel }) {
  const f = l.figures;
  return (
    <section id={`listing-${l.slug}`} aria-labelledby={`h-${l.slug}`} class="card listing-panel">
      <h2 id={`h-${l.slug}`}>
        <a href={l.links.page}>{l.name}</a>{' '}
        <span class={l.listingStatus === 'published' ? 'badge ok' : 'badge warn'}>{l.listingStatus.replace(/_/g, ' ')}</span>{' '}
        <span class={l.verificationStatus === 'verified' ? 'badge ok' : 'badge plain'}>{l.verificationStatus}</span>
      </h2>

      <h3>Gateway, last 30 days</h3>
      <Stats
        items={[
          ['Questions', f.totals.questions],
          ['Answered', f.totals.answered],
          ['Handed to you', f.totals.handoffs],
          ['Agent messages', f.totals.agentMessages],
          ['Agent visits', f.agentHits.reduce((sum, h) => sum + h.count, 0)],
          ['Action requests', l.inbox.length],
          ['Credits left', l.credits],
        ]}
      />
      <LineChart
        dates={f.days}
        series={[
          { label: 'Answered', values: f.answeredPerDay },
          { label: 'Handoffs', values: f.handoffsPerDay },
        ]}
        label={`Questions answered and handed off per day for ${l.name}`}
      />

      {f.agentHits.length > 0 && (
        <p class="muted agent-hits">{`Agent visits by family: ${f.agentHits.map((h) => `${h.family} ${h.count}`).join(', ')}`}</p>
      )}
      <h3 id={`handoffs-${l.slug}`}>Questions handed to you</h3>
      {l.handoffs.length === 0 ? (
        <p class="muted">No question has been passed to you yet.</p>
      ) : (
        <ul class="plain inbox handoffs">
          {l.handoffs.map((h) => (
            <li>
              <Time at={h.created_at} /> <span class={h.state === 'open' ? 'badge warn' : 'badge plain'}>{h.state}</span>{' '}
              <span class="badge plain">{h.reason.replace(/_/g, ' ')}</span> {h.question}
              {h.contact && <span class="muted">{` · contact: ${h.contact}`}</span>}
              {h.state !== 'closed' && (
                <form method="post" action="/owner/handoffs" class="inline">
                  <input type="hidden" name="slug" value={l.slug} />
                  <input type="hidden" name="handoffId" value={h.id} />
                  {h.state === 'open' && (
                    <button type="submit" name="state" value="seen">
                      Mark seen
                    </button>
                  )}{' '}
                  <button type="submit" name="state" value="closed">
                    Close
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}

      <h3>Action requests</h3>
      {l.inbox.length === 0 ? (
        <p class="muted">No agent has asked for a person yet.</p>
      ) : (
        <ul class="plain inbox">
          {l.inbox.map((r) => (
            <li>
              <Time at={r.created_at} /> <span class="badge plain">{r.kind.replace(/_/g, ' ')}</span> {r.message}
              {r.contact && <span class="muted">{` · contact: ${r.contact}`}</span>}
            </li>
          ))}
        </ul>
      )}

      <h3>Approved facts</h3>
      <p class="muted">The gateway answers only from these. Changes go to a reviewer first.</p>
      <ul class="plain facts">
        {l.facts.map((fact) => (
          <li>
            <span class="badge plain">{fact.kind.replace(/_/g, ' ')}</span>{' '}
            <span class="badge plain" title="Language of the fact">
              {fact.lang}
            </span>{' '}
            {fact.question ? `${fact.question} ${fact.text}` : fact.text}
            {fact.translations && (
              <ul class="plain translations">
                {fact.translations.map((t) => (
                  <li lang={t.lang}>
                    <span class="badge plain">{t.lang}</span> {t.question ? `${t.question} ${t.text}` : t.text}
                  </li>
                ))}
              </ul>
            )}
            <form method="post" action="/owner/facts/drop" class="inline">
              <input type="hidden" name="slug" value={l.slug} />
              <input type="hidden" name="factId" value={fact.id} />
              <button type="submit" class="secondary" aria-label={`Propose dropping: ${fact.text.slice(0, 60)}`}>
                Propose dropping
              </button>
            </form>
            <TranslateForm slug={l.slug} fact={fact} languages={languageChoices(l.languages, fact.lang)} />
          </li>
        ))}
      </ul>
      <form method="post" action="/owner/facts" class="fact-form">
        <h4>Propose a new fact</h4>
        <input type="hidden" name="slug" value={l.slug} />
        <p class="field">
          <label for={`kind-${l.slug}`}>Kind</label>
          <select id={`kind-${l.slug}`} name="kind">
            {FACT_KINDS.map((k) => (
              <option value={k}>{k.replace(/_/g, ' ')}</option>
            ))}
          </select>
        </p>
        <LanguageSelect id={`lang-${l.slug}`} label="Language it is written in" languages={languageChoices(l.languages)} />
        <FieldFor slug={l.slug} name="question" label="Question (for a question-and-answer fact)" maxLength={300} />
        <p class="field">
          <label for={`text-${l.slug}`}>Fact</label>
          <textarea id={`text-${l.slug}`} name="text" maxLength={2000} required />
        </p>
        <FieldFor slug={l.slug} name="reason" label="Note for the reviewer (optional)" maxLength={1000} />
        <button type="submit">Send for review</button>
      </form>

      <h3>Requests</h3>
      {l.requests.length === 0 ? (
        <p class="muted">No requests.</p>
      ) : (
        <ul class="plain requests">
          {l.requests.map((r) => (
            <li>
              <Time at={r.created_at} /> {r.kind.replace(/_/g, ' ')}: <strong>{r.status.replace(/_/g, ' ')}</strong>
              {r.reviewer_note && <span class="muted">{` · reviewer: ${r.reviewer_note}`}</span>}
            </li>
          ))}
        </ul>
      )}

      <h3>Website audits</h3>
      {l.audits.length === 0 ? (
        <p class="muted">No audits yet.</p>
      ) : (
        <table class="audits">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Score</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {l.audits.map((a) => (
              <tr>
                <td>
                  <Time at={a.fetched_at} />
                </td>
                <td>{`${a.score} (${a.grade})`}</td>
                <td>
                  <a href={`/audit/${a.id}`}>Open</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {l.website && (
        <form method="post" action="/owner/audit">
          <input type="hidden" name="slug" value={l.slug} />
          <button type="submit" class="secondary">
            Run the audit again
          </button>
        </form>
      )}

      <h3>Sample questions</h3>
      <ol>
        {l.sampleQuestions.map((q) => (
          <li>
            <a href={`${l.links.page}?q=${encodeURIComponent(q.question)}#ask`}>{q.question}</a>
          </li>
        ))}
      </ol>
      <p>
        <a href={l.links.agentCard}>Agent card</a> · <a href={l.links.ask}>Ask route</a> ·{' '}
        <a href={l.links.sampleQuestions}>Sample questions (JSON)</a>
      </p>
    </section>
  );
}

/** The languages the gateway answers in, the listing's own first, without `except` (a fact's own language). */
function languageChoices(listingLanguages: readonly string[], except?: string): string[] {
  const answered = LEXICONS.map((l) => l.language);
  const base = (tag: string) => tag.toLowerCase().split('-')[0] ?? tag;
  return [...new Set([...listingLanguages.map(base), ...answered])].filter((code) => code !== (except && base(except)));
}

function LanguageSelect({ id, label, languages }: { id: string; label: string; languages: string[] }) {
  return (
    <p class="field">
      <label for={id}>{label}</label>
      <select id={id} name="lang">
        {languages.map((code) => (
          <option value={code}>{`${languageNameIn(code, 'en')} (${code})`}</option>
        ))}
      </select>
    </p>
  );
}

/** "Add it in another language": the owner's own wording of an approved fact, for askers of that language. */
function TranslateForm({ slug, fact, languages }: { slug: string; fact: ListingPanel['facts'][number]; languages: string[] }) {
  const id = `${slug}-${fact.id}`;
  return (
    <details class="translate">
      <summary>Add it in another language</summary>
      <form method="post" action="/owner/facts/translate">
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="factId" value={fact.id} />
        <LanguageSelect id={`tlang-${id}`} label="Language" languages={languages} />
        {fact.question && (
          <p class="field">
            <label for={`tquestion-${id}`}>The question, in that language</label>
            <input id={`tquestion-${id}`} name="question" type="text" maxLength={300} required />
          </p>
        )}
        <p class="field">
          <label for={`ttext-${id}`}>The fact, in that language</label>
          <textarea id={`ttext-${id}`} name="text" maxLength={2000} required />
        </p>
        <p class="muted">
          A reviewer checks it first. Askers in that language then get these words, never a machine translation.
        </p>
        <button type="submit">Send for review</button>
      </form>
    </details>
  );
}

function FieldFor({ slug, name, label, maxLength }: { slug: string; name: string; label: string; maxLength: number }) {
  const id = `${name}-${slug}`;
  return (
    <p class="field">
      <label for={id}>{label}</label>
      <input id={id} name={name} type="text" maxLength={maxLength} />
    </p>
  );
}
