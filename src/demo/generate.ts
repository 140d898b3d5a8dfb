/**
 * A deterministic generator of fictional businesses with approved facts, plus public activity
 * and hit counters over the last 90 days. Same seed and same `now` → same data. Websites use
 * the reserved `.example` top-level domain so no real site is ever named.
 */
import type { FactDraft, ListingDraft, OpeningHours } from '../listings/listing-input.js';
import { DAY_NAMES, factIdFor, parseListingInput } from '../listings/listing-input.js';
import { AGENT_FAMILIES, BROWSER, OTHER_BOT } from '../reference/reference-data.js';
import { DEMO_COUNTRIES, type DemoCountry } from './demo-places.js';
import { DEMO_TRADES, type DemoTrade, HOURS, POLICIES, SURNAMES } from './demo-trades.js';

/** A small, fast, seedable PRNG (mulberry32). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof createRandom>;

export interface DemoListing {
  draft: ListingDraft;
  createdAt: string;
  verification: { method: string; verifiedAt: string } | undefined;
}

export interface DemoActivity {
  id: string;
  type: string;
  listingSlug: string | null;
  listingName: string | null;
  country: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export interface DemoHit {
  day: string;
  routeKind: string;
  agentFamily: string;
  count: number;
}

export interface DemoData {
  listings: DemoListing[];
  activity: DemoActivity[];
  hits: DemoHit[];
}

const DAY_MS = 86_400_000;

function money(country: DemoCountry, amount: number): string {
  const scale: Record<string, number> = { JP: 150, IN: 80, MX: 18, BR: 5, AR: 900, ZA: 18, KE: 130, SE: 11 };
  const local = Math.round(amount * (scale[country.code] ?? 1));
  return `${country.currency}${local.toLocaleString('en-US')}`;
}

function expandHours(profile: DemoTrade['hours']): OpeningHours[] {
  return HOURS[profile].flatMap((block) =>
    block.days.map((day) => ({ day: day as OpeningHours['day'], opens: block.opens, closes: block.closes })),
  );
}

function describeHours(profile: DemoTrade['hours']): string {
  const names: Record<string, string> = DAY_NAMES;
  return HOURS[profile]
    .map((b) => {
      const days =
        b.days.length > 2
          ? `${names[b.days[0] ?? '']} to ${names[b.days[b.days.length - 1] ?? '']}`
          : b.days.map((d) => names[d]).join(' and ');
      return `${days} from ${b.opens} to ${b.closes}`;
    })
    .join('; ');
}

/** `a`, `a and b`, `a, b and c`. */
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function buildFacts(
  rnd: Random,
  trade: DemoTrade,
  country: DemoCountry,
  ctx: { name: string; city: string | null; street: string | null; phone: string; email: string; website: string },
): FactDraft[] {
  const facts: Omit<FactDraft, 'id'>[] = [];
  const add = (kind: FactDraft['kind'], text: string, extra: { question?: string; url?: string } = {}) =>
    facts.push({ kind, text, question: extra.question ?? null, url: extra.url ?? null, lang: 'en' });
  const where = ctx.city ? ` in ${ctx.city}` : '';
  const services = [...trade.services].sort(() => rnd.next() - 0.5).slice(0, rnd.int(2, trade.services.length));
  add('summary', `${ctx.name} is an independent ${trade.noun}${where} offering ${listText(services.map((s) => s.name))}.`);
  for (const service of services) add('service', `${ctx.name} offers ${service.name}.`);
  const audiences = [...new Set([rnd.pick(trade.audiences), rnd.pick(trade.audiences)])];
  add('audience', `${ctx.name} is a good fit for ${audiences.join(' and ')}.`);
  if (rnd.chance(0.65)) {
    for (const service of services.slice(0, rnd.int(1, 2))) {
      if (service.price > 0)
        add('pricing', `${service.name[0]?.toUpperCase()}${service.name.slice(1)} start at ${money(country, service.price)}.`);
      else add('pricing', `${service.name[0]?.toUpperCase()}${service.name.slice(1)} are free of charge.`);
    }
  }
  add('hours', `Opening hours: ${describeHours(trade.hours)}.`);
  if (ctx.street && ctx.city) add('location', `${ctx.name} is at ${ctx.street}, ${ctx.city}.`);
  for (const policy of POLICIES[trade.policy].slice(0, rnd.int(1, 2))) add('policy', policy);
  add(
    'contact_route',
    `For questions and bookings, call ${ctx.phone} or e-mail ${ctx.email}; final confirmation always comes from ${ctx.website}.`,
    { url: ctx.website },
  );
  for (const faq of trade.faqs.slice(0, rnd.int(1, trade.faqs.length))) add('faq', faq.a, { question: faq.q });
  if (ctx.city && rnd.chance(0.6)) add('area_served', `Serves customers in ${ctx.city} and the surrounding area.`);
  if (rnd.chance(0.7)) add('language', `Staff speak ${country.languageNames}.`);
  return facts.slice(0, 15).map((f) => ({ ...f, id: factIdFor(f.kind, f.question, f.text) }));
}

