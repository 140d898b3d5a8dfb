/** The reviewer console: the queue with filters, one item with its evidence, and the review log. */
import type { QueueItem } from '../../../listings/review.service.js';
import type { QueueItemDetail, readReviewLog } from '../../../listings/review-console.service.js';
import { Layout, Notice, Time, type Viewer } from '../../layout.js';
import { FindingList } from '../owner/verification.js';

type LogEntry = Awaited<ReturnType<typeof readReviewLog>>[number];

export const QUEUE_TYPES: [string, string][] = [
  ['', 'All types'],
  ['submission', 'Submissions'],
  ['claim', 'Claims'],
  ['correction', 'Corrections'],
  ['removal', 'Removals'],
  ['fact_change', 'Fact changes'],
];

export interface QueueFilter {
  type: string;
  ready: boolean;
  disputed: boolean;
}

export function QueuePage({ items, filter, viewer }: { items: QueueItem[]; filter: QueueFilter; viewer: Viewer | null }) {
  return (
    <Layout title="Review queue" noindex viewer={viewer}>
      <h1>Review queue</h1>
      <form method="get" action="/admin" class="inline" aria-label="Filter the queue">
        <p class="field">
          <label for="f-type">Type</label>
          <select id="f-type" name="type">
            {QUEUE_TYPES.map(([value, label]) => (
              <option value={value} selected={filter.type === value}>
                {label}
              </option>
            ))}
          </select>
        </p>
        <p class="field">
          <label>
            <input type="checkbox" name="ready" value="1" checked={filter.ready} /> Ready to decide only
          </label>
        </p>
        <p class="field">
          <label>
            <input type="checkbox" name="disputed" value="1" checked={filter.disputed} /> Disputed only
          </label>
        </p>
        <p class="field">
          <button type="submit">Filter</button>
        </p>
      </form>
      <p>
        <a href="/admin/log">Review log</a>
      </p>
      {items.length === 0 ? (
        <p class="muted">Nothing waiting.</p>
      ) : (
        <div class="scroll">
          <table class="queue">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Type</th>
                <th scope="col">Listing</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr>
                  <td>
                    <Time at={item.createdAt} />
                  </td>
                  <td>{item.type.replace(/_/g, ' ')}</td>
                  <td>
                    <a href={`/admin/items/${item.id}`}>{item.listing.name}</a>
                    {item.disputed && <span class="badge bad">disputed</span>}
                    {item.call && <span class="badge">call requested</span>}
                  </td>
                  <td>{item.status.replace(/_/g, ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  );
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function ItemPage(props: {
  item: QueueItemDetail;
  log: LogEntry[];
  notice: string | null;
  error: string | null;
  viewer: Viewer | null;
}) {
  const { item } = props;
  const open = ['pending_verification', 'verified', 'pending_review'].includes(item.status);
  // A claim or submission is approved only once ownership is verified: until then only Reject can succeed.
  const approvable = item.kind !== 'claim' || item.status === 'verified';
  return (
    <Layout title={`Review ${item.type.replace(/_/g, ' ')}`} noindex viewer={props.viewer}>
      <p>
        <a href="/admin">← Queue</a>
      </p>
      <h1>{`${capitalised(item.type.replace(/_/g, ' '))}: ${item.listing?.name ?? 'unknown listing'}`}</h1>
      {props.notice && <Notice kind="ok">{props.notice}</Notice>}
      {props.error && <Notice kind="error">{props.error}</Notice>}
      <dl class="stats">
        <div>
          <dt>Status</dt>
          <dd class="item-status">{item.status.replace(/_/g, ' ')}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <Time at={item.createdAt} />
          </dd>
        </div>
      </dl>
      {item.disputed && <Notice kind="error">Disputed: the listing already has an owner.</Notice>}
      {item.call && (
        <Notice kind="info">
          {`Call requested: ring ${item.call.phone} (the listing's public number), ask for ${item.listing?.name ?? 'the business'} and read out the code `}
          <strong class="call-code">{item.call.code}</strong>
          {'. Read it only on a call to that number. The code is valid until '}
          <Time at={item.call.expiresAt} />.
        </Notice>
      )}
      <h2>Requester</h2>
      <p>
        {item.requester.email}
        {item.requester.name && ` · ${item.requester.name}`}
        {item.requester.role && ` · ${item.requester.role}`}
      </p>
      {item.listing && (
        <>
          <h2>Listing</h2>
          <p>
            {item.listing.status === 'published' ? (
              <a href={`/business/${item.listing.slug}`}>{item.listing.name}</a>
            ) : (
              item.listing.name
            )}{' '}
            <span class="badge plain">{item.listing.status.replace(/_/g, ' ')}</span>
            {item.listing.website && <span class="muted">{` · ${item.listing.website}`}</span>}
          </p>
          {item.listing.profile && item.listing.profile.length > 0 && (
            <dl class="listing-profile">
              {item.listing.profile.map((row) => (
                <>
                  <dt>{row.field}</dt>
                  <dd>{row.value}</dd>
                </>
              ))}
            </dl>
          )}
        </>
      )}
      {item.reason && (
        <>
          <h2>Reason given</h2>
          <p>{item.reason}</p>
        </>
      )}
      {item.verification && (
        <>
          <h2>Verification evidence</h2>
          <p>
            {item.verification.method
              ? `Verified by ${item.verification.method.replace(/_/g, ' ')} on `
              : 'Not verified yet. Last check: '}
            <Time at={item.verification.verifiedAt ?? item.verification.lastCheckedAt} />
          </p>
          <FindingList findings={item.findings} />
        </>
      )}
      {item.diff.length > 0 && (
        <>
          <h2>Requested changes</h2>
          <table class="diff">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Now</th>
                <th scope="col">Requested</th>
              </tr>
            </thead>
            <tbody>
              {item.diff.map((d) => (
                <tr>
                  <th scope="row">{d.field}</th>
                  <td>
                    <del>{d.from}</del>
                  </td>
                  <td>
                    <ins>{d.to}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {item.facts && (
        <>
          <h2>Proposed facts</h2>
          <ul class="plain diff">
            {item.facts.add.map((f) => (
              <li>
                <ins>{`+ ${f.kind}: ${f.question ? `${f.question} ` : ''}${f.text}`}</ins>
              </li>
            ))}
            {item.facts.drop.map((f) => (
              <li>
                <del>{`− ${f.kind}: ${f.text}`}</del>
              </li>
            ))}
            {item.facts.translate.map((t) => (
              <li>
                {`“${t.factText}” in ${t.lang}: `}
                <ins lang={t.lang}>{`${t.question ? `${t.question} ` : ''}${t.text}`}</ins>
              </li>
            ))}
          </ul>
        </>
      )}
      {open ? (
        <form method="post" action={`/admin/items/${item.id}/decide`} class="decision">
          <p class="field">
            <label for="note">Note (sent to the requester; needed to reject)</label>
            <textarea id="note" name="note" maxLength={1000} />
          </p>
          {approvable ? (
            <>
              <button type="submit" name="decision" value="approve">
                Approve
              </button>{' '}
            </>
          ) : (
            <p class="muted approve-later">Approve becomes possible once ownership is verified.</p>
          )}
          <button type="submit" name="decision" value="reject" class="danger">
            Reject
          </button>
        </form>
      ) : (
        <p class="muted">{`Decided${item.reviewerNote ? `: ${item.reviewerNote}` : '.'}`}</p>
      )}
      <h2>History</h2>
      <LogTable log={props.log} />
    </Layout>
  );
}

export function LogPage({ log, viewer }: { log: LogEntry[]; viewer: Viewer | null }) {
  return (
    <Layout title="Review log" noindex viewer={viewer}>
      <p>
        <a href="/admin">← Queue</a>
      </p>
      <h1>Review log</h1>
      <LogTable log={log} />
    </Layout>
  );
}

/** What a log entry records, in words: a new listing's claim is its submission ("listing submitted"). */
export function describeLogAction(e: Pick<LogEntry, 'entity_type' | 'action'>): string {
  if (e.entity_type === 'claim' && e.action === 'submitted') return 'listing submitted';
  return `${e.entity_type.replace(/_/g, ' ')} ${e.action}`;
}

function LogTable({ log }: { log: LogEntry[] }) {
  if (log.length === 0) return <p class="muted">No entries.</p>;
  return (
    <div class="scroll">
      <table class="log">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Item</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {log.map((e) => (
            <tr>
              <td>
                <Time at={e.created_at} />
              </td>
              <td>{e.actor_type}</td>
              <td>{`${describeLogAction(e)}${e.to_status ? ` → ${e.to_status.replace(/_/g, ' ')}` : ''}`}</td>
              <td>
                <a href={`/admin/items/${e.entity_id}`}>{e.entity_id}</a>
              </td>
              <td>{e.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
