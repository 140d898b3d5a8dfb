/** The business page's ask box: which language it speaks, and that its sample questions are answered in each. */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/answers/engine.js';
import { LEXICONS, type PageStrings } from '../../src/answers/lexicon.js';
import { buildSnapshot } from '../../src/gateway/snapshot.js';
import { parseListingInput } from '../../src/listings/listing-input.js';
import { acceptedLanguages, otherPageLanguages, pageLanguage } from '../../src/web/page-language.js';

describe('ask box language', () => {
  it('reads Accept-Language in order of preference, regions and zero weights left out', () => {
    expect(acceptedLanguages('nl-BE,fr;q=0.8,en;q=0.9,de;q=0')).toEqual(['nl', 'en', 'fr']);
    expect(acceptedLanguages('*, x-klingon, pt-BR')).toEqual(['pt']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('speaks the first language the visitor wants that the business serves, else English', () => {
    const pick = (choice: { query?: string; acceptLanguage?: string }, serves: string[]) => pageLanguage(choice, serves).language;
    expect(pick({ acceptLanguage: 'pt-PT,pt;q=0.9,en;q=0.8' }, ['pt', 'en'])).toBe('pt');
    expect(pick({ acceptLanguage: 'de-DE,de' }, ['pt', 'en'])).toBe('en');
    expect(pick({ acceptLanguage: 'de,pt;q=0.5' }, ['pt', 'en'])).toBe('pt');
    expect(pick({ query: 'en', acceptLanguage: 'pt' }, ['pt', 'en'])).toBe('en');
    expect(pick({ query: 'pt' }, ['pt-PT'])).toBe('pt');
    // A language with no ask-box texts (Swedish) falls back to English.
    expect(pick({ acceptLanguage: 'sv' }, ['sv'])).toBe('en');
    expect(otherPageLanguages(['pt', 'sv', 'en'], 'pt')).toEqual(['en']);
  });

  const parsed = parseListingInput({
    slug: 'atelier-rosa',
    name: 'Atelier Rosa',
    description: 'Atelier Rosa is a tailor in Porto for alterations and repairs.',
    phone: '+351 22 555 0101',
    address: { street: 'Rua das Flores 10', locality: 'Porto', country: 'PT' },
    categories: ['clothing'],
    hours: ['mo', 'tu', 'we', 'th', 'fr'].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
    languages: ['pt', 'en', 'es', 'fr', 'de', 'nl', 'it'],
    facts: [],
  });
  if (!parsed.ok) throw new Error(parsed.reasons.join('; '));
  const snapshot = buildSnapshot(parsed.value, 'https://gateway.example/ai/atelier-rosa/a2a/v1/action-request');
  const withPages = LEXICONS.filter((l) => l.page).map((l) => [l.language, l.page as PageStrings] as const);

  it.each(withPages)('answers every sample question the %s box offers, in that language', (language, strings) => {
    for (const question of Object.values(strings.samples)) {
      const result = answer(question, snapshot);
      expect(result.outcome, `${language}: ${question}`).toBe('answered');
    }
  });
});
