/** Request and response schemas of the directory read API; they validate, serialize and document. */
import { Type } from 'typebox';
import { ListingSlug, Nullable, SafeString } from '../http/schemas.js';

const Str = Type.String();
const NStr = Nullable(Type.String());
const Int = Type.Integer();
const Cursor = Type.String({ maxLength: 512, pattern: '^[A-Za-z0-9_-]+$', description: 'Opaque cursor from the previous page' });
const Limit = Type.Integer({ minimum: 1, maximum: 50, description: 'Page size, 1–50 (default 20)' });

export const DirectoryQuery = Type.Object({
  q: Type.Optional(
    SafeString({
      minLength: 1,
      maxLength: 200,
      description:
        'What to find, as people type it ("dentist in Lisbon who speaks English", "bakery open sunday", "bakry utrecht"): categories, places, languages, opening and "verified" are read as filters (see interpretation), the rest is full text with typo tolerance',
    }),
  ),
  interpret: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      description: 'false searches q as plain text, reading no filters from it (default true)',
    }),
  ),
  category: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^[A-Za-z0-9-]+(,[A-Za-z0-9-]+){0,4}$',
      description: 'Up to 5 comma-separated category slugs (any of them)',
    }),
  ),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' })),
  city: Type.Optional(SafeString({ minLength: 1, maxLength: 100, description: 'City, case- and accent-insensitive' })),
  verified: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  language: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{2,3}$', description: 'A language the business serves in (ISO 639 code: nl, en, pt)' }),
  ),
  openAt: Type.Optional(
    Type.String({
      maxLength: 20,
      description:
        "Open at a local day and time: mo…su, monday…sunday, today or YYYY-MM-DD, optionally followed by THH:MM (saT20:00), in each listing's own time zone",
    }),
  ),
  openNow: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'Open right now, locally' })),
  near: Type.Optional(Type.String({ maxLength: 40, description: 'A point, "lat,lon" in decimal degrees' })),
  radiusKm: Type.Optional(Type.Number({ minimum: 0.1, maximum: 2000, description: 'Distance from near, in km (default 25)' })),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('relevance'),
        Type.Literal('name'),
        Type.Literal('newest'),
        Type.Literal('updated'),
        Type.Literal('distance'),
      ],
      {
        description: 'relevance (default with q), name (default otherwise), newest, updated, distance (needs near)',
      },
    ),
  ),
  limit: Type.Optional(Limit),
  cursor: Type.Optional(Cursor),
});

export const ListingSummary = Type.Object({
  slug: Str,
  name: Str,
  description: Str,
  categories: Type.Array(Str),
  city: NStr,
  region: NStr,
  country: NStr,
  countryName: NStr,
  verified: Type.Boolean(),
  businessStatus: Str,
  updatedAt: Str,
  profileUrl: Str,
  pageUrl: Str,
  distanceKm: Type.Optional(Type.Number({ description: 'From near, when given' })),
});

const Understood = Type.Object({
  kind: Type.Union(['category', 'city', 'country', 'language', 'open', 'verified'].map((k) => Type.Literal(k))),
  value: Type.String({ description: 'Category slugs, city name, country code, language code, open day/time or now, true' }),
  label: Type.String({ description: 'How a person reads it: "Dentists", "speaks English", "open Sunday"' }),
  words: Type.String({ description: 'The words of q it was read from' }),
});

const Interpretation = Type.Object(
  {
    understood: Type.Array(Understood),
    text: Type.Union([Type.String(), Type.Null()], { description: 'Words searched as full text' }),
    ignored: Type.Array(Type.String(), { description: 'Words of the text set aside because no listing matched them all' }),
    literal: Type.Boolean({ description: 'True when the filters read from q found nothing and q was searched as typed' }),
  },
  { description: 'What q was read to mean; null without q or with interpret=false' },
);

const Suggestion = Type.Object({
  label: Str,
  total: Type.Integer({ description: 'How many listings it finds, as far as it counted (a hundred or two at most)' }),
  totalExact: Type.Boolean({ description: 'False when it finds more than total (counting stopped)' }),
  params: Type.Record(Type.String(), Type.String(), { description: '/api/directory parameters that run it' }),
});

export const DirectoryResponse = Type.Object({
  ok: Type.Literal(true),
  query: Type.Object({
    q: NStr,
    category: Type.Array(Str),
    country: NStr,
    city: NStr,
    verified: Nullable(Type.Boolean()),
    language: NStr,
    openAt: NStr,
    openNow: Type.Boolean(),
    near: NStr,
    radiusKm: Nullable(Type.Number()),
    sort: Str,
    limit: Int,
  }),
  total: Int,
  totalExact: Type.Boolean({
    description:
      'False when more listings match than total: with q, total counts the best matches returned (at most 500); without, counting stops at 500.',
  }),
  interpretation: Nullable(Interpretation),
  suggestions: Type.Array(Suggestion, { description: 'When nothing matched: wider searches that find listings' }),
  results: Type.Array(ListingSummary),
  nextCursor: NStr,
});

export const SlugParams = Type.Object({ slug: ListingSlug });

const Fact = Type.Object({
  id: Str,
  kind: Str,
  text: Str,
  question: Type.Optional(Str),
  url: Type.Optional(Str),
  lang: Str,
  translations: Type.Optional(
    Type.Array(Type.Object({ lang: Str, text: Str, question: Type.Optional(Str) }), {
      description: 'The same fact as the owner wrote it in other languages (never machine-translated)',
    }),
  ),
});

