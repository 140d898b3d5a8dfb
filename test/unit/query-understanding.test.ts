import { describe, expect, it } from 'vitest';
import { setAsideOrder } from '../../src/directory/search.service.js';
import { parseNear, parseOpenAt } from '../../src/directory/search-params.js';
import { interpretQuery } from '../../src/directory/understanding/interpret.js';
import { meetsOpenWish } from '../../src/directory/understanding/opening.js';
import { buildPhraseBook, isTypoOf, typoAllowance } from '../../src/directory/understanding/phrases.js';
import { buildQueryVocabulary } from '../../src/directory/understanding/vocabulary.js';
import { editDistance } from '../../src/edit-distance.js';
import { AppError } from '../../src/errors.js';
import { cellsCovering, cellsOfPoint, distanceKm } from '../../src/storage/search/geo-cells.js';

const book = buildPhraseBook([
  { key: 'lisbon', name: 'Lisbon', country: 'PT' },
  { key: 'goteborg', name: 'Göteborg', country: 'SE' },
  { key: 'mexico city', name: 'Mexico City', country: 'MX' },
  { key: 'buenos aires', name: 'Buenos Aires', country: 'AR' },
  { key: 'valencia', name: 'Valencia', country: 'ES' },
  { key: 'valencia', name: 'Valencia', country: 'VE' },
]);
const read = (q: string) => interpretQuery(q, book, (w) => ['moreau', 'hearth'].includes(w));
const kinds = (q: string) => Object.fromEntries(read(q).understood.map((u) => [u.kind, u.value]));

describe('query understanding', () => {
  it('reads category words in several languages and inflections', () => {
    for (const [q, slug] of [
      ['dentists', 'dentist'],
      ['Zahnärzte', 'dentist'],
      ['tandarts', 'dentist'],
      ['boulangerie', 'bakery'],
      ['tax advisor', 'accounting'],
      ['haircut', 'hair-beauty'],
      ['b&b', 'hotel'],
      ['Car repair', 'auto-repair'],
    ]) {
      expect(kinds(q ?? '').category, q).toBe(slug);
    }
  });

  it('reads places with or without accents, longest name first, and countries by common names', () => {
    expect(kinds('car repair in Goteborg')).toMatchObject({ city: 'Göteborg', category: 'auto-repair' });
    expect(kinds('clothes mexico city')).toMatchObject({ city: 'Mexico City' });
    expect(kinds('clothes mexico city').country).toBeUndefined();
    expect(kinds('lawyers in the Netherlands').country).toBe('NL');
    expect(kinds('hotels UK').country).toBe('GB');
    expect(read('cafe valencia spain').city).toEqual({ key: 'valencia', name: 'Valencia', country: 'ES' });
    expect(read('cafe valencia').city?.country).toBeNull();
  });

  it('reads a nationality as a country only when no other place is named', () => {
    expect(kinds('mexican bars').country).toBe('MX');
    const inLisbon = read('mexican restaurant lisbon');
    expect(inLisbon.city?.name).toBe('Lisbon');
    expect(inLisbon.text).toBe('mexican');
  });

  it('needs a cue to read a language', () => {
    expect(kinds('plumber who speaks Dutch').language).toBe('nl');
    expect(kinds('English-speaking dentist').language).toBe('en');
    expect(kinds('dentista que habla inglés').language).toBe('en');
    const lessons = read('english lessons');
    expect(lessons.language).toBeNull();
    expect(lessons.text).toBe('english');
  });

  it('reads opening days, times and now', () => {
    expect(read('florist open on Sunday').open).toEqual({ days: ['su'], time: null, now: false });
    expect(read('pub open Thursday at 10pm').open).toEqual({ days: ['th'], time: '22:00', now: false });
    expect(read('bakery open at 7 on monday').open).toEqual({ days: ['mo'], time: '07:00', now: false });
    expect(read('cafe saturday morning').open).toEqual({ days: ['sa'], time: '09:00', now: false });
    expect(read('pharmacy open now').open).toEqual({ days: null, time: null, now: true });
    expect(read('bar open weekends').open?.days).toEqual(['sa', 'su']);
    expect(read('verified dentist').verified).toBe(true);
  });

  it('corrects misspelt category and place words, never a word the index holds', () => {
    expect(kinds('bakry')).toMatchObject({ category: 'bakery' });
    expect(kinds('dentsit lisbon')).toMatchObject({ category: 'dentist', city: 'Lisbon' });
    expect(kinds('bookstore buenos airis')).toMatchObject({ city: 'Buenos Aires' });
    expect(kinds('restuarant')).toMatchObject({ category: 'restaurant' });
    expect(read('Moreau').understood).toEqual([]);
    expect(read('Moreau').text).toBe('moreau');
  });

  it('leaves the rest as text, without fillers once something was read', () => {
    expect(read('a plumber in Lisbon').text).toBe('');
    expect(read('emergency plumber in Lisbon').text).toBe('emergency');
    expect(read('wedding photographer').understood.map((u) => u.value)).toEqual(['photography']);
    expect(read('the').text).toBe('the');
  });

  it('takes the longest category phrase as the kind of business, with other words for the same kind', () => {
    expect(kinds('pet grooming salon').category).toBe('pet-services');
    expect(read('pet grooming salon').text).toBe('salon');
    const boutique = read('clothing boutique in Lisbon');
    expect(boutique.categories).toEqual(['clothing']);
    expect(boutique.text).toBe('');
  });

  it('marks unknown words after a place word as a place the directory does not hold', () => {
    expect(read('dentist in Reykjavik').unknownPlace).toEqual(['reykjavik']);
    expect(read('dentist near the Zyxville harbour').unknownPlace).toEqual(['zyxville', 'harbour']);
    expect(read('dentist in Lisbon').unknownPlace).toEqual([]);
    expect(read('dentist in hearth').unknownPlace).toEqual([]);
    expect(read('reykjavik dentist').unknownPlace).toEqual([]);
  });
});

