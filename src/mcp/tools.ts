/**
 * What each MCP tool does, over the same services as the HTTP routes: the structured result and
 * a short text a person or a model can read. No MCP types here; `mcp-server.ts` wires them.
 */
import type { Static } from 'typebox';
import type { Deps } from '../deps.js';
import { listCategories, listLocations } from '../directory/figures.service.js';
import { getBusinessProfile } from '../directory/profile.service.js';
import type { DirectoryParams, DirectoryResult } from '../directory/search.service.js';
import { type AskResponse, ask } from '../gateway/ask.service.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import { tokenize } from '../storage/search/search-text.js';
import type { Urls } from '../urls.js';
import type { AskArguments, LocationArguments, SearchArguments } from './mcp.schemas.js';

/** A tool's answer: the structured content and its readable text. */
export interface ToolOutput<T> {
  structured: T;
  text: string;
  /** The same object is handed out again for the same call (a cached search's), and never changes. */
  kept?: boolean;
}

/** Who is calling, for the per-visitor allowance. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

type ToolDeps = Deps;

function directoryParams(args: Static<typeof SearchArguments>): DirectoryParams {
  return {
    q: args.query,
    category: args.category?.join(','),
    country: args.country,
    city: args.city,
    language: args.language,
    openAt: args.openAt,
    openNow: args.openNow ? 'true' : undefined,
    verified: args.verified === undefined ? undefined : args.verified ? 'true' : 'false',
    near: args.near,
    radiusKm: args.radiusKm,
    // The route's default page (20), so that the two share cached searches.
    limit: args.limit,
    cursor: args.cursor,
  };
}

/** Why one result matches: the filters asked for (each result meets them all) and the words it holds. */
export function matchReasons(result: DirectoryResult, name: string): string[] {
  const reasons: string[] = [];
  const { query, interpretation } = result;
  for (const slug of query.category) reasons.push(findCategory(slug)?.name ?? slug);
  if (query.city) reasons.push(query.city);
  if (query.country) reasons.push(findCountry(query.country)?.name ?? query.country);
  if (query.language) reasons.push(`speaks ${query.language}`);
  if (query.openAt) reasons.push(`open ${query.openAt}`);
  if (query.openNow) reasons.push('open now');
  if (query.verified) reasons.push('verified');
  for (const understood of interpretation?.understood ?? []) reasons.push(understood.label);
  const words = interpretation ? (interpretation.text ?? '') : (query.q ?? '');
  const inName = new Set(tokenize(name));
  for (const word of tokenize(words)) {
    const named = [...inName].some((w) => w === word || w.startsWith(word));
    reasons.push(named ? `name holds "${word}"` : `mentions "${word}"`);
  }
  return [...new Set(reasons)];
}

function placeOf(r: { city: string | null; countryName: string | null }): string {
  return [r.city, r.countryName].filter(Boolean).join(', ') || 'no fixed place';
}

type SearchOutput = ToolOutput<Omit<DirectoryResult, 'ok' | 'query' | 'results'> & { results: unknown[] }>;

/**
 * Tool outputs already written for a search result, by the query's wording: a search answered
 * from the cache (the same result object) is not written again.
 */
const writtenOutputs = new WeakMap<DirectoryResult, Map<string, SearchOutput>>();

export async function searchBusinesses(
  search: (params: DirectoryParams) => Promise<DirectoryResult>,
  args: Static<typeof SearchArguments>,
): Promise<SearchOutput> {
  const found = await search(directoryParams(args));
  let written = writtenOutputs.get(found);
  if (!written) {
    written = new Map();
    writtenOutputs.set(found, written);
  }
  const key = args.query ?? '';
  let output = written.get(key);
  if (!output) {
    output = writeSearchOutput(found, args.query);
    written.set(key, output);
  }
  return output;
}

/** What a business is closed as, in a result line; nothing for one open for business. */
const CLOSED: Record<string, string> = {
  closed_temporarily: ', temporarily closed',
  closed_permanently: ', closed permanently',
};

/**
 * A result as an agent reads it: who and where, and why it matches, with no field an agent can do
 * without (the page, agent card and ask links are in get_business; a search's results go into a
 * model's context, where every byte is tokens).
 */
function foundOf(found: DirectoryResult, r: DirectoryResult['results'][number]) {
  return {
    slug: r.slug,
    name: r.name,
    description: r.description,
    categories: r.categories,
    city: r.city,
    country: r.country,
    countryName: r.countryName,
    verified: r.verified,
    ...(r.businessStatus === 'operational' ? {} : { businessStatus: r.businessStatus }),
    profileUrl: r.profileUrl,
    ...(r.distanceKm === undefined ? {} : { distanceKm: r.distanceKm }),
    matches: matchReasons(found, r.name),
  };
}

