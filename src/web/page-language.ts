/**
 * The language a business page's ask box speaks: the visitor's first choice (`?lang=`, else the
 * browser's `Accept-Language` in order of preference) among the languages the business serves and the
 * site has the box's texts in; English otherwise. Pure.
 */
import { baseLanguage, lexiconFor, type PageStrings } from '../answers/lexicon.js';

/** The languages of an `Accept-Language` header, most preferred first (`q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: baseLanguage(tag.trim().toLowerCase()), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((l) => /^[a-z]{2,3}$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((l) => l.tag);
}

/** The ask box's language and texts for a business serving `serves`. */
export function pageLanguage(
  choice: { query?: string; acceptLanguage?: string },
  serves: readonly string[],
): { language: string; strings: PageStrings } {
  const offered = new Set(serves.map((tag) => baseLanguage(tag.toLowerCase())));
  const wanted = [choice.query?.toLowerCase() ?? '', ...acceptedLanguages(choice.acceptLanguage)];
  for (const language of wanted) {
    const strings = offered.has(language) ? lexiconFor(language)?.page : undefined;
    if (strings) return { language, strings };
  }
  return { language: 'en', strings: lexiconFor('en')?.page as PageStrings };
}

/** The languages of the business the ask box can also speak, besides `current`. */
export function otherPageLanguages(serves: readonly string[], current: string): string[] {
  const all = [...new Set(['en', ...serves.map((tag) => baseLanguage(tag.toLowerCase()))])];
  return all.filter((language) => language !== current && lexiconFor(language)?.page !== undefined);
}