describe('typo allowance and distance', () => {
  it('allows none under 5 letters, one up to 8, two from 9, and counts a swap as one', () => {
    expect([typoAllowance('cafe'), typoAllowance('bakery'), typoAllowance('restaurant')]).toEqual([0, 1, 2]);
    expect(editDistance('dentsit', 'dentist', 2)).toBe(1);
    expect(editDistance('bakry', 'bakery', 2)).toBe(1);
    expect(editDistance('florist', 'dentist', 1)).toBe(2);
  });

  it('also forgives vowels put wrong when the consonants stand as written', () => {
    expect(isTypoOf('bycicle', 'bicycle')).toBe(true);
    expect(isTypoOf('restaraunt', 'restaurant')).toBe(true);
    expect(kinds('bycicle shop').category).toBe('bicycle');
    expect(isTypoOf('forist', 'florist')).toBe(true);
    expect(isTypoOf('forest', 'florist')).toBe(false);
    expect(isTypoOf('ycicleb', 'bicycle')).toBe(false);
    expect(isTypoOf('cafe', 'cafi')).toBe(false);
  });

  it('gives indexed inflections and corrections of unknown words, most common first', () => {
    const vocabulary = buildQueryVocabulary(
      [],
      [
        { term: 'plumber', documents: 10 },
        { term: 'plumbers', documents: 4 },
        { term: 'plumbing', documents: 30 },
        { term: 'harbour', documents: 7 },
      ],
    );
    expect(vocabulary.variants('plumber')).toEqual(['plumbers']);
    expect(vocabulary.variants('harbuor')).toEqual(['harbour']);
    expect(vocabulary.variants('xyz')).toEqual([]);
  });

  it('sets aside unheard words first, then from the last, and never an unknown place', () => {
    const vocabulary = buildQueryVocabulary(
      [],
      [
        { term: 'car', documents: 5 },
        { term: 'fix', documents: 0 },
        { term: 'vintage', documents: 3 },
      ],
    );
    expect(setAsideOrder(['vintage', 'xqzt', 'car'], [], vocabulary)).toEqual(['xqzt', 'car', 'vintage']);
    expect(setAsideOrder(['vintage', 'reykjavik'], ['reykjavik'], vocabulary)).toEqual(['vintage']);
  });
});

describe('map cells', () => {
  it('cover a radius with the cells that hold the points within it', () => {
    const centre = { lat: 52.37, lon: 4.9 };
    for (const radius of [2, 10, 60, 400]) {
      const cells = new Set(cellsCovering(centre.lat, centre.lon, radius));
      expect(cells.size, String(radius)).toBeLessThanOrEqual(16);
      for (const [dLat, dLon] of [
        [0.9, 0],
        [-0.9, 0],
        [0, 0.9],
        [0, -0.9],
        [0.6, 0.6],
      ] as const) {
        const lat = centre.lat + ((dLat * radius) / 111.32) * 0.99;
        const lon = centre.lon + ((dLon * radius) / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * 0.99;
        expect(distanceKm(centre.lat, centre.lon, lat, lon)).toBeLessThanOrEqual(radius);
        expect(
          cellsOfPoint(lat, lon).some((c) => cells.has(c)),
          `${radius} km ${dLat},${dLon}`,
        ).toBe(true);
      }
    }
    expect(cellsCovering(0, 0, 20_000)).toBeNull();
    expect(cellsOfPoint(0, 179.99)[2]).not.toBe(cellsOfPoint(0, -179.99)[2]);
  });
});

describe('opening checks and parameters', () => {
  const saturdayNoonUtc = new Date('2026-11-21T12:00:00Z');
  const lateHours = JSON.stringify([{ day: 'sa', opens: '17:00', closes: '23:30' }]);
  it("checks 'now' in the listing's own time zone", () => {
    const tokyo = { hours: lateHours, lat: 35.68, lon: 139.69, country: 'JP' };
    const lisbon = { hours: lateHours, lat: 38.72, lon: -9.14, country: 'PT' };
    const wish = { days: null, time: null, now: true };
    expect(meetsOpenWish(tokyo, wish, saturdayNoonUtc)).toBe(true);
    expect(meetsOpenWish(lisbon, wish, saturdayNoonUtc)).toBe(false);
    expect(meetsOpenWish({ ...lisbon, lat: null, lon: null }, { days: ['sa'], time: '23:00', now: false }, saturdayNoonUtc)).toBe(
      true,
    );
  });

  it('reads openAt and near, and refuses anything else', () => {
    expect(parseOpenAt('saT20:00')).toEqual({ days: ['sa'], time: '20:00', now: false });
    expect(parseOpenAt('Sunday')).toEqual({ days: ['su'], time: null, now: false });
    expect(parseOpenAt('2026-11-23T08:30')).toEqual({ days: ['mo'], time: '08:30', now: false });
    expect(parseOpenAt('today')).toEqual({ days: null, time: null, now: false });
    for (const bad of ['someday', 'saT24:00', '2026-02-30', 'sa 20:00']) expect(() => parseOpenAt(bad), bad).toThrow(AppError);
    expect(parseNear('38.72,-9.14', 5)).toEqual({ lat: 38.72, lon: -9.14, radiusKm: 5 });
    for (const bad of ['91,0', '0,181', 'lisbon', '1,2,3']) expect(() => parseNear(bad, 5), bad).toThrow(AppError);
  });
});
