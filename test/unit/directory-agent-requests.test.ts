import { describe, expect, it } from 'vitest';
import { followUpQuery, readRequest } from '../../src/gateway/directory-agent/requests.js';

describe('directory agent requests', () => {
  it('reads a question for one business, with or without a city, in several phrasings', () => {
    expect(readRequest('Ask Bright Dentistry whether they do whitening')).toEqual({
      skill: 'ask',
      business: 'Bright Dentistry',
      city: null,
      question: 'they do whitening?',
    });
    expect(readRequest('Could you ask Hearth Bread Co. in Rotterdam: do you bake rye?')).toMatchObject({
      business: 'Hearth Bread Co.',
      city: 'Rotterdam',
      question: 'do you bake rye?',
    });
    expect(readRequest('please ask pearl-dental-rotterdam, when are you open?')).toMatchObject({
      business: 'pearl-dental-rotterdam',
      question: 'when are you open?',
    });
  });

  it('reads anything else as a search', () => {
    expect(readRequest('Find me a dentist in Lisbon who speaks English')).toEqual({
      skill: 'find',
      query: 'Find me a dentist in Lisbon who speaks English',
    });
    expect(readRequest('a bakery that can ask for gluten-free orders').skill).toBe('find');
  });

  it('folds a follow-up into the previous search, replacing what it names anew', () => {
    const previous = {
      text: 'dentist in lisbon who speaks english',
      understood: [
        { kind: 'category', words: 'dentist' },
        { kind: 'city', words: 'lisbon' },
        { kind: 'language', words: 'english who speaks' },
      ],
    };
    expect(followUpQuery(previous, { text: 'and in Porto?', understood: [{ kind: 'city' }] })).toBe(
      'dentist in who speaks english and in Porto?',
    );
    expect(followUpQuery(previous, { text: 'open on Saturday?', understood: [{ kind: 'open' }] })).toBe(
      'dentist in lisbon who speaks english open on Saturday?',
    );
    expect(followUpQuery(previous, { text: 'in Portugal', understood: [{ kind: 'country' }] })).not.toContain('lisbon');
    expect(followUpQuery(previous, { text: 'plumbers in Amsterdam', understood: [{ kind: 'category' }, { kind: 'city' }] })).toBe(
      'plumbers in Amsterdam',
    );
  });
});
