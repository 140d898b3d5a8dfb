/**
 * The category a word that is not a category slug most likely means ("car-repair" → auto-repair,
 * "plumber" → plumbing), from the words people use for each category (`data/search/category-words.json`).
 */
import { CATEGORIES, type Category, findCategory, readData } from './reference-data.js';

/** The words people use for each category, per language (read once; query understanding uses them too). */
export const CATEGORY_WORDS: Readonly<Record<string, Record<string, string[]>>> = readData<{
  categories: Record<string, Record<string, string[]>>;
}>('search/category-words.json').categories;

/** Lower case, accents removed, anything but letters and digits as one space. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A word without a plural ending, for comparing "bakeries" with "bakery" and "florists" with "florist". */
function singular(words: string): string {
  return words.replace(/ies\b/g, 'y').replace(/(?<=[^s])s\b/g, '');
}

/** Every folded wording of every category (its slug, its name and its words in each language) → the category. */
const BY_WORDING = new Map<string, Category>();
for (const category of CATEGORIES) {
  const wordings = [category.slug, category.name, ...Object.values(CATEGORY_WORDS[category.slug] ?? {}).flat()];
  for (const wording of wordings) {
    const key = singular(fold(wording));
    if (key && !BY_WORDING.has(key)) BY_WORDING.set(key, category);
  }
}

/** The category `raw` most likely means, or undefined when nothing is close (or it is a category already). */
export function suggestCategory(raw: string): Category | undefined {
  if (findCategory(raw)) return undefined;
  const key = singular(fold(raw));
  if (!key) return undefined;
  const exact = BY_WORDING.get(key);
  if (exact) return exact;
  // A slug that shares its first five letters or more ("plumber" → plumbing, "electrical" → electrician).
  const stem = key.replace(/ /g, '-').slice(0, Math.max(5, Math.min(key.length - 2, 8)));
  return stem.length >= 5 ? CATEGORIES.find((c) => c.slug.startsWith(stem)) : undefined;
}
