/** Absolute URLs of public pages and gateway routes, built from PUBLIC_URL and GATEWAY_URL. */
import type { Config } from './config.js';

export interface Urls {
  home(): string;
  businessPage(slug: string): string;
  businessJson(slug: string): string;
  categoryPage(slug: string): string;
  countryPage(code: string): string;
  api(path: string): string;
  ask(slug: string): string;
  sampleQuestions(slug: string): string;
  handshake(slug: string): string;
  agentCard(slug: string): string;
  gateway(path: string): string;
}

export function createUrls(config: Pick<Config, 'publicUrl' | 'gatewayUrl'>): Urls {
  const pub = config.publicUrl;
  const gw = config.gatewayUrl;
  const e = encodeURIComponent;
  return {
    home: () => `${pub}/`,
    businessPage: (slug) => `${pub}/business/${e(slug)}`,
    businessJson: (slug) => `${pub}/business/${e(slug)}.json`,
    categoryPage: (slug) => `${pub}/category/${e(slug)}`,
    countryPage: (code) => `${pub}/country/${e(code.toLowerCase())}`,
    api: (path) => `${pub}${path}`,
    ask: (slug) => `${gw}/ai/${e(slug)}/ask`,
    sampleQuestions: (slug) => `${gw}/ai/${e(slug)}/sample-questions`,
    handshake: (slug) => `${gw}/ai/${e(slug)}/a2a/v1/handshake`,
    agentCard: (slug) => `${gw}/ai/${e(slug)}/.well-known/agent-card.json`,
    gateway: (path) => `${gw}${path}`,
  };
}
