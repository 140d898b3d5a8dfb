/** Argument and result schemas of the MCP tools, in TypeBox like the HTTP API's. */
import { Type } from 'typebox';
import { DirectoryResponse, ListingSummary, ProfileResponse } from '../directory/directory.schemas.js';
import { SafeString } from '../http/schemas.js';

const Slug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'The business slug, from search_businesses',
});
const CategorySlug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 });
const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code, e.g. "PT"' });

export const SearchArguments = Type.Object(
  {
    query: Type.Optional(
      SafeString({
        minLength: 1,
        maxLength: 200,
        description:
          'What to find, as a person would say it: "dentist in Lisbon who speaks English", "bakery open sunday in Utrecht". Categories, places, languages, opening and "verified" are read as filters; the rest is searched as text, forgiving typos.',
      }),
    ),
    category: Type.Optional(
      Type.Array(CategorySlug, { maxItems: 5, description: 'Category slugs (any of them); list_categories names them' }),
    ),
    country: Type.Optional(CountryCode),
    city: Type.Optional(SafeString({ minLength: 1, maxLength: 100, description: 'City, case- and accent-insensitive' })),
    language: Type.Optional(
      Type.String({ pattern: '^[A-Za-z]{2,3}$', description: 'A language the business serves in (ISO 639 code: en, pt)' }),
    ),
    openAt: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'Open at a local day and time: mo…su, monday…sunday, today or YYYY-MM-DD, optionally THH:MM ("saT20:00")',
      }),
    ),
    openNow: Type.Optional(Type.Boolean({ description: "Open right now, in each business's own time zone" })),
    verified: Type.Optional(Type.Boolean({ description: 'Only businesses whose owner was verified (true) or not (false)' })),
    near: Type.Optional(Type.String({ maxLength: 40, description: 'A point, "lat,lon" in decimal degrees' })),
    radiusKm: Type.Optional(Type.Number({ minimum: 0.1, maximum: 2000, description: 'Distance from near, in km (default 25)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Results per page (default 20)' })),
    cursor: Type.Optional(
      Type.String({ maxLength: 500, description: 'nextCursor of the previous page, with the same arguments' }),
    ),
  },
  { additionalProperties: false },
);

const Listing = ListingSummary.properties;
const Found = Type.Object({
  slug: Listing.slug,
  name: Listing.name,
  description: Listing.description,
  categories: Listing.categories,
  city: Listing.city,
  country: Listing.country,
  countryName: Listing.countryName,
  verified: Listing.verified,
  businessStatus: Type.Optional(
    Type.String({ description: 'closed_temporarily or closed_permanently; absent for a business open as usual' }),
  ),
  profileUrl: Listing.profileUrl,
  distanceKm: Listing.distanceKm,
  matches: Type.Array(Type.String(), { description: 'Why it matches: the filters it meets and the words it holds' }),
});

export const SearchResult = Type.Object({
  total: Type.Integer(),
  totalExact: Type.Boolean(),
  interpretation: DirectoryResponse.properties.interpretation,
  suggestions: DirectoryResponse.properties.suggestions,
  results: Type.Array(Found),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export const SlugArguments = Type.Object({ slug: Slug }, { additionalProperties: false });

export const BusinessResult = Type.Object({
  business: ProfileResponse.properties.business,
  jsonLd: ProfileResponse.properties.jsonLd,
});

export const AskArguments = Type.Object(
  {
    slug: Slug,
    question: Type.String({ maxLength: 4000, description: 'The question, 1–500 characters, in any language' }),
    contact: Type.Optional(
      Type.String({
        maxLength: 1000,
        description:
          'How a person at the business may reach the asker if the question is handed to them (shown to the business only)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const NoArguments = Type.Object({}, { additionalProperties: false });

export const LocationArguments = Type.Object(
  { country: Type.Optional(CountryCode) },
  { additionalProperties: false, description: 'Without country: every country with its listing count' },
);
