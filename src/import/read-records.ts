/**
 * Reads import files as a stream of records: a JSON array, JSON Lines, or CSV with
 * the flat fields. A line that cannot be parsed becomes an error record, never a crash.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';

export type ImportFormat = 'json' | 'jsonl' | 'csv';

export type SourceRecord = { line: number; record: unknown } | { line: number; error: string };

/** Picks the format from the file name. */
export function formatOf(path: string): ImportFormat | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

export interface ReadProgress {
  /** Bytes of the file consumed so far. */
  bytes: number;
}

/** The flat CSV columns, in the order generated files use. */
export const CSV_COLUMNS = [
  'slug',
  'name',
  'description',
  'website',
  'email',
  'phone',
  'street',
  'locality',
  'region',
  'postalCode',
  'country',
  'lat',
  'lon',
  'categories',
  'status',
  'priceRange',
] as const;

/** Flat CSV columns; `categories` is `;`-separated; empty cells are absent values. */
export function csvRowToRecord(row: Record<string, string>): Record<string, unknown> {
  const value = (key: string) => {
    const v = row[key]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const known = new Set<string>(CSV_COLUMNS);
  const record: Record<string, unknown> = {};
  for (const key of Object.keys(row)) if (!known.has(key) && value(key) !== undefined) record[key] = value(key);
  for (const key of ['slug', 'name', 'description', 'website', 'email', 'phone', 'status', 'priceRange']) {
    if (value(key) !== undefined) record[key] = value(key);
  }
  const address: Record<string, string> = {};
  for (const key of ['street', 'locality', 'region', 'postalCode', 'country']) {
    const v = value(key);
    if (v !== undefined) address[key] = v;
  }
  if (Object.keys(address).length > 0) record.address = address;
  if (value('lat') !== undefined || value('lon') !== undefined) record.geo = { lat: value('lat'), lon: value('lon') };
  record.categories = (value('categories') ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  return record;
}

/** Yields the file's records in order, updating `progress.bytes` as it reads. */
export async function* readRecords(
  path: string,
  format: ImportFormat,
  progress: ReadProgress = { bytes: 0 },
): AsyncGenerator<SourceRecord> {
  if (format === 'json') {
    const text = readFileSync(path, 'utf8');
    progress.bytes = Buffer.byteLength(text);
    let data: unknown;
    try {
      data = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new Error(`the file is not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(data)) throw new Error('a .json import file must hold an array of listings');
    for (const [i, record] of data.entries()) yield { line: i + 1, record };
    return;
  }
  const stream = createReadStream(path);
  stream.on('data', (chunk) => {
    progress.bytes += chunk.length;
  });
  if (format === 'jsonl') {
    let line = 0;
    for await (const text of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
      line++;
      const trimmed = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
      if (trimmed === '') continue;
      try {
        yield { line, record: JSON.parse(trimmed) };
      } catch {
        yield { line, error: 'line is not valid JSON' };
      }
    }
    return;
  }
  const parser = stream.pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }));
  let line = 1;
  try {
    for await (const row of parser) {
      line++;
      yield { line, record: csvRowToRecord(row as Record<string, string>) };
    }
  } catch (error) {
    yield { line: line + 1, error: `CSV could not be read further: ${(error as Error).message}` };
  }
}
