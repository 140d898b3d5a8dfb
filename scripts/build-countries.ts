/**
 * Builds data/countries.json (ISO alpha-2 code, English name, numeric code, centroid) from
 * i18n-iso-countries (names, codes; MIT) and world-countries-centroids (largest-landmass
 * centroids; MIT), with hand-entered points for the codes that package lacks.
 * Run with `npm run data:countries`; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
const en = require('i18n-iso-countries/langs/en.json');
countries.registerLocale(en);

/** Points missing from the centroid package (values as in mledoze/countries latlng). */
const FALLBACK: Record<string, [number, number]> = {
  HK: [22.27, 114.19],
  MO: [22.17, 113.55],
  TW: [23.5, 121],
  EH: [24.5, -13],
  AX: [60.12, 19.9],
  XK: [42.67, 21.17],
};

/** Short everyday names where the ISO name is long or formal. */
const NAME_OVERRIDE: Record<string, string> = {
  TW: 'Taiwan',
  IR: 'Iran',
  RU: 'Russia',
  TZ: 'Tanzania',
  US: 'United States',
  SY: 'Syria',
  MD: 'Moldova',
  LA: 'Laos',
  VN: 'Vietnam',
  BN: 'Brunei',
};

const csv = readFileSync(require.resolve('world-countries-centroids/dist/countries.csv'), 'utf8');
const centroids = new Map<string, { lat: number; lon: number; name: string }>();
for (const line of csv.trim().split('\n').slice(1)) {
  const [lon, lat, name, iso] = line.split(',');
  if (!iso || !lon || !lat || !name) continue;
  const existing = centroids.get(iso);
  // Duplicate rows (ES Canarias, TF, BQ parts): keep the row named like the country itself.
  if (existing && existing.name === countries.getName(iso, 'en')) continue;
  centroids.set(iso, { lat: Number(lat), lon: Number(lon), name });
}

const rows = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => {
    const point = centroids.get(code);
    const fallback = FALLBACK[code];
    const lat = point?.lat ?? fallback?.[0];
    const lon = point?.lon ?? fallback?.[1];
    if (lat === undefined || lon === undefined) {
      console.warn(`no centroid for ${code} ${name}`);
      return null;
    }
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) throw new Error(`bad point for ${code}`);
    return {
      code,
      name: NAME_OVERRIDE[code] ?? name,
      numeric: countries.alpha2ToNumeric(code) ?? null,
      lat: Math.round(lat * 1e4) / 1e4,
      lon: Math.round(lon * 1e4) / 1e4,
    };
  })
  .filter((row) => row !== null)
  .sort((a, b) => a.code.localeCompare(b.code));

writeFileSync('data/countries.json', `${JSON.stringify(rows, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`wrote ${rows.length} countries`);
