/** Validation of read records into listing drafts, the step an import can run beside its writes. */
import { type ListingDraft, parseListingInput } from '../listings/listing-input.js';
import type { SourceRecord } from './read-records.js';

/** A record ready to store, or the reasons it cannot be. */
export type CheckedRecord = { line: number; draft: ListingDraft } | { line: number; slug: string | null; reasons: string[] };

/** Validates one read record. */
export function checkRecord(item: SourceRecord): CheckedRecord {
  if ('error' in item) return { line: item.line, slug: null, reasons: [item.error] };
  const parsed = parseListingInput(item.record);
  if (parsed.ok) return { line: item.line, draft: parsed.value };
  const slug = (item.record as { slug?: unknown } | null)?.slug;
  return { line: item.line, slug: typeof slug === 'string' ? slug : null, reasons: parsed.reasons };
}

/** Validates records as they are read, in order. */
export async function* checkRecords(records: AsyncIterable<SourceRecord>): AsyncGenerator<CheckedRecord> {
  for await (const item of records) yield checkRecord(item);
}
