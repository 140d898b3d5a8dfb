import { sql } from 'kysely';
import { chunk } from '../chunk.js';
import type { Executor } from '../database.js';
import type { FieldsWanted, IndexedListing, MatchQuery, SearchDocument, SearchIndex } from './search-index.js';
import { countTerms, termCompletions } from './search-terms.js';
import { tokenize } from './search-text.js';

/** Rows per statement, well inside SQLite's bound-parameter limit. */
const ROWS_PER_STATEMENT = 200;
/** The candidate fields `listing_fts_fields` holds per indexed listing (see `CandidateFields`). */
const FIELD_COLUMNS = sql.raw('name, categories, locality, region, country, hours, lat, lon');

/**
 * Tag words: filters and name words, kept in their own column so words a person types never
 * match them. FTS5 words are letters and digits only, so each tag is a kind letter and its value
 * with everything else dropped (any script: `l東京` is one word too). Languages and opening days
 * are also tagged within the listing's country (`hbren`, `pbrsu`): English is served by most
 * listings, and a query holding its tag reads every one of them, where English in Brazil is a
 * short list.
 */
const alnum = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function tagsOf(doc: SearchDocument): string[] {
  return [
    ...(doc.country ? [`c${alnum(doc.country)}`] : []),
    ...(doc.localityKey ? [`l${alnum(doc.localityKey)}`] : []),
    ...doc.categories.map((c) => `k${alnum(c)}`),
    ...(doc.verified ? ['vyes'] : []),
    ...doc.languages.map((l) => `g${alnum(l)}`),
    ...doc.openDays.map((d) => `o${alnum(d)}`),
    ...(doc.country ? doc.languages.map((l) => `h${alnum(doc.country ?? '')}${alnum(l)}`) : []),
    ...(doc.country ? doc.openDays.map((d) => `p${alnum(doc.country ?? '')}${alnum(d)}`) : []),
    ...doc.cells.map((c) => `x${alnum(c)}`),
    ...tokenize(doc.name).map((w) => `n${w}`),
  ];
}

const phrase = (word: string) => `"${word}"`;
const anyOf = (words: string[]) => `(${words.map(phrase).join(' OR ')})`;

/** The FTS5 query: words in the body (or name tags), filters in the tags column. */
export function toFtsQuery({ groups, field, filters }: MatchQuery): string {
  const parts =
    field === 'name' ? groups.map((g) => `tags : ${anyOf(g.map((w) => `n${w}`))}`) : groups.map((g) => `body : ${anyOf(g)}`);
  if (filters.categories.length > 0) parts.push(`tags : ${anyOf(filters.categories.map((c) => `k${alnum(c)}`))}`);
  if (filters.country) parts.push(`tags : "c${alnum(filters.country)}"`);
  if (filters.localityKey) parts.push(`tags : "l${alnum(filters.localityKey)}"`);
  if (filters.verified === true) parts.push('tags : "vyes"');
  // With a country, a language or a day is asked for within it (a short list; see tagsOf).
  const country = filters.country ? alnum(filters.country) : null;
  if (filters.language) parts.push(`tags : "${country ? `h${country}` : 'g'}${alnum(filters.language)}"`);
  if (filters.openDays?.length)
    parts.push(`tags : ${anyOf(filters.openDays.map((d) => `${country ? `p${country}` : 'o'}${alnum(d)}`))}`);
  if (filters.cells?.length) parts.push(`tags : ${anyOf(filters.cells.map((c) => `x${alnum(c)}`))}`);
  const query = parts.join(' AND ');
  // FTS5 has no lone NOT: "unverified" is "matches, and NOT verified".
  return filters.verified === false ? `(${query}) NOT tags : "vyes"` : query;
}

async function rowidsOf(db: Executor, listingIds: string[]): Promise<Map<string, number>> {
  const result = await sql<{ rowid: number; listing_id: string }>`select rowid, listing_id from listing_fts_map
    where listing_id in (${sql.join(listingIds)})`.execute(db);
  return new Map(result.rows.map((r) => [r.listing_id, r.rowid]));
}

