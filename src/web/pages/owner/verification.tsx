/** `/owner/verification`: the claim's status, the challenge to publish, checks and their findings. */
import type { currentChallenge, pendingCode, verificationStatus } from '../../../listings/verification.service.js';
import type { Finding } from '../../../listings/verification-evidence.js';
import type { Flash } from '../../claim-cookie.js';
import { Field, Layout, Notice, Time, type Viewer } from '../../layout.js';

type Status = Awaited<ReturnType<typeof verificationStatus>>['claim'];
type Challenge = NonNullable<Awaited<ReturnType<typeof currentChallenge>>>;
type PendingCode = NonNullable<Awaited<ReturnType<typeof pendingCode>>>;

const STATUS_TEXT: Record<string, string> = {
  pending_verification: 'Waiting for proof that the business is yours. Any one of the ways below is enough.',
  verified: 'Verified. A reviewer will look at the request and e-mail you the decision.',
  approved: 'Approved. Check your e-mail for the link that activates your owner account.',
  rejected: 'The reviewer rejected this request; the e-mail you received says why.',
  expired: 'This request expired. Submit or claim again to start over.',
  withdrawn: 'This request was withdrawn.',
};

export function SessionFormPage({ claimId, error, viewer }: { claimId: string; error: string | null; viewer: Viewer | null }) {
  return (
    <Layout title="Verification workspace" viewer={viewer} noindex>
      <h1>Verification workspace</h1>
      <p>
        Open this page in the browser you used to submit or claim the listing, or enter the claim id and the claim token that the
        API returned. The token stays in this browser only.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/owner/verification/session">
        <Field name="claimId" label="Claim id" value={claimId} required maxLength={40} />
        <Field name="claimToken" label="Claim token" type="password" required maxLength={100} autocomplete="off" />
        <button type="submit">Open the workspace</button>
      </form>
    </Layout>
  );
}

/**
 * The page an e-mailed link opens on another device: it asks before using the link (mail scanners
 * open links too); `listingName` is null when the link can no longer be used.
 */
export function ResumePage({ token, listingName, viewer }: { token: string; listingName: string | null; viewer: Viewer | null }) {
  return (
    <Layout title="Continue the verification" viewer={viewer} noindex>
      <h1>Continue the verification</h1>
      {listingName ? (
        <form method="post" action="/owner/verification/resume">
          <p>{`Continue verifying ${listingName} in this browser. The session in the browser you started in then ends.`}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit">Continue here</button>
        </form>
      ) : (
        <Notice kind="error">
          This link was already used or has expired. Open the verification in the browser you started in, or submit the request
          again.
        </Notice>
      )}
    </Layout>
  );
}

function CopyBlock({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div class="field">
      <span id={`${id}-label`}>
        <strong>{label}</strong>
      </span>
      <div class="copy">
        <pre id={id}>{value}</pre>
        <button type="button" class="secondary copy-button" data-copy={id} hidden>
          Copy
        </button>
      </div>
    </div>
  );
}

