/**
 * The one way the service fetches user-supplied URLs (website verification, website audit).
 * undici with a connector that checks the port and every resolved address at connect time, so
 * DNS rebinding and redirects to internal hosts are refused; redirects are followed by hand
 * (each hop re-checked, at most 5); time limits on connect, headers, body and the whole
 * resource; bodies read up to a cap of decompressed bytes.
 */
import { isIP, type LookupFunction } from 'node:net';
import type { ReadableStream } from 'node:stream/web';
import { Agent, buildConnector, fetch } from 'undici';
import { isPublicAddress, urlRefusal } from './address-policy.js';
import type { Resolver } from './resolver.js';

export const USER_AGENT = 'SignboardBot/1.0 (+https://github.com/signboard; website checks for listed businesses)';

export type FetchErrorCode =
  | 'target_not_allowed'
  | 'redirect_not_allowed'
  | 'address_not_allowed'
  | 'too_many_redirects'
  | 'dns_failed'
  | 'connection_refused'
  | 'timeout'
  | 'network_error';

export interface RedirectHop {
  url: string;
  status: number;
}

export interface FetchSuccess {
  ok: true;
  url: string;
  finalUrl: string;
  status: number;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The body was longer than the cap and was cut there. */
  truncated: boolean;
  redirects: RedirectHop[];
  /** Time to response headers of the final hop, and for the whole fetch (ms). */
  timeToHeadersMs: number;
  totalMs: number;
}

export interface FetchFailure {
  ok: false;
  url: string;
  /** The URL being fetched when it failed (after redirects). */
  failedUrl: string;
  error: { code: FetchErrorCode; message: string };
  redirects: RedirectHop[];
  totalMs: number;
}

export type FetchOutcome = FetchSuccess | FetchFailure;

export interface FetchOptions {
  /** Decompressed bytes to read at most (default 5 MB). */
  maxBytes?: number;
  /** Limit for the whole resource, redirects included (default 15 s). */
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
}

export interface SafeFetcher {
  fetch(url: string, options?: FetchOptions): Promise<FetchOutcome>;
  /**
   * Why a URL would be refused before any connection: scheme, credentials, length, port, a
   * non-public literal address, a local name, or a name whose every address is non-public.
   * Null when it may be fetched (an unresolvable name is left for the fetch to report).
   */
  refusal(url: URL): Promise<string | null>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class BlockedAddressError extends Error {
  readonly code = 'ESSRF';
}

export interface SafeFetcherOptions {
  resolver: Resolver;
  /** Test-only (FETCH_ALLOW_PRIVATE): allow loopback/private addresses and any port. */
  allowPrivate: boolean;
  /**
   * Test-only: addresses to treat as public, so tests can stand up a "public" site on a
   * loopback address while every other rule stays in force. Never set from configuration.
   */
  trustedAddresses?: readonly string[];
  connectTimeoutMs?: number;
  headersTimeoutMs?: number;
  bodyTimeoutMs?: number;
}

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const { resolver, allowPrivate } = options;
  const trusted = new Set(options.trustedAddresses ?? []);
  const isAllowed = (address: string) => allowPrivate || trusted.has(address) || isPublicAddress(address);