function writeSearchOutput(found: DirectoryResult, query: string | undefined): SearchOutput {
  const results = found.results.map((r) => foundOf(found, r));
  const read = found.interpretation?.understood.map((u) => u.label) ?? [];
  const lines = [
    `${found.totalExact ? found.total : `${found.total}+`} ${found.total === 1 ? 'business' : 'businesses'}${
      query ? ` for "${query}"` : ''
    }${read.length > 0 ? ` (read as: ${read.join(' · ')})` : ''}.`,
    ...results.map(
      (r, i) =>
        `${i + 1}. ${r.name} (${r.slug}): ${r.categories.map((c) => findCategory(c)?.name ?? c).join(', ')}, ${placeOf(r)}${
          r.distanceKm === undefined ? '' : ` (${r.distanceKm} km)`
        }${r.verified ? ', verified owner' : ''}${CLOSED[r.businessStatus ?? ''] ?? ''}.`,
    ),
  ];
  if (found.suggestions.length > 0) {
    lines.push(
      `Nothing matched. Wider searches that find businesses: ${found.suggestions.map((s) => `${s.label} (${s.total}${s.totalExact ? '' : '+'})`).join('; ')}.`,
    );
  }
  if (found.nextCursor) lines.push(`More: call again with cursor "${found.nextCursor}".`);
  return {
    kept: true,
    structured: {
      total: found.total,
      totalExact: found.totalExact,
      interpretation: found.interpretation,
      suggestions: found.suggestions,
      results,
      nextCursor: found.nextCursor,
    },
    text: lines.join('\n'),
  };
}

export async function getBusiness(deps: ToolDeps, urls: Urls, slug: string) {
  const { business, jsonLd } = await getBusinessProfile(deps, urls, slug);
  const address = [business.address.street, business.address.locality, business.address.countryName].filter(Boolean).join(', ');
  const lines = [
    `${business.name}: ${business.categories.map((c) => c.name).join(', ')}${
      business.verification.status === 'verified' ? ' (verified owner)' : ''
    }.`,
    business.description,
    address && `Address: ${address}`,
    business.phone && `Phone: ${business.phone}`,
    business.website && `Website: ${business.website}`,
    business.hours.length > 0 && `Hours: ${business.hours.map((h) => `${h.day} ${h.opens}–${h.closes}`).join(', ')}`,
    business.languages.length > 0 && `Languages: ${business.languages.join(', ')}`,
    business.facts.length > 0 && `Approved facts:\n${business.facts.map((f) => `- ${f.text}`).join('\n')}`,
    `Ask it (answers from these facts only, no LLM): ask_business with slug "${business.slug}", or POST ${business.links.ask}`,
  ];
  return { structured: { business, jsonLd }, text: lines.filter(Boolean).join('\n') };
}

export async function askBusiness(
  deps: ToolDeps,
  urls: Urls,
  args: Static<typeof AskArguments>,
  visitor: Visitor,
): Promise<ToolOutput<AskResponse>> {
  const answer = await ask(deps, urls, args.slug, args.question, visitor, 'live', args.contact);
  return { structured: answer, text: `${answer.answer}\n(outcome: ${answer.outcome}; answered from approved facts, no LLM)` };
}

export async function listCategoryTool(deps: ToolDeps, urls: Urls) {
  const categories = await listCategories(deps, urls);
  return {
    structured: { ok: true as const, categories },
    text: categories.map((c) => `${c.slug}: ${c.name} (${c.count})`).join('\n'),
  };
}

export async function listLocationTool(deps: ToolDeps, args: Static<typeof LocationArguments>) {
  const all = await listLocations(deps);
  const code = args.country?.toUpperCase();
  const countries = code ? all.countries.filter((c) => c.code === code) : all.countries.map((c) => ({ ...c, cities: [] }));
  const text = code
    ? countries
        .flatMap((c) => [`${c.name} (${c.count}):`, ...c.cities.map((city) => `- ${city.name} (${city.count})`)])
        .join('\n') || `No published businesses in ${code}.`
    : `${countries.map((c) => `${c.code} ${c.name} (${c.count})`).join('\n')}\nCities: call again with a country.`;
  return { structured: { ok: true as const, unlocated: all.unlocated, countries }, text };
}
