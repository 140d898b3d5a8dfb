/**
 * Texts of the workflow e-mails, plain text and HTML, as pure functions. User-supplied values
 * are escaped in HTML and never placed in headers other than the subject.
 */
import type { MailDraft } from './outbox.repository.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** One subject line without line breaks, at most 150 characters. */
function subject(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 150);
}

/**
 * A paragraph: our own text (its URLs become links in HTML), or words a stranger wrote, which are
 * shown as they are with every address in them defanged, so that no mail program turns them into
 * a link.
 */
type Paragraph = string | { stranger: string };

/** Web addresses and domain names that could be made into links. */
const LINKABLE =
  /\b(?:(?:https?|ftp):\/\/|www\.)?(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:\/\S*)?|\b(?:https?|ftp):\/\/\S+/gi;

/** `https://evil.example/x` → `hxxps://evil[.]example/x`: readable, never a link. E-mail addresses stay. */
export function defangLinks(text: string): string {
  return text.replace(LINKABLE, (found) =>
    found
      .replace(/^(h)tt(ps?)(?=:\/\/)/i, '$1xx$2')
      .replace(/^ftp(?=:\/\/)/i, 'fxp')
      .replace(/\./g, '[.]'),
  );
}

function mail(to: string, title: string, paragraphs: Paragraph[], dedupeKey: string): MailDraft {
  const texts = paragraphs.map((p) => (typeof p === 'string' ? p : defangLinks(p.stranger)));
  const text = `${texts.join('\n\n')}\n\n— Signboard\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((p, i) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`
        : `<p>${escapeHtml(texts[i] ?? '')}</p>`,
    )
    .join('')}<p>— Signboard</p></body></html>`;
  return { to, subject: subject(title), text, html, dedupeKey };
}

export function claimReceivedMail(input: {
  to: string;
  claimId: string;
  kind: 'submission' | 'claim';
  listingName: string;
  workspaceUrl: string;
  /** A one-time link that continues the verification in another browser. */
  resumeUrl: string;
  expiresAt: string;
}): MailDraft {
  const what = input.kind === 'submission' ? `your submission of ${input.listingName}` : `your claim of ${input.listingName}`;
  return mail(
    input.to,
    `We received ${what}`,
    [
      `We received ${what} (reference ${input.claimId}).`,
      `Next, prove that you control the website: open the verification workspace in the browser you used, ${input.workspaceUrl}, and add the DNS record, file or meta tag it shows. The session is valid until ${input.expiresAt}.`,
      `To continue on another device, open this link there (it works once, and the session on the first device then ends): ${input.resumeUrl}`,
      'A reviewer looks at the request once the website check has passed. If you did not make this request, ignore this e-mail.',
    ],
    `claim-received:${input.claimId}`,
  );
}

export function verificationSucceededMail(input: {
  to: string;
  claimId: string;
  listingName: string;
  method: string;
}): MailDraft {
  return mail(
    input.to,
    `${input.method.endsWith('_code') ? 'Ownership' : 'Website'} verified for ${input.listingName}`,
    [
      `The ${input.method.replace('_', ' ')} check for ${input.listingName} passed (reference ${input.claimId}).`,
      'A reviewer will now look at the request; you will get an e-mail with the decision.',
    ],
    `claim-verified:${input.claimId}`,
  );
}

export function verificationCodeMail(input: { to: string; code: string; listingName: string; codeId: string }): MailDraft {
  return mail(
    input.to,
    `Your Signboard verification code for ${input.listingName}: ${input.code}`,
    [
      `Someone asked to manage the Signboard listing of ${input.listingName}, which shows this e-mail address. To confirm it is you, enter the code ${input.code} on the verification page.`,
      'The code is valid for 24 hours. If you did not ask for it, ignore this e-mail: nothing changes without the code.',
    ],
    `verification-code:${input.codeId}`,
  );
}

export function requestReceivedMail(input: {
  to: string;
  requestId: string;
  kind: 'correction' | 'removal';
  listingName: string;
}): MailDraft {
  return mail(
    input.to,
    `We received your ${input.kind} request for ${input.listingName}`,
    [
      `We received your request to ${input.kind === 'correction' ? 'correct' : 'remove'} the listing of ${input.listingName} (reference ${input.requestId}).`,
      'A reviewer will look at it; you will get an e-mail with the decision.',
    ],
    `request-received:${input.requestId}`,
  );
}

export function decisionMail(input: {
  to: string;
  reference: string;
  what: string;
  approved: boolean;
  note: string | null;
  activationUrl?: string;
}): MailDraft {
  const paragraphs = [`Your ${input.what} (reference ${input.reference}) was ${input.approved ? 'approved' : 'not approved'}.`];
  if (input.note) paragraphs.push(`Reviewer's note: ${input.note}`);
  if (input.activationUrl) {
    paragraphs.push(`Activate your owner account with this one-time link, valid for 7 days: ${input.activationUrl}`);
  }
  return mail(
    input.to,
    `Your ${input.what}: ${input.approved ? 'approved' : 'not approved'}`,
    paragraphs,
    `decision:${input.reference}`,
  );
}

export function actionRequestMail(input: {
  to: string;
  requestId: string;
  kind: 'handoff' | 'support_route' | 'callback';
  listingName: string;
  message: string;
  contact: string | null;
}): MailDraft {
  const what = { handoff: 'a handoff to a person', support_route: 'a support route', callback: 'a callback' }[input.kind];
  return mail(
    input.to,
    `An agent asked for ${what} at ${input.listingName}`,
    [
      `Through the AI gateway, a visitor's agent asked for ${what} at ${input.listingName} (reference ${input.requestId}).`,
      { stranger: `Their message (as they wrote it; addresses in it are not links): "${input.message}"` },
      input.contact
        ? { stranger: `Contact they left: ${input.contact}` }
        : 'They left no contact; the request is in your dashboard.',
    ],
    `action-request:${input.requestId}`,
  );
}

const HANDOFF_WHY: Record<string, string> = {
  sensitive: 'it touches on personal or sensitive matters',
  urgent: 'it may be urgent',
  regulated: 'it asks for professional advice',
  case_specific: 'it is about a specific order, booking, account or case',
  commitment: 'it asks for a promise, a comparison or a negotiation',
};

/** Tells a business that the gateway passed a question to it. */
export function handoffMail(input: {
  to: string;
  handoffId: string;
  reason: string;
  listingName: string;
  question: string;
  contact: string | null;
  dashboardUrl: string;
}): MailDraft {
  return mail(
    input.to,
    `A question for a person at ${input.listingName}`,
    [
      `The AI gateway passed a question to you instead of answering it, because ${HANDOFF_WHY[input.reason] ?? 'it needs a person'} (reference ${input.handoffId}).`,
      { stranger: `The question (e-mail addresses and long numbers removed): "${input.question}"` },
      input.contact
        ? { stranger: `How they asked to be reached: ${input.contact}` }
        : 'They left no way to reach them; they can follow the handoff at its status address.',
      `Mark it seen or closed in your dashboard, ${input.dashboardUrl}; the asker's status address shows that state.`,
    ],
    `handoff:${input.handoffId}`,
  );
}

export function loginCodeMail(input: { to: string; code: string; role: 'owner' | 'reviewer'; codeId: string }): MailDraft {
  const where = input.role === 'owner' ? 'your Signboard owner dashboard' : 'the Signboard reviewer console';
  return mail(
    input.to,
    `Your Signboard sign-in code: ${input.code}`,
    [
      `Your code to sign in to ${where} is ${input.code}.`,
      'It is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail; nobody can sign in without it.',
    ],
    `login-code:${input.codeId}`,
  );
}
