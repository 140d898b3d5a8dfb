/**
 * A deterministic generator of N fictional listings for benchmarks, streamed one record at a
 * time so a million never sit in memory. Trades, places and fact wording come from the demo
 * data; names and descriptions add words drawn from a Zipf-like distribution over a vocabulary
 * of real words followed by a long tail of pseudo-words, so some query words match half the
 * directory and others a handful of rows, as in a real one.
 */
import { DEMO_COUNTRIES, type DemoCountry } from '../../src/demo/demo-places.js';
import { DEMO_TRADES, type DemoTrade, HOURS, POLICIES, SURNAMES } from '../../src/demo/demo-trades.js';
import { createRandom } from '../../src/demo/generate.js';

type Random = ReturnType<typeof createRandom>;

const REAL_WORDS = `local family friendly quality service quick reliable modern classic fresh organic handmade
  independent trusted affordable premium cosy bright quiet busy central historic green urban seaside riverside
  garden market corner station harbour village old new little grand royal golden silver copper blue red north
  south east west park hill bridge square street avenue lane court house studio workshop atelier gallery
  kitchen table oven bakery coffee tea wine beer bread cake pastry cheese fish meat vegetable fruit flower
  plant book music art design print paper wood stone glass metal leather wool cotton silk craft repair
  restore clean wash cut colour style care health fitness yoga dance swim run bike car van taxi travel
  tour guide school lesson class course tutor language english spanish french german dutch italian
  portuguese japanese kids children babies pets dogs cats horses seniors students families couples
  teams offices weddings parties events birthdays holidays weekend evening morning daily weekly open
  late early appointment booking delivery pickup takeaway catering rental storage moving cleaning
  plumbing electrical heating roofing painting carpentry tiling gardening landscaping accounting legal
  insurance property estate mortgage finance tax advice consulting marketing web software computer phone
  camera photo video sound light energy solar water air home office shop store boutique outlet
  warehouse factory farm orchard vineyard brewery distillery roastery deli butcher grocer florist tailor
  cobbler barber salon spa clinic dentist optician pharmacy vet therapist coach trainer instructor
  mechanic locksmith glazier builder architect surveyor engineer printer framer jeweller watchmaker
  bookshop toyshop bikeshop record vintage antique secondhand eco sustainable vegan vegetarian halal
  kosher glutenfree sourdough espresso brunch lunch dinner breakfast pizza pasta sushi ramen curry taco
  burger salad soup noodle dumpling bagel waffle crepe gelato chocolate`
  .split(/\s+/)
  .filter(Boolean);

const SYLLABLES =
  'ka lo mi ra ven tor sel dun bri ash mor pel qui zan fe no lu tre gar hol wyn bex cal dor ith jun kel mar ost pry'.split(' ');

/** Pseudo-words for the long tail: deterministic syllable strings, all distinct. */
function pseudoWords(count: number): string[] {
  const words: string[] = [];
  const n = SYLLABLES.length;
  for (let i = 0; words.length < count; i++) {
    const a = SYLLABLES[i % n] ?? '';
    const b = SYLLABLES[Math.floor(i / n) % n] ?? '';
    const c = SYLLABLES[Math.floor(i / (n * n)) % n] ?? '';
    words.push(i < n * n ? `${a}${b}n` : `${a}${b}${c}`);
  }
  return words;
}

/** The vocabulary in rank order: real words first, then pseudo-words. */
export const VOCABULARY: readonly string[] = [...REAL_WORDS, ...pseudoWords(6_000)];