/**
 * SQLite FTS5 (contentless, unicode61, columns body and tags) behind {@link SearchIndex}, with each
 * row's listing in `listing_fts_map` and its candidate fields in `listing_fts_fields`.
 */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    dialect: 'sqlite',

    async index(db: Executor, docs: SearchDocument[]) {
      const documentWords: string[][] = [];
      for (const part of chunk(docs, ROWS_PER_STATEMENT)) {
        const ids = part.map((d) => sql`(${d.listingId})`);
        const added = await sql<{ rowid: number; listing_id: string }>`insert into listing_fts_map (listing_id)
          values ${sql.join(ids)} on conflict (listing_id) do nothing returning rowid, listing_id`.execute(db);
        const rowids = new Map(added.rows.map((r) => [r.listing_id, r.rowid]));
        // Listings indexed before keep their row number; their old entry goes first.
        const known = part.filter((d) => !rowids.has(d.listingId)).map((d) => d.listingId);
        if (known.length > 0) {
          const old = await rowidsOf(db, known);
          await sql`delete from listing_fts where rowid in (${sql.join([...old.values()])})`.execute(db);
          for (const [id, rowid] of old) rowids.set(id, rowid);
        }
        const words = part.map((d) => [...new Set(tokenize(`${d.name} ${d.body}`))]);
        const rows = part.map((d, i) => sql`(${rowids.get(d.listingId)}, ${(words[i] ?? []).join(' ')}, ${tagsOf(d).join(' ')})`);
        await sql`insert into listing_fts (rowid, body, tags) values ${sql.join(rows)}`.execute(db);
        // Beside the narrow map, so that a search wanting ids only reads few pages.
        const fieldRows = part.map(
          ({ listingId, fields: f }) =>
            sql`(${rowids.get(listingId)}, ${listingId}, ${f.name}, ${f.categories}, ${f.locality}, ${f.region}, ${f.country}, ${f.hours}, ${f.lat}, ${f.lon})`,
        );
        await sql`insert into listing_fts_fields (rowid, listing_id, ${FIELD_COLUMNS}) values ${sql.join(fieldRows)}
          on conflict (rowid) do update set listing_id = excluded.listing_id, name = excluded.name,
            categories = excluded.categories, locality = excluded.locality, region = excluded.region,
            country = excluded.country, hours = excluded.hours, lat = excluded.lat, lon = excluded.lon`.execute(db);
        documentWords.push(...words);
      }
      await countTerms(db, documentWords);
    },

    async remove(db: Executor, listingIds: string[]) {
      for (const part of chunk(listingIds, ROWS_PER_STATEMENT)) {
        const rowids = [...(await rowidsOf(db, part)).values()];
        if (rowids.length === 0) continue;
        await sql`delete from listing_fts where rowid in (${sql.join(rowids)})`.execute(db);
        await sql`delete from listing_fts_fields where rowid in (${sql.join(rowids)})`.execute(db);
        await sql`delete from listing_fts_map where rowid in (${sql.join(rowids)})`.execute(db);
      }
    },

    async lastIndexedId(db: Executor) {
      const { rows } = await sql<{ id: string | null }>`select max(listing_id) as id from listing_fts_map`.execute(db);
      return rows[0]?.id ?? null;
    },

    async candidates(db: Executor, query: MatchQuery, limit: number, fields?: FieldsWanted) {
      const matches = sql`(select rowid from listing_fts where listing_fts match ${toFtsQuery(query)} limit ${limit}) f`;
      // The fields are one narrow table: what ranking reads and what the checks read come together.
      const { rows } = fields
        ? await sql<IndexedListing>`select c.listing_id as id, ${FIELD_COLUMNS}
            from ${matches} join listing_fts_fields c on c.rowid = f.rowid`.execute(db)
        : await sql<IndexedListing>`select map.listing_id as id
            from ${matches} join listing_fts_map map on map.rowid = f.rowid`.execute(db);
      return rows;
    },

    completions: termCompletions,

    // SQLite would rather filter through a column's own index and sort every match; comparing an
    // expression leaves it nothing to use but the order index, which holds the column anyway.
    pagingColumn: (column) => sql`(${sql.ref(column)} || '')`,
  };
}
