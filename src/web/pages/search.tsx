/** Search results with every `/api/directory` filter as a form control, paged by cursor. */
import type { DirectoryResult } from '../../directory/search.service.js';
import { CATEGORIES, COUNTRIES } from '../../reference/reference-data.js';
import { tokenize } from '../../storage/search/search-text.js';
import { Layout, Notice, type Viewer } from '../layout.js';
import { ListingList } from './parts.js';

/** The form's raw values, echoed back into the controls. */
export interface SearchForm {
  q: string;
  category: string[];
  country: string;
  city: string;
  verified: string;
  sort: string;
  limit: string;
  /** Passed through from links (suggestions, chips): not form controls. */
  language: string;
  openAt: string;
  openNow: string;
  interpret: string;
}

const PASSED = ['country', 'city', 'verified', 'sort', 'limit', 'language', 'openAt', 'openNow', 'interpret'] as const;

const SORTS: [string, string][] = [
  ['', 'Default: relevance with words, else name'],
  ['relevance', 'Relevance'],
  ['name', 'Name'],
  ['newest', 'Newest'],
  ['updated', 'Recently updated'],
];

/** The query's text without the words one understood part was read from (what its chip's × does). */
export function withoutWords(q: string, words: string): string {
  const drop = new Set(words.split(' '));
  return q
    .split(/\s+/)
    .filter((part) => {
      const folded = tokenize(part);
      return folded.length === 0 || !folded.every((w) => drop.has(w));
    })
    .join(' ')
    .trim();
}

/** What the query was read to mean, as chips a person can remove, and what was set aside. */
function Understanding(props: { form: SearchForm; result: DirectoryResult }) {
  const reading = props.result.interpretation;
  if (!reading) return null;
  const { form } = props;
  return (
    <div class="understood">
      {reading.understood.length > 0 && (
        <p>
          Showing{' '}
          {reading.understood.map((u) => (
            <a class="chip" href={searchHref({ ...form, q: withoutWords(form.q, u.words) })} title={`Remove "${u.label}"`}>
              {u.label} <span aria-hidden="true">×</span>
              <span class="skip"> (remove)</span>
            </a>
          ))}
          {reading.text && <span class="chip plain">{`"${reading.text}"`}</span>}{' '}
          <a href={searchHref({ ...form, interpret: 'false' })}>Search the exact words instead</a>
        </p>
      )}
      {reading.literal && <p>Nothing matched what the search read, so it looked for the words as typed.</p>}
      {reading.ignored.length > 0 && <p>{`No listing matched every word, so "${reading.ignored.join(' ')}" was left out.`}</p>}
    </div>
  );
}

/** Wider searches offered when nothing matched. */
function Suggestions(props: { result: DirectoryResult }) {
  if (props.result.suggestions.length === 0) return null;
  return (
    <ul class="suggestions">
      {props.result.suggestions.map((s) => (
        <li>
          <a href={`/search?${new URLSearchParams(s.params)}`}>{`Try ${s.label}`}</a>
          {` (${s.total.toLocaleString('en')}${s.totalExact ? '' : '+'}${s.total === 1 && s.totalExact ? ' listing' : ' listings'})`}
        </li>
      ))}
    </ul>
  );
}

/** The query string of a search page, for links to the next page. */
export function searchHref(form: SearchForm, cursor?: string): string {
  const params = new URLSearchParams();
  if (form.q) params.set('q', form.q);
  for (const c of form.category) params.append('category', c);
  for (const key of PASSED) if (form[key]) params.set(key, form[key]);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

export function SearchPage(props: {
  form: SearchForm;
  result: DirectoryResult | null;
  error: string | null;
  /** Whether this is a later page (a cursor was given). */
  paged: boolean;
  viewer: Viewer | null;
}) {
  const { form, result } = props;
  const title = form.q ? `Search: ${form.q}` : 'Search the directory';
  return (
    <Layout title={title} viewer={props.viewer} noindex={Boolean(form.q)}>
      <h1>{title}</h1>
      <form method="get" action="/search" aria-label="Directory search">
        <div class="searchbar">
          <label for="q" class="skip">
            Words to search for
          </label>
          <input
            id="q"
            name="q"
            type="search"
            value={form.q}
            maxLength={200}
            placeholder="dentist in Lisbon who speaks English"
          />
          {form.interpret && <input type="hidden" name="interpret" value={form.interpret} />}
          <button type="submit">Search</button>
        </div>
        <details open={form.category.length > 0 || Boolean(form.country || form.city || form.verified || form.sort)}>
          <summary>Filters</summary>
          <div class="filters">
            <p class="field">
              <label for="f-category">Categories (up to 5)</label>
              <select id="f-category" name="category" multiple size={5}>
                {CATEGORIES.map((c) => (
                  <option value={c.slug} selected={form.category.includes(c.slug)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </p>
            <p class="field">
              <label for="f-country">Country</label>
              <select id="f-country" name="country">
                <option value="">Any country</option>
                {COUNTRIES.map((c) => (
                  <option value={c.code} selected={form.country.toUpperCase() === c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </p>
            <p class="field">
              <label for="f-city">City</label>
              <input id="f-city" name="city" type="text" value={form.city} maxLength={100} />
            </p>
            <p class="field">
              <label for="f-verified">Verification</label>
              <select id="f-verified" name="verified">
                <option value="">Any</option>
                <option value="true" selected={form.verified === 'true'}>
                  Verified only
                </option>
                <option value="false" selected={form.verified === 'false'}>
                  Not verified
                </option>
              </select>
            </p>
            <p class="field">
              <label for="f-sort">Order</label>
              <select id="f-sort" name="sort">
                {SORTS.map(([value, label]) => (
                  <option value={value} selected={form.sort === value}>
                    {label}
                  </option>
                ))}
              </select>
            </p>
            <p class="field">
              <label for="f-limit">Per page</label>
              <select id="f-limit" name="limit">
                {['10', '20', '50'].map((n) => (
                  <option value={n} selected={(form.limit || '20') === n}>
                    {n}
                  </option>
                ))}
              </select>
            </p>
          </div>
        </details>
      </form>
      {props.error && <Notice kind="error">{props.error}</Notice>}
      {result && (
        <section aria-labelledby="results-h">
          <h2 id="results-h">{`${result.total.toLocaleString('en')}${result.totalExact ? '' : '+'} result${result.total === 1 ? '' : 's'}`}</h2>
          <Understanding form={form} result={result} />
          <ListingList listings={result.results} empty="Nothing matches. Try fewer words or filters." />
          <Suggestions result={result} />
          <nav class="pager" aria-label="Pages">
            {props.paged && (
              <a href={searchHref(form)} class="button secondary">
                First page
              </a>
            )}
            {result.nextCursor && (
              <a href={searchHref(form, result.nextCursor)} rel="next" class="button">
                Next page
              </a>
            )}
          </nav>
        </section>
      )}
    </Layout>
  );
}