export function WorkspacePage(props: {
  status: Status;
  listingName: string;
  challenge: Challenge | null;
  findings: Finding[];
  /** The code the claim waits for, if one was sent. */
  code: PendingCode | null;
  /** The outcome of the action that led here, shown once. */
  flash: Flash | null;
  viewer: Viewer | null;
}) {
  const { status, challenge } = props;
  const pending = status.status === 'pending_verification';
  return (
    <Layout title="Verification workspace" viewer={props.viewer} noindex scripts={['workspace.js']}>
      <h1>{`Verify ${props.listingName}`}</h1>
      <dl class="stats">
        <div>
          <dt>Claim</dt>
          <dd class="claim-id">{status.id}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd class="claim-status">{status.status.replace(/_/g, ' ')}</dd>
        </div>
      </dl>
      <Notice kind={status.status === 'rejected' || status.status === 'expired' ? 'error' : 'info'}>
        {STATUS_TEXT[status.status] ?? status.status}
        {status.disputed && ' Another account already owns this listing, so a reviewer will look at both claims.'}
      </Notice>
      {props.flash && <Notice kind={props.flash.kind}>{props.flash.message}</Notice>}
      {pending && challenge && (
        <>
          {challenge.dns && (
            <section aria-labelledby="dns-h">
              <h2 id="dns-h">A DNS TXT record</h2>
              <CopyBlock id="dns-name" label="Name" value={challenge.dns.name} />
              <CopyBlock id="dns-value" label="Value" value={challenge.dns.value} />
              <form method="post" action="/owner/verification/check">
                <input type="hidden" name="method" value="dns" />
                <button type="submit">Check the DNS record</button>
              </form>
            </section>
          )}
          {challenge.website && (
            <section aria-labelledby="web-h">
              <h2 id="web-h">A file or a meta tag on the website</h2>
              <CopyBlock id="file-url" label="File address" value={challenge.website.fileUrl} />
              <CopyBlock id="file-content" label="File content" value={challenge.website.fileContent} />
              <CopyBlock id="meta-tag" label="Or this tag in the home page's head" value={challenge.website.metaTag} />
              <form method="post" action="/owner/verification/check">
                <input type="hidden" name="method" value="website" />
                <button type="submit">Check the website</button>
              </form>
            </section>
          )}
          {challenge.code && <CodeSection channels={challenge.code} pending={props.code} />}
          {challenge.dns && (
            <>
              <p class="muted">
                The DNS and website values are valid until <Time at={challenge.expiresAt} />.
              </p>
              <form method="post" action="/owner/verification/start">
                <button type="submit" class="secondary">
                  Replace with new values
                </button>
              </form>
            </>
          )}
        </>
      )}
      {props.findings.length > 0 && (
        <section aria-labelledby="found-h">
          <h2 id="found-h">What the last check found</h2>
          <p class="muted">
            Checked <Time at={status.lastCheckedAt} />
          </p>
          <FindingList findings={props.findings} />
        </section>
      )}
    </Layout>
  );
}

/**
 * Verification by code: ask for one at the listing's public e-mail or by a call to its public
 * phone, then type it in.
 */
function CodeSection({ channels, pending }: { channels: { email?: string; phone?: string }; pending: PendingCode | null }) {
  return (
    <section aria-labelledby="code-h">
      <h2 id="code-h">A code sent to the business</h2>
      <p>The code goes only to the contact details the listing shows, so whoever receives it there is the business.</p>
      <div class="code-requests">
        {channels.email && (
          <form method="post" action="/owner/verification/code">
            <input type="hidden" name="channel" value="email" />
            <button type="submit" class={pending?.channel === 'email' ? 'secondary' : ''}>
              {`${pending?.channel === 'email' ? 'E-mail a new code' : 'E-mail a code'} to ${channels.email}`}
            </button>
          </form>
        )}
        {channels.phone && (
          <form method="post" action="/owner/verification/code">
            <input type="hidden" name="channel" value="phone" />
            <button type="submit" class={pending?.channel === 'phone' ? 'secondary' : ''}>
              {`Ask for a call to ${channels.phone}`}
            </button>
          </form>
        )}
      </div>
      {pending && (
        <form method="post" action="/owner/verification/check">
          <p>
            {pending.channel === 'email'
              ? `A code was e-mailed to ${pending.sentTo}.`
              : `A reviewer will call ${pending.sentTo} during working hours and read out a code.`}{' '}
            It is valid until <Time at={pending.expiresAt} />.
          </p>
          <input type="hidden" name="method" value={pending.channel} />
          <Field
            name="code"
            label="The six-digit code"
            required
            maxLength={20}
            inputMode="numeric"
            autocomplete="one-time-code"
          />
          <button type="submit">Confirm the code</button>
        </form>
      )}
    </section>
  );
}

/** What an evidence check found, one line per place looked at (also shown to reviewers). */
export function FindingList({ findings }: { findings: Finding[] }) {
  return (
    <ul class="plain findings">
      {findings.map((f) => (
        <li>
          <span class={f.matched ? 'badge ok' : 'badge bad'}>{f.matched ? 'Matches' : 'No match'}</span> <code>{f.location}</code>
          : {f.detail}
        </li>
      ))}
    </ul>
  );
}
