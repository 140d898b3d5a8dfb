import { sql } from 'kysely';
import { chunk } from '../chunk.js';
import type { Executor } from '../database.js';
import { compactHours, expandHours } from './compact-hours.js';
import type { FieldsWanted, IndexedListing, MatchQuery, SearchDocument, SearchIndex } from './search-index.js';
import { countTerms, termCompletions } from './search-terms.js';
import { tokenize } from './search-text.js';

/** Rows per statement, well inside PostgreSQL's bound-parameter limit. */
const ROWS_PER_STATEMENT = 500;
/**
 * The candidate fields each row also holds (see `CandidateFields`): what ranking reads, and what the
 * opening and distance checks read, the hours written short (as JSON they were a third of a row's
 * size again, and lengthened every in-order scan as much). The second are read only when wanted.
 */
const RANKING_COLUMNS = sql.raw('name, categories, locality, region, country');
const CHECKED_COLUMNS = sql.raw('hours, lat, lon');

/**
 * Lexemes of a document: its words as the shared tokenizer made them (no PostgreSQL parser in
 * between, so both databases see the same words), plus tags a typed word cannot produce because
 * they hold a colon: `n:` name words, `c:` country, `l:` city within its country, `k:` category,
 * `v:yes` verified, `g:` language, `o:` opening day, `x:` map cell. Languages and opening days are also tagged within
 * the listing's country (`g:br:en`, `o:br:su`): a query holding a tag most listings have reads
 * all of them, where English in Brazil is a short list. Each category is also tagged within the
 * country (`kc:pt:bakery`) and the city (`kl:pt:lisbon:bakery`): GIN builds the whole list of each
 * tag a query holds before intersecting them, and a category in a city is one short list where
 * the category, the country and the city are three long ones.
 */
function lexemesOf(doc: SearchDocument, words: string[]): string[] {
  return [
    ...words,
    ...tokenize(doc.name).map((w) => `n:${w}`),
    ...(doc.country ? [`c:${doc.country.toLowerCase()}`] : []),
    ...(doc.localityKey ? [cityTag(doc.localityKey, doc.country)] : []),
    ...doc.categories.map((c) => `k:${c}`),
    ...(doc.verified ? ['v:yes'] : []),
    ...doc.languages.map((l) => `g:${l}`),
    ...doc.openDays.map((d) => `o:${d}`),
    ...(doc.country ? doc.languages.map((l) => `g:${doc.country?.toLowerCase()}:${l}`) : []),
    ...(doc.country ? doc.openDays.map((d) => `o:${doc.country?.toLowerCase()}:${d}`) : []),
    ...doc.cells.map((c) => `x:${c}`),
    ...placedCategories(doc.categories, doc.country, doc.localityKey),
  ];
}

/**
 * A city's tag: the city, then its country (empty when unknown), so that a city within a country is one
 * list where the city and the country were two long ones, and the city in any country one prefix.
 */
const cityTag = (localityKey: string, country: string | null) => `l:${localityKey}:${country?.toLowerCase() ?? ''}`;

/** A category's tag within a country, or within a city of that country (see {@link lexemesOf}). */
const placedCategory = (category: string, country: string, localityKey: string | null) =>
  localityKey ? `kl:${country.toLowerCase()}:${localityKey}:${category}` : `kc:${country.toLowerCase()}:${category}`;

/** Each category's tags within the listing's country and city (see {@link lexemesOf}). */
function placedCategories(categories: string[], country: string | null, localityKey: string | null): string[] {
  if (!country) return [];
  return categories.flatMap((c) => [
    placedCategory(c, country, null),
    ...(localityKey ? [placedCategory(c, country, localityKey)] : []),
  ]);
}

/** tsquery text; lexemes are quoted (quotes and backslashes escaped), so any value is literal. */
const lexeme = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (values: string[]) => `(${values.map(lexeme).join(' | ')})`;

