import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: './data/signboard.db' },
      publicUrl: 'http://localhost:3000',
      gatewayUrl: 'http://localhost:3000',
      demoData: 'auto',
      smtpUrl: null,
      mailFrom: 'Signboard <no-reply@localhost>',
      dnsServers: [],
      fetchAllowPrivate: false,
      askDailyAllowance: 50,
      starterCredits: 100,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/signboard',
      PUBLIC_URL: 'https://dir.example/',
      GATEWAY_URL: 'https://ai.example',
      DEMO_DATA: 'true',
      SMTP_URL: 'smtp://user:pass@mail.example:2525',
      MAIL_FROM: 'Dir <dir@example.org>',
      DNS_SERVERS: '127.0.0.1:5353, [::1]:53, 9.9.9.9',
      FETCH_ALLOW_PRIVATE: 'true',
      ASK_DAILY_ALLOWANCE: '5',
      STARTER_CREDITS: '0',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/signboard' },
      publicUrl: 'https://dir.example',
      gatewayUrl: 'https://ai.example',
      demoData: true,
      dnsServers: [
        { host: '127.0.0.1', port: 5353 },
        { host: '::1', port: 53 },
        { host: '9.9.9.9', port: 53 },
      ],
      fetchAllowPrivate: true,
      askDailyAllowance: 5,
      starterCredits: 0,
      logLevel: 'debug',
    });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('reports every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'ftp://x',
        DEMO_DATA: 'maybe',
        SMTP_URL: 'mail.example',
        DNS_SERVERS: 'dns.example',
        FETCH_ALLOW_PRIVATE: 'yes please',
        ASK_DAILY_ALLOWANCE: '-1',
        STARTER_CREDITS: '1.5',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'DEMO_DATA',
      'SMTP_URL',
      'DNS_SERVERS',
      'FETCH_ALLOW_PRIVATE',
      'ASK_DAILY_ALLOWANCE',
      'STARTER_CREDITS',
      'LOG_LEVEL',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(10);
  });
});

describe('createIdGenerator', () => {
  it('makes 26-character ids that sort in creation order, even within one millisecond', async () => {
    const { createIdGenerator } = await import('../../src/deps.js');
    const at = new Date('2026-11-21T12:00:00Z');
    const ids = createIdGenerator({ now: () => at });
    const made = Array.from({ length: 1000 }, () => ids.next());
    expect(made.every((id) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id))).toBe(true);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(1000);
  });
});