/** Draws vocabulary ranks with probability ∝ 1 / rank^s (Zipf). */
export function createZipf(size: number, s = 1.07) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let r = 0; r < size; r++) {
    total += 1 / (r + 1) ** s;
    cumulative[r] = total;
  }
  return (u: number): number => {
    const target = u * total;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function capitalise(word: string): string {
  return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
}

function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function money(country: DemoCountry, amount: number): string {
  return `${country.currency}${amount.toLocaleString('en-US')}`;
}

function hoursText(profile: DemoTrade['hours']): string {
  return HOURS[profile].map((b) => `${b.days.join(', ')} ${b.opens}-${b.closes}`).join('; ');
}

/** One import record. */
export type BenchRecord = Record<string, unknown>;

/**
 * Yields `count` import records, the same for the same count and seed. Slugs end in the record's
 * index (base 36), so they are unique without a lookup.
 */
export function* generateBenchRecords(count: number, seed = 8_000_001): Generator<BenchRecord> {
  const rnd: Random = createRandom(seed);
  const zipf = createZipf(VOCABULARY.length);
  const word = () => VOCABULARY[zipf(rnd.next())] ?? 'local';
  for (let i = 0; i < count; i++) {
    const trade = rnd.pick(DEMO_TRADES);
    const country = rnd.pick(DEMO_COUNTRIES);
    const city = rnd.pick(country.cities);
    const suffix = rnd.pick(trade.nameSuffixes);
    const roll = rnd.next();
    const name =
      roll < 0.4
        ? `${capitalise(word())} ${suffix}`
        : roll < 0.7
          ? `${rnd.pick(trade.nameWords)} ${capitalise(word())} ${suffix}`
          : roll < 0.85
            ? `${rnd.pick(SURNAMES)} ${suffix}`
            : `${rnd.pick(trade.nameWords)} ${suffix}`;
    const base = `${name} ${city.name}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const slug = `${base.slice(0, 70)}-${i.toString(36)}`;
    const website = `https://${slug}.example/`;
    const phone = `${country.phonePrefix} ${String(rnd.int(1000, 9999))}`;
    const street = `${rnd.pick(country.streets)} ${rnd.int(1, 220)}`;
    const services = trade.services.filter(() => rnd.chance(0.6));
    if (services.length === 0 && trade.services[0]) services.push(trade.services[0]);
    const extra = Array.from({ length: rnd.int(8, 22) }, word).join(' ');
    const summary = `${name} is an independent ${trade.noun} in ${city.name} offering ${listText(services.map((s) => s.name))}.`;
    const facts: Record<string, unknown>[] = [
      { kind: 'summary', text: summary },
      ...services.map((s) => ({ kind: 'service', text: `${name} offers ${s.name}.` })),
      ...services
        .filter((s) => s.price > 0 && rnd.chance(0.5))
        .map((s) => ({ kind: 'pricing', text: `${capitalise(s.name)} start at ${money(country, s.price)}.` })),
      { kind: 'hours', text: `Opening hours: ${hoursText(trade.hours)}.` },
      { kind: 'location', text: `${name} is at ${street}, ${city.name}.` },
      { kind: 'policy', text: rnd.pick(POLICIES[trade.policy]) },
      { kind: 'contact_route', text: `Call ${phone}; confirmation always comes from ${website}.`, url: website },
      ...trade.faqs.slice(0, rnd.int(0, trade.faqs.length)).map((f) => ({ kind: 'faq', question: f.q, text: f.a })),
    ];
    yield {
      slug,
      name,
      description: `${summary} Known for ${extra}.`.slice(0, 1000),
      website,
      email: `hello@${slug}.example`,
      phone,
      address: {
        street,
        locality: city.name,
        region: city.region,
        postalCode: String(rnd.int(10000, 99999)),
        country: country.code,
      },
      geo: { lat: +(city.lat + (rnd.next() - 0.5) * 0.1).toFixed(5), lon: +(city.lon + (rnd.next() - 0.5) * 0.1).toFixed(5) },
      categories: trade.extraCategory && rnd.chance(0.3) ? [trade.category, trade.extraCategory] : [trade.category],
      hours: HOURS[trade.hours].flatMap((b) => b.days.map((day) => ({ day, opens: b.opens, closes: b.closes }))),
      priceRange: rnd.pick(['$', '$$', '$$$']),
      languages: country.languages,
      facts: facts.map((f) => ({ ...f, lang: 'en' })),
    };
  }
}