/**
 * Generates the demo data set.
 * @param now anchors the 90-day history.
 * @param count number of listings (default 320).
 */
export function generateDemoData(now: Date, count = 320, seed = 20261121): DemoData {
  const rnd = createRandom(seed);
  const listings: DemoListing[] = [];
  const slugs = new Set<string>();
  for (let i = 0; i < count; i++) {
    const trade = DEMO_TRADES[i % DEMO_TRADES.length] as DemoTrade;
    const country = DEMO_COUNTRIES[(i * 7 + Math.floor(i / DEMO_TRADES.length)) % DEMO_COUNTRIES.length] as DemoCountry;
    const city = rnd.pick(country.cities);
    const name = rnd.chance(0.3)
      ? `${rnd.pick(SURNAMES)} ${rnd.pick(trade.nameSuffixes)}`
      : `${rnd.pick(trade.nameWords)} ${rnd.pick(trade.nameSuffixes)}`;
    // About 1 in 40 listings has no country (unlocated); 1 in 12 has a country but no point.
    const unlocated = i % 40 === 17;
    const noGeo = !unlocated && i % 12 === 5;
    let slug = `${name} ${unlocated ? 'online' : city.name}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    for (let n = 2; slugs.has(slug); n++) slug = `${slug.replace(/-\d+$/, '')}-${n}`;
    slugs.add(slug);
    const website = `https://${slug}.example/`;
    const email = `hello@${slug}.example`;
    const phone = `${country.phonePrefix} ${String(rnd.int(1000, 9999))}`;
    const street = unlocated ? null : `${rnd.pick(country.streets)} ${rnd.int(1, 220)}`;
    const categories = [trade.category, ...(trade.extraCategory && rnd.chance(0.4) ? [trade.extraCategory] : [])];
    const facts = buildFacts(rnd, trade, country, { name, city: unlocated ? null : city.name, street, phone, email, website });
    const jitter = () => (rnd.next() - 0.5) * 0.04;
    const audience = rnd.pick(trade.audiences);
    const raw = {
      slug,
      name,
      description: `${facts[0]?.text ?? name} Especially welcoming to ${audience}.`.slice(0, 1000),
      website,
      email,
      phone,
      address: unlocated
        ? {}
        : { street, locality: city.name, region: city.region, postalCode: String(rnd.int(10000, 99999)), country: country.code },
      geo: unlocated || noGeo ? undefined : { lat: city.lat + jitter(), lon: city.lon + jitter() },
      categories,
      hours: expandHours(trade.hours),
      priceRange: ['$', '$$', '$$$'][rnd.int(0, 2)],
      languages: country.languages,
      facts: facts.map(({ id, kind, text, question, url, lang }) => ({
        id,
        kind,
        text,
        lang,
        ...(question ? { question } : {}),
        ...(url ? { url } : {}),
      })),
    };
    const parsed = parseListingInput(raw);
    if (!parsed.ok) throw new Error(`demo listing ${slug} is invalid: ${parsed.reasons.join('; ')}`);
    // 60% were published before the 90-day window, the rest within it.
    const ageDays = rnd.chance(0.6) ? rnd.int(91, 400) : rnd.int(0, 89);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rnd.int(0, DAY_MS - 1)).toISOString();
    const verified = rnd.chance(0.4);
    const verifiedAt = new Date(Math.min(now.getTime() - 60_000, Date.parse(createdAt) + rnd.int(1, 20) * DAY_MS)).toISOString();
    listings.push({
      draft: parsed.value,
      createdAt,
      verification: verified ? { method: rnd.pick(['dns_txt', 'http_file', 'meta_tag']), verifiedAt } : undefined,
    });
  }
  return { listings, activity: generateActivity(rnd, listings, now), hits: generateHits(rnd, now) };
}