export const ProfileResponse = Type.Object({
  ok: Type.Literal(true),
  business: Type.Object({
    slug: Str,
    name: Str,
    description: Str,
    categories: Type.Array(Type.Object({ slug: Str, name: Str })),
    website: NStr,
    domain: NStr,
    phone: NStr,
    email: NStr,
    address: Type.Object({ street: NStr, locality: NStr, region: NStr, postalCode: NStr, country: NStr, countryName: NStr }),
    geo: Nullable(Type.Object({ lat: Type.Number(), lon: Type.Number() })),
    location: Type.Union([Type.Literal('geo'), Type.Literal('country'), Type.Literal('unlocated')]),
    hours: Type.Array(Type.Object({ day: Str, opens: Str, closes: Str })),
    priceRange: NStr,
    languages: Type.Array(Str),
    sameAs: Type.Array(Str),
    businessStatus: Str,
    verification: Type.Object({ status: Str, method: NStr, verifiedAt: NStr }),
    facts: Type.Array(Fact),
    createdAt: Str,
    updatedAt: Str,
    publishedAt: NStr,
    links: Type.Object({ page: Str, profile: Str, ask: Str, sampleQuestions: Str, handshake: Str, agentCard: Str }),
  }),
  jsonLd: Type.Object({}, { additionalProperties: true, description: 'schema.org LocalBusiness (JSON-LD)' }),
});

export const CategoriesResponse = Type.Object({
  ok: Type.Literal(true),
  categories: Type.Array(Type.Object({ slug: Str, name: Str, description: Str, schemaType: Str, count: Int, url: Str })),
});

export const LocationsResponse = Type.Object({
  ok: Type.Literal(true),
  unlocated: Int,
  countries: Type.Array(
    Type.Object({ code: Str, name: Str, count: Int, cities: Type.Array(Type.Object({ name: Str, count: Int })) }),
  ),
});

export const Stats = Type.Object({
  listings: Int,
  verifiedListings: Int,
  countries: Int,
  cities: Int,
  categoriesInUse: Int,
  approvedFacts: Int,
  questionsAnswered: Int,
  handoffs: Int,
  auditsCompleted: Int,
  agentHitsLast30Days: Int,
});

export const StatsResponse = Type.Object({ ok: Type.Literal(true), generatedAt: Str, stats: Stats });

export const AnalyticsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, description: 'Window in UTC days, 1–90 (default 30)' })),
});

const AnalyticsTotals = Type.Object({
  published: Int,
  questionsAnswered: Int,
  handoffs: Int,
  audits: Int,
  verifications: Int,
  actionRequests: Int,
  agentHits: Int,
  browserHits: Int,
});

export const AnalyticsResponse = Type.Object({
  ok: Type.Literal(true),
  days: Int,
  from: Str,
  to: Str,
  totals: AnalyticsTotals,
  series: Type.Array(Type.Intersect([Type.Object({ date: Str }), AnalyticsTotals])),
  agentFamilies: Type.Array(Type.Object({ family: Str, vendor: NStr, purpose: Str, hits: Int })),
  routeKinds: Type.Array(Type.Object({ kind: Str, hits: Int })),
});

export const ActivityRecord = Type.Object({
  id: Str,
  type: Str,
  at: Str,
  listing: Nullable(Type.Object({ slug: Str, name: Str, url: Str })),
  country: NStr,
  countryName: NStr,
  detail: Nullable(Type.Object({}, { additionalProperties: true })),
});

export const ActivityQuery = Type.Object({
  limit: Type.Optional(Limit),
  cursor: Type.Optional(Cursor),
  type: Type.Optional(
    Type.String({ maxLength: 300, pattern: '^[a-z_]+(,[a-z_]+){0,9}$', description: 'Comma-separated activity types' }),
  ),
});

export const Pulse = Type.Object({ lastHour: Int, last24Hours: Int, last7Days: Int });
export const Growth = Type.Array(Type.Object({ date: Str, published: Int, total: Int }));

export const ActivityResponse = Type.Object({
  ok: Type.Literal(true),
  records: Type.Array(ActivityRecord),
  nextCursor: NStr,
  pulse: Pulse,
  growth: Growth,
});

export const GlobeResponse = Type.Object({
  ok: Type.Literal(true),
  points: Type.Array(Type.Object({ country: Str, name: Str, lat: Type.Number(), lon: Type.Number(), count: Int })),
  listings: Int,
  locatedByGeo: Int,
  locatedByCountry: Int,
  unlocated: Int,
  activity: Type.Array(Type.Intersect([ActivityRecord, Type.Object({ lat: Type.Number(), lon: Type.Number() })])),
});

export const BootstrapResponse = Type.Object({
  ok: Type.Literal(true),
  site: Type.Object({ name: Str, tagline: Str, publicUrl: Str, gatewayUrl: Str }),
  urls: Type.Record(Type.String(), Type.String()),
  stats: Stats,
  topCategories: Type.Array(Type.Object({ slug: Str, name: Str, count: Int, url: Str })),
  featured: Type.Array(ListingSummary),
  recent: Type.Array(ListingSummary),
  activity: Type.Array(ActivityRecord),
  pulse: Pulse,
  gateway: Type.Object({ discovery: Str, llms: Str, robots: Str, sitemap: Str, aigSitemap: Str, questions: Str }),
});