/** The tsquery for a match: every group, the filters, and "not verified" as a negation. */
export function toTsQuery({ groups, field, filters }: MatchQuery): string {
  const parts = groups.map((g) => anyOf(field === 'name' ? g.map((w) => `n:${w}`) : g));
  // Categories in a country, or in a city of one, are the short lists tagged for them.
  const { country, localityKey } = filters;
  if (filters.categories.length > 0 && country) {
    parts.push(anyOf(filters.categories.map((c) => placedCategory(c, country, localityKey))));
  } else {
    if (filters.categories.length > 0) parts.push(anyOf(filters.categories.map((c) => `k:${c}`)));
    if (localityKey) parts.push(country ? lexeme(cityTag(localityKey, country)) : `${lexeme(cityTag(localityKey, null))}:*`);
    else if (country) parts.push(lexeme(`c:${country.toLowerCase()}`));
  }
  if (filters.verified === true) parts.push(lexeme('v:yes'));
  if (filters.verified === false) parts.push(`!${lexeme('v:yes')}`);
  // With a country, a language or a day is asked for within it (a short list; see lexemesOf).
  const within = country ? `${country.toLowerCase()}:` : '';
  if (filters.language) parts.push(lexeme(`g:${within}${filters.language}`));
  if (filters.openDays?.length) parts.push(anyOf(filters.openDays.map((d) => `o:${within}${d}`)));
  if (filters.cells?.length) parts.push(anyOf(filters.cells.map((c) => `x:${c}`)));
  return parts.join(' & ');
}

/**
 * `work_mem` for a candidate read, set for that read alone. A word or category that a few percent of a million
 * listings hold matches thousands to tens of thousands, and PostgreSQL puts every match in a bitmap before it reads
 * the first row, though the read wants a few hundred. Past this much memory (about 3,000 heap pages) the bitmap keeps
 * pages instead of rows, their rows checked as they are read, which it builds several times quicker: 19 → 12 ms for
 * a word 20,000 listings hold, 30 → 6 ms for a category 40,000 hold. A smaller match set stays exact (a lossy one
 * of 2,000 matches reads slower). The rows read, and their order, are the same.
 */
const CANDIDATE_BITMAP_MEMORY = '256kB';

/** PostgreSQL tsvector (built from the shared tokenizer's words) with a GIN index behind {@link SearchIndex}. */
export function createPostgresSearchIndex(): SearchIndex {
  return {
    dialect: 'postgres',

    async index(db: Executor, docs: SearchDocument[]) {
      const documentWords: string[][] = [];
      for (const part of chunk(docs, ROWS_PER_STATEMENT)) {
        const words = part.map((d) => [...new Set(tokenize(`${d.name} ${d.body}`))]);
        const rows = part.map((d, i) => {
          const { name, categories, locality, region, country, hours, lat, lon } = d.fields;
          const document = sql`array_to_tsvector(${[...new Set(lexemesOf(d, words[i] ?? []))]}::text[])`;
          return sql`(${d.listingId}, ${document}, ${name}, ${categories}, ${locality}, ${region}, ${country},
            ${compactHours(hours)}, ${lat}, ${lon})`;
        });
        await sql`insert into listing_search (listing_id, document, ${RANKING_COLUMNS}, ${CHECKED_COLUMNS})
          values ${sql.join(rows)}
          on conflict (listing_id) do update set document = excluded.document, name = excluded.name,
            categories = excluded.categories, locality = excluded.locality, region = excluded.region,
            country = excluded.country, hours = excluded.hours, lat = excluded.lat, lon = excluded.lon`.execute(db);
        documentWords.push(...words);
      }
      await countTerms(db, documentWords);
    },

    async remove(db: Executor, listingIds: string[]) {
      for (const part of chunk(listingIds, ROWS_PER_STATEMENT)) {
        await sql`delete from listing_search where listing_id in (${sql.join(part)})`.execute(db);
      }
    },

    async lastIndexedId(db: Executor) {
      const { rows } = await sql<{ id: string | null }>`select max(listing_id) as id from listing_search`.execute(db);
      return rows[0]?.id ?? null;
    },

    async candidates(db: Executor, query: MatchQuery, limit: number, fields?: FieldsWanted) {
      // The fields come from the index's own rows, which the match reads anyway.
      const columns =
        fields === 'checks' ? sql`, ${RANKING_COLUMNS}, ${CHECKED_COLUMNS}` : fields ? sql`, ${RANKING_COLUMNS}` : sql``;
      const read = (executor: Executor) =>
        sql<IndexedListing>`select listing_id as id${columns}
          from listing_search where document @@ ${toTsQuery(query)}::tsquery limit ${limit}`.execute(executor);
      // Set for this read alone (a transaction of its own), never for the pooled connection.
      const { rows } = db.isTransaction
        ? await read(db)
        : await db.transaction().execute(async (trx) => {
            await sql.raw(`set local work_mem = '${CANDIDATE_BITMAP_MEMORY}'`).execute(trx);
            return read(trx);
          });
      if (fields === 'checks') for (const row of rows) if (row.hours !== undefined) row.hours = expandHours(row.hours);
      return rows;
    },

    completions: termCompletions,

    // PostgreSQL weighs the order index against the filter indexes itself (with the extended
    // statistics on country and city from migration 0003); an expression would blind its estimates.
    pagingColumn: (column) => sql.ref(column),
  };
}