function generateActivity(rnd: Random, listings: DemoListing[], now: Date): DemoActivity[] {
  const events: Omit<DemoActivity, 'id'>[] = [];
  const windowStart = now.getTime() - 90 * DAY_MS;
  const about = (l: DemoListing) => ({ listingSlug: l.draft.slug, listingName: l.draft.name, country: l.draft.address.country });
  for (const l of listings) {
    if (Date.parse(l.createdAt) >= windowStart)
      events.push({ type: 'listing_published', ...about(l), detail: null, createdAt: l.createdAt });
    if (l.verification && Date.parse(l.verification.verifiedAt) >= windowStart) {
      events.push({
        type: 'listing_verified',
        ...about(l),
        detail: { method: l.verification.method },
        createdAt: l.verification.verifiedAt,
      });
    }
  }
  for (let day = 89; day >= 0; day--) {
    const dayStart = now.getTime() - day * DAY_MS;
    // Growing interest over the window, with weekly rhythm.
    const base = 12 + Math.round((90 - day) / 4) + (new Date(dayStart).getUTCDay() % 6 === 0 ? -4 : 3);
    const at = () => new Date(Math.min(now.getTime() - 1000, dayStart - rnd.int(0, DAY_MS - 1))).toISOString();
    for (let n = 0; n < base; n++) {
      const l = rnd.pick(listings);
      if (Date.parse(l.createdAt) > dayStart) continue;
      const handoff = rnd.chance(0.18);
      events.push({ type: handoff ? 'handoff_recorded' : 'question_answered', ...about(l), detail: null, createdAt: at() });
    }
    for (let n = rnd.int(1, 4); n > 0; n--) {
      const l = rnd.pick(listings);
      events.push({
        type: 'audit_completed',
        listingSlug: null,
        listingName: null,
        country: l.draft.address.country,
        detail: { domain: l.draft.domain },
        createdAt: at(),
      });
    }
    if (rnd.chance(0.3)) {
      const l = rnd.pick(listings);
      events.push({
        type: 'action_requested',
        ...about(l),
        detail: { kind: rnd.pick(['handoff', 'callback', 'support_route']) },
        createdAt: at(),
      });
    }
  }
  events.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return events.map((e, i) => ({ ...e, id: `demo-activity-${String(i + 1).padStart(6, '0')}` }));
}

function generateHits(rnd: Random, now: Date): DemoHit[] {
  const hits: DemoHit[] = [];
  const weights: Record<string, number> = {
    GPTBot: 30,
    ClaudeBot: 22,
    PerplexityBot: 14,
    Googlebot: 40,
    'OAI-SearchBot': 12,
    'ChatGPT-User': 18,
    'Claude-User': 9,
    Bingbot: 15,
    Applebot: 6,
    CCBot: 5,
    'Meta-ExternalAgent': 7,
    'A2A client': 4,
  };
  const kinds: Record<string, number> = { api: 0.25, profile: 0.3, gateway: 0.2, discovery: 0.1, page: 0.15 };
  for (let day = 89; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY_MS).toISOString().slice(0, 10);
    const growth = 1 + (90 - day) / 60;
    const families: [string, number][] = [
      ...Object.entries(weights).filter(([family]) => AGENT_FAMILIES.some((f) => f.family === family)),
      [OTHER_BOT, 20],
      [BROWSER, 120],
    ];
    for (const [family, weight] of families) {
      for (const [kind, share] of Object.entries(kinds)) {
        if (family === BROWSER && kind === 'gateway') continue;
        const count = Math.round(weight * share * growth * (0.6 + rnd.next() * 0.8));
        if (count > 0) hits.push({ day: date, routeKind: kind, agentFamily: family, count });
      }
    }
  }
  return hits;
}
