/**
 * Relevance of a listing to a query, computed over a bounded candidate set (a pure function):
 * listings whose name holds every query word come first; otherwise each word counts by where it
 * occurs (name, then category or place, else the description, since every candidate matched
 * every word somewhere), and a shorter name wins a tie, as a more specific match.
 */
import { listingCategories } from '../listings/listing.repository.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { ListingTable } from '../storage/database.js';
import { tokenize } from '../storage/search/search-text.js';

/** Points for a query word found in each field. */
const FIELD_POINTS = { name: 10, tagline: 4, description: 1 } as const;
/** Added when the name holds every query word, so such listings rank above all others. */
const WHOLE_NAME_BONUS = 1000;

/** Words of reference data (categories, countries), tokenised once per value. */
function memoised(words: (key: string) => string): (key: string) => string[] {
  const memo = new Map<string, string[]>();
  return (key) => {
    let found = memo.get(key);
    if (!found) {
      found = tokenize(words(key));
      memo.set(key, found);
    }
    return found;
  };
}
const categoryWords = memoised((slug) => `${slug} ${findCategory(slug)?.name ?? ''}`);
const countryWords = memoised((code) => findCountry(code)?.name ?? '');

export type RankedFields = Pick<ListingTable, 'name' | 'categories' | 'locality' | 'region' | 'country'>;

/**
 * An integer score, higher is better.
 * @param groups the query: each group is a typed word with its completions; any member counts.
 * @param minor typed words that only join the others ("store", "the"): a point each in the name,
 *   never needed for the whole-name rank.
 */
export function relevanceScore(listing: RankedFields, groups: string[][], minor: string[] = []): number {
  const name = new Set(tokenize(listing.name));
  const tagline = new Set(tokenize(`${listing.locality ?? ''} ${listing.region ?? ''}`));
  for (const slug of listingCategories(listing)) for (const w of categoryWords(slug)) tagline.add(w);
  if (listing.country) for (const w of countryWords(listing.country)) tagline.add(w);
  let points = 0;
  let inName = 0;
  for (const group of groups) {
    const found = (field: Set<string>) => group.some((word) => field.has(word));
    if (found(name)) {
      points += FIELD_POINTS.name;
      inName++;
    } else if (found(tagline)) points += FIELD_POINTS.tagline;
    else points += FIELD_POINTS.description;
  }
  for (const word of minor) if (name.has(word)) points += FIELD_POINTS.name;
  const bonus = groups.length > 0 && inName === groups.length ? WHOLE_NAME_BONUS : 0;
  // Scaled so the shorter-name tiebreak (0-99) never outweighs a point.
  return (bonus + points) * 100 + Math.max(0, 99 - name.size * 10);
}
