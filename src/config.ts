/**
 * The only reader of `process.env`. Turns the variables into one frozen,
 * validated {@link Config}; every problem is reported at once in a {@link ConfigError}.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the data lives: a SQLite file (or `:memory:`) or a PostgreSQL URL. */
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** A DNS server to use for outbound look-ups, as given in `DNS_SERVERS`. */
export interface DnsServer {
  host: string;
  port: number;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  /** Base of every absolute directory URL, without a trailing slash. */
  readonly publicUrl: string;
  /** Base of every absolute gateway URL, without a trailing slash. */
  readonly gatewayUrl: string;
  /** `true`/`false` when set; `auto` loads demo data only into an empty SQLite database. */
  readonly demoData: boolean | 'auto';
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Empty means the system resolvers. */
  readonly dnsServers: readonly DnsServer[];
  readonly fetchAllowPrivate: boolean;
  readonly askDailyAllowance: number;
  readonly starterCredits: number;
  readonly logLevel: LogLevel;
  /** Bearer token that lets a caller other than loopback read `/metrics`; null: loopback only. */
  readonly metricsToken: string | null;
  /** Message credits one anonymous caller (an address) may spend on one client per UTC day. */
  readonly messageDailyLimit: number;
}

/** Thrown by {@link loadConfig} with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and validates the configuration.
 * @param env the environment to read (defaults to `process.env`); tests pass their own.
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const baseUrl = (name: string, fallback: string): string => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      if (url.search || url.hash || url.username) throw new Error('extra parts');
      return url.toString().replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an absolute http(s) URL without query, fragment or credentials (got "${raw}")`);
      return fallback;
    }
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  const publicUrl = baseUrl('PUBLIC_URL', `http://localhost:${port}`);
  const gatewayUrl = baseUrl('GATEWAY_URL', publicUrl);

  const databaseRaw = read('DATABASE_URL') ?? './data/signboard.db';
  let database: DatabaseTarget;
  if (/^postgres(ql)?:\/\//i.test(databaseRaw)) {
    database = { kind: 'postgres', url: databaseRaw };
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(databaseRaw)) {
    problems.push(`DATABASE_URL must be a SQLite file path or a postgres:// URL (got "${databaseRaw.split('://')[0]}://…")`);
    database = { kind: 'sqlite', file: './data/signboard.db' };
  } else {
    database = { kind: 'sqlite', file: databaseRaw.replace(/^sqlite:/i, '') };
  }

  const demoRaw = read('DEMO_DATA');
  const demoData = demoRaw === undefined ? 'auto' : boolean('DEMO_DATA', false);

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl)) {
    problems.push('SMTP_URL must look like smtp://user:pass@host:port');
  }

  const dnsServers: DnsServer[] = [];
  for (const item of (read('DNS_SERVERS') ?? '').split(',').filter((s) => s.trim() !== '')) {
    const parsed = parseDnsServer(item.trim());
    if (parsed) dnsServers.push(parsed);
    else problems.push(`DNS_SERVERS entry "${item.trim()}" must be ip or ip:port`);
  }

  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[A-Za-z0-9_-]{16,200}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 200 characters of A-Z, a-z, 0-9, _ and -');
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const config: Config = {
    port,
    host,
    database,
    publicUrl,
    gatewayUrl,
    demoData,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'Signboard <no-reply@localhost>',
    dnsServers,
    fetchAllowPrivate: boolean('FETCH_ALLOW_PRIVATE', false),
    askDailyAllowance: integer('ASK_DAILY_ALLOWANCE', 50, 0, 1_000_000),
    starterCredits: integer('STARTER_CREDITS', 100, 0, 1_000_000_000),
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    metricsToken,
    messageDailyLimit: integer('MESSAGE_DAILY_LIMIT', 20, 0, 1_000_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

function parseDnsServer(text: string): DnsServer | null {
  const v6 = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i.exec(text);
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?$/.exec(text);
  const match = v6 ?? v4;
  if (!match?.[1]) return null;
  const port = match[2] ? Number(match[2]) : 53;
  if (port < 1 || port > 65535) return null;
  return { host: match[1], port };
}
