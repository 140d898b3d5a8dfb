/**
 * Writes N deterministic fictional listings as an import file (JSON Lines, JSON or CSV).
 * Usage: node --import tsx bench/generate-listings.ts <count> <out.jsonl|out.json|out.csv>
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { generateDemoData } from '../src/demo/generate.js';
import { CSV_COLUMNS } from '../src/import/read-records.js';
import type { ListingDraft } from '../src/listings/listing-input.js';

/** The import record (SPEC §8.3) that a draft came from. */
export function draftToRecord(d: ListingDraft): Record<string, unknown> {
  return {
    slug: d.slug,
    name: d.name,
    description: d.description,
    website: d.websiteUrl ?? undefined,
    email: d.publicEmail ?? undefined,
    phone: d.phone ?? undefined,
    address: Object.fromEntries(Object.entries(d.address).filter(([, v]) => v !== null)),
    geo: d.geo ?? undefined,
    categories: d.categories,
    hours: d.hours,
    priceRange: d.priceRange ?? undefined,
    languages: d.languages,
    facts: d.facts.map((f) => ({
      id: f.id,
      kind: f.kind,
      text: f.text,
      lang: f.lang,
      ...(f.question ? { question: f.question } : {}),
      ...(f.url ? { url: f.url } : {}),
    })),
  };
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function main() {
  const [countArg, out] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1 || !out) {
    console.error('usage: generate-listings <count> <out.jsonl|out.json|out.csv>');
    process.exit(2);
  }
  const { listings } = generateDemoData(new Date('2026-11-01T00:00:00Z'), count);
  const stream = createWriteStream(out);
  const write = async (text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  if (out.endsWith('.csv')) {
    const columns = CSV_COLUMNS.slice(0, 14);
    await write(`${columns.join(',')}\n`);
    for (const { draft: d } of listings) {
      const row = [
        d.slug,
        d.name,
        d.description,
        d.websiteUrl,
        d.publicEmail,
        d.phone,
        d.address.street,
        d.address.locality,
        d.address.region,
        d.address.postalCode,
        d.address.country,
        d.geo?.lat,
        d.geo?.lon,
        d.categories.join(';'),
      ];
      await write(`${row.map(csvCell).join(',')}\n`);
    }
  } else if (out.endsWith('.json')) {
    await write(`${JSON.stringify(listings.map((l) => draftToRecord(l.draft)))}\n`);
  } else {
    for (const { draft } of listings) await write(`${JSON.stringify(draftToRecord(draft))}\n`);
  }
  stream.end();
  await once(stream, 'finish');
  console.error(`wrote ${listings.length} listings to ${out}`);
}

await main();