  // Resolves through our resolver and refuses the connection if any address is not public.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolver.lookupAll(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => !isAllowed(a.address));
        if (blocked) {
          callback(new BlockedAddressError(`${hostname} resolves to ${blocked.address}, which is not a public address`), '', 0);
        } else if ((lookupOptions as { all?: boolean }).all) {
          (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
        } else {
          const first = addresses[0];
          callback(null, first?.address ?? '', first?.family ?? 4);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  const connector = buildConnector({ timeout: options.connectTimeoutMs ?? 5000, lookup } as buildConnector.BuildOptions);
  const dispatcher = new Agent({
    headersTimeout: options.headersTimeoutMs ?? 10_000,
    bodyTimeout: options.bodyTimeoutMs ?? 10_000,
    connections: 16,
    connect(connectOptions, callback) {
      const port = Number(connectOptions.port || (connectOptions.protocol === 'https:' ? 443 : 80));
      const host = connectOptions.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && port !== 80 && port !== 443)
        return callback(new BlockedAddressError(`port ${port} is not allowed`), null);
      // Node skips lookup for IP literals, so they are checked here.
      if (isIP(host) && !isAllowed(host)) {
        return callback(new BlockedAddressError(`${host} is not a public address`), null);
      }
      return connector(connectOptions, callback);
    },
  });

  async function refusal(url: URL): Promise<string | null> {
    const reason = urlRefusal(url, allowPrivate, trusted);
    if (reason || allowPrivate) return reason;
    try {
      const addresses = await resolver.lookupAll(url.hostname);
      if (addresses.every((a) => !isAllowed(a.address))) {
        return `${url.hostname} resolves only to non-public addresses`;
      }
    } catch {
      // Unresolvable names are reported by the fetch itself.
    }
    return null;
  }

  async function safeFetch(url: string, fetchOptions: FetchOptions = {}): Promise<FetchOutcome> {
    const started = performance.now();
    const maxBytes = fetchOptions.maxBytes ?? 5 * 1024 * 1024;
    const maxRedirects = fetchOptions.maxRedirects ?? 5;
    const signal = AbortSignal.timeout(fetchOptions.timeoutMs ?? 15_000);
    const redirects: RedirectHop[] = [];
    let current = url;
    const fail = (code: FetchErrorCode, message: string): FetchFailure => ({
      ok: false,
      url,
      failedUrl: current,
      error: { code, message },
      redirects,
      totalMs: Math.round(performance.now() - started),
    });

    for (let hop = 0; ; hop++) {
      let target: URL;
      try {
        target = new URL(current);
      } catch {
        return fail('redirect_not_allowed', `the redirect target ${current.slice(0, 200)} is not a valid URL`);
      }
      const reason = urlRefusal(target, allowPrivate, trusted);
      if (reason) return fail(hop === 0 ? 'target_not_allowed' : 'redirect_not_allowed', reason);
      const hopStarted = performance.now();
      let response: Awaited<ReturnType<typeof fetch>>;
      try {
        response = await fetch(target, {
          dispatcher,
          redirect: 'manual',
          signal,
          headers: { 'user-agent': USER_AGENT, accept: fetchOptions.accept ?? '*/*' },
        });
      } catch (error) {
        return describeError(error, fail);
      }
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location) {
        await response.body?.cancel().catch(() => {});
        redirects.push({ url: current, status: response.status });
        if (redirects.length > maxRedirects) return fail('too_many_redirects', `more than ${maxRedirects} redirects`);
        current = new URL(location, target).toString();
        continue;
      }
      const timeToHeadersMs = Math.round(performance.now() - hopStarted);
      try {
        const { body, truncated } = await readCapped(response.body, maxBytes);
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          headers[name] = value;
        });
        return {
          ok: true,
          url,
          finalUrl: current,
          status: response.status,
          headers,
          body,
          truncated,
          redirects,
          timeToHeadersMs,
          totalMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return describeError(error, fail);
      }
    }
  }

  return { fetch: safeFetch, refusal, close: () => dispatcher.close() };
}

async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  if (!stream) return { body: Buffer.alloc(0), truncated: false };
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { body: Buffer.concat(chunks), truncated: false };
      const room = maxBytes - size;
      if (value.byteLength > room) {
        chunks.push(Buffer.from(value.subarray(0, room)));
        await reader.cancel().catch(() => {});
        return { body: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(Buffer.from(value));
      size += value.byteLength;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Turns undici/Node errors into a stable code and a message fit for an owner or an audit report. */
function describeError(error: unknown, fail: (code: FetchErrorCode, message: string) => FetchFailure): FetchFailure {
  type Link = { code?: string; name?: string; message?: string };
  const chain: Link[] = [];
  for (let e = error as { cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) chain.push(e as never);
  const has = (test: (e: Link) => boolean) => chain.find(test);
  const blocked = has((e) => e.code === 'ESSRF');
  if (blocked) return fail('address_not_allowed', blocked.message ?? 'the address is not allowed');
  if (has((e) => e.name === 'TimeoutError' || e.name === 'AbortError' || /TIMEOUT/.test(e.code ?? ''))) {
    return fail('timeout', 'the site did not answer in time');
  }
  const dns = has((e) => ['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'EAI_AGAIN', 'NXDOMAIN'].includes(e.code ?? ''));
  if (dns) return fail('dns_failed', `the name could not be resolved (${dns.code})`);
  if (has((e) => e.code === 'ECONNREFUSED')) return fail('connection_refused', 'the server refused the connection');
  const coded = has((e) => typeof e.code === 'string');
  return fail('network_error', `the request failed (${coded?.code ?? (error as Error)?.message ?? 'unknown error'})`);
}
