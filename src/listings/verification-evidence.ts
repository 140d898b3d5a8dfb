/**
 * Looks up ownership evidence for a challenge value and says what it found, so an owner can
 * fix a wrong record: a DNS TXT record at `_signboard-verify.<domain>`, a file at
 * `/.well-known/signboard-verify.txt`, or a `<meta name="signboard-verify">` tag on the home page.
 *
 * www and bare domain: the DNS record is looked for at the bare domain and, failing that, at
 * `www.`; the file and meta tag are looked for on the website's own origin and on its www / bare
 * twin. A redirect to another site never counts.
 */
import { NO_RECORDS, type Resolver } from '../net/resolver.js';
import type { SafeFetcher } from '../net/safe-fetch.js';

export const DNS_LABEL = '_signboard-verify';
export const TXT_PREFIX = 'signboard-verify=';
export const FILE_PATH = '/.well-known/signboard-verify.txt';
export const META_NAME = 'signboard-verify';

export interface Finding {
  source: 'dns' | 'file' | 'meta' | 'code';
  location: string;
  matched: boolean;
  status?: number;
  seen?: string[];
  detail: string;
}

/** A TXT record's character strings joined (values over 255 bytes arrive split), quotes and space trimmed. */
export function joinTxt(chunks: string[]): string {
  return chunks
    .join('')
    .trim()
    .replace(/^"+|"+$/g, '')
    .trim();
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The evidence found in DNS for `value`. */
export async function checkDnsEvidence(resolver: Resolver, domain: string, value: string): Promise<Finding[]> {
  const expected = `${TXT_PREFIX}${value}`;
  const findings: Finding[] = [];
  for (const name of [`${DNS_LABEL}.${domain}`, `${DNS_LABEL}.www.${domain}`, `${DNS_LABEL}.${domain}.${domain}`]) {
    const doubled = name.endsWith(`.${domain}.${domain}`);
    let records: string[];
    try {
      records = (await resolver.resolveTxt(name)).map(joinTxt);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      if (!doubled) {
        findings.push({
          source: 'dns',
          location: name,
          matched: false,
          seen: [],
          detail: NO_RECORDS.has(code)
            ? `No TXT record at ${name} (${code}). Add one holding ${expected}; new records can take minutes to hours to appear.`
            : `The DNS look-up of ${name} failed (${code}); try again in a few minutes.`,
        });
      }
      continue;
    }
    const matched = records.some((r) => r === expected || r === value);
    const ours = records.filter((r) => r.startsWith(TXT_PREFIX));
    let detail: string;
    if (matched && doubled)
      detail = `Found the record, but at ${name}: your DNS host appends the domain itself. Enter only ${DNS_LABEL} as the host name.`;
    else if (matched) detail = `Found ${expected} at ${name}.`;
    else if (ours.length > 0)
      detail = `A ${TXT_PREFIX} record is there but holds another value; replace it with ${expected} (every new start issues a new value).`;
    else detail = `TXT records are there, but none is ${expected}.`;
    if (doubled && !matched) continue;
    findings.push({
      source: 'dns',
      location: name,
      matched: matched && !doubled,
      seen: records.slice(0, 10).map((r) => clip(r)),
      detail,
    });
    if (matched && !doubled) break;
  }
  return findings;
}

/** The website origins to look at: the listing's own and its www / bare twin. */
export function candidateOrigins(websiteUrl: string): string[] {
  const url = new URL(websiteUrl);
  const twin = new URL(url.origin);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return [url.origin, twin.origin];
}

function sameSite(finalUrl: string, domain: string): boolean {
  return new URL(finalUrl).hostname.toLowerCase().replace(/^www\./, '') === domain;
}

/** The evidence found on the website (file, then meta tag) for `value`. */
export async function checkWebsiteEvidence(
  fetcher: SafeFetcher,
  websiteUrl: string,
  domain: string,
  value: string,
): Promise<Finding[]> {
  const expected = `${TXT_PREFIX}${value}`;
  const findings: Finding[] = [];
  for (const origin of candidateOrigins(websiteUrl)) {
    const fileUrl = `${origin}${FILE_PATH}`;
    const file = await fetcher.fetch(fileUrl, { maxBytes: 4096, timeoutMs: 10_000, accept: 'text/plain' });
    if (!file.ok) {
      findings.push({
        source: 'file',
        location: fileUrl,
        matched: false,
        detail: `Could not fetch the file: ${file.error.message}.`,
      });
    } else if (!sameSite(file.finalUrl, domain)) {
      findings.push({
        source: 'file',
        location: fileUrl,
        matched: false,
        status: file.status,
        detail: `The request was redirected to another site (${clip(file.finalUrl)}), which does not count.`,
      });
    } else {
      const lines = file.body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      const matched = file.status === 200 && lines.some((l) => l === expected || l === value);
      findings.push({
        source: 'file',
        location: fileUrl,
        matched,
        status: file.status,
        seen: lines.slice(0, 3).map((l) => clip(l)),
        detail: matched
          ? `Found ${expected} in the file.`
          : file.status !== 200
            ? `The server answered ${file.status}; put a file at ${FILE_PATH} containing ${expected}.`
            : `The file is there but does not contain ${expected}.`,
      });
      if (matched) return findings;
    }

    const pageUrl = `${origin}/`;
    const page = await fetcher.fetch(pageUrl, { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, accept: 'text/html' });
    if (!page.ok) {
      findings.push({
        source: 'meta',
        location: pageUrl,
        matched: false,
        detail: `Could not fetch the home page: ${page.error.message}.`,
      });
      continue;
    }
    if (!sameSite(page.finalUrl, domain)) {
      findings.push({
        source: 'meta',
        location: pageUrl,
        matched: false,
        status: page.status,
        detail: `The home page redirected to another site (${clip(page.finalUrl)}), which does not count.`,
      });
      continue;
    }
    // Loaded on first use: the HTML parser is not needed to start serving.
    const { load } = await import('cheerio');
    const $ = load(page.body.toString('utf8'));
    const contents = $(`meta[name="${META_NAME}" i]`)
      .map((_, el) => String($(el).attr('content') ?? '').trim())
      .get();
    const matched = page.status === 200 && contents.some((c) => c === value || c === expected);
    findings.push({
      source: 'meta',
      location: pageUrl,
      matched,
      status: page.status,
      seen: contents.slice(0, 5).map((c) => clip(c)),
      detail: matched
        ? `Found the ${META_NAME} meta tag on the home page.`
        : contents.length > 0
          ? `A ${META_NAME} meta tag is there but holds another value; it must be ${value}.`
          : `No <meta name="${META_NAME}"> tag in the home page's HTML as served (tags added by JavaScript are not seen).`,
    });
    if (matched) return findings;
  }
  return findings;
}
