/**
 * Writes N deterministic fictional listings as an import file (JSON Lines, JSON or CSV; CSV has
 * no facts). Usage: `node --import tsx bench/generate-listings.ts <count> <out.jsonl|out.json|out.csv>`
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type BenchRecord, generateBenchRecords } from './lib/listings.js';

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = 'slug,name,description,website,email,phone,street,locality,region,postalCode,country,lat,lon,categories';

function csvRow(r: BenchRecord): string {
  const address = r.address as Record<string, string>;
  const geo = r.geo as { lat: number; lon: number };
  const cells = [r.slug, r.name, r.description, r.website, r.email, r.phone, address.street, address.locality];
  cells.push(address.region, address.postalCode, address.country, geo.lat, geo.lon, (r.categories as string[]).join(';'));
  return cells.map(csvCell).join(',');
}

/** Streams `count` records to `out`, in the format its extension names; returns the bytes written. */
export async function writeListingsFile(count: number, out: string, onProgress?: (rows: number) => void): Promise<number> {
  const stream = createWriteStream(out);
  const write = async (text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  const csv = out.endsWith('.csv');
  const array = out.endsWith('.json');
  if (csv) await write(`${CSV_HEADER}\n`);
  if (array) await write('[\n');
  let rows = 0;
  for (const record of generateBenchRecords(count)) {
    const line = csv ? csvRow(record) : JSON.stringify(record);
    await write(array ? `${rows > 0 ? ',\n' : ''}${line}` : `${line}\n`);
    rows++;
    if (rows % 50_000 === 0) onProgress?.(rows);
  }
  if (array) await write('\n]\n');
  stream.end();
  await once(stream, 'finish');
  return stream.bytesWritten;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [countArg, out] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1 || !out || !/\.(jsonl|ndjson|json|csv)$/.test(out)) {
    console.error('usage: generate-listings <count> <out.jsonl|out.json|out.csv>');
    process.exit(2);
  }
  const bytes = await writeListingsFile(count, out, (rows) => process.stderr.write(`\r${rows} / ${count}`));
  process.stderr.write(`\rwrote ${count} listings (${(bytes / 1e6).toFixed(1)} MB) to ${out}\n`);
}
