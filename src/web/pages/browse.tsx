/** Category and country pages, and the lists of both. */
import type { listCategories, listLocations } from '../../directory/figures.service.js';
import type { DirectoryResult } from '../../directory/search.service.js';
import { countryAfterIn } from '../../reference/reference-data.js';
import { Layout, type Viewer } from '../layout.js';
import { ListingList } from './parts.js';

type Categories = Awaited<ReturnType<typeof listCategories>>;
type Locations = Awaited<ReturnType<typeof listLocations>>;

function Pager({ base, result, paged }: { base: string; result: DirectoryResult; paged: boolean }) {
  return (
    <nav class="pager" aria-label="Pages">
      {paged && (
        <a class="button secondary" href={base}>
          First page
        </a>
      )}
      {result.nextCursor && (
        <a class="button" rel="next" href={`${base}?cursor=${encodeURIComponent(result.nextCursor)}`}>
          Next page
        </a>
      )}
    </nav>
  );
}

export function CategoriesPage({ categories, viewer }: { categories: Categories; viewer: Viewer | null }) {
  // Only categories that hold listings lead to a page; the others are named, with a way to add one.
  const listed = categories.filter((c) => c.count > 0);
  const empty = categories.filter((c) => c.count === 0);
  return (
    <Layout title="Categories" viewer={viewer}>
      <h1>Categories</h1>
      <ul class="grid plain">
        {listed.map((c) => (
          <li>
            <a href={`/category/${c.slug}`}>{c.name}</a> <span class="muted">({c.count})</span>
            <br />
            <small class="muted">{c.description}</small>
          </li>
        ))}
      </ul>
      {empty.length > 0 && (
        <p class="muted">
          {`No listings yet: ${empty.map((c) => c.name).join(', ')}. `}
          <a href="/submit">Add a business</a>
        </p>
      )}
    </Layout>
  );
}

export function CategoryPage(props: {
  category: { slug: string; name: string; description: string };
  result: DirectoryResult;
  paged: boolean;
  viewer: Viewer | null;
}) {
  const { category, result } = props;
  return (
    <Layout title={category.name} description={category.description} viewer={props.viewer}>
      <h1>{category.name}</h1>
      <p class="lead">{category.description}</p>
      <p class="muted">{`${result.total.toLocaleString('en')} published listing${result.total === 1 ? '' : 's'}`}</p>
      <ListingList listings={result.results} empty="No published listings in this category yet." />
      {result.total === 0 && (
        <p>
          <a href="/submit">Add a business in this category</a>
        </p>
      )}
      <Pager base={`/category/${category.slug}`} result={result} paged={props.paged} />
    </Layout>
  );
}

export function CountriesPage({ locations, viewer }: { locations: Locations; viewer: Viewer | null }) {
  return (
    <Layout title="Countries" viewer={viewer}>
      <h1>Countries</h1>
      <ul class="grid plain">
        {locations.countries.map((c) => (
          <li>
            <a href={`/country/${c.code.toLowerCase()}`}>{c.name}</a> <span class="muted">({c.count})</span>
          </li>
        ))}
      </ul>
      {locations.unlocated > 0 && <p class="muted">{`${locations.unlocated} listings have no location.`}</p>}
    </Layout>
  );
}

export function CountryPage(props: {
  country: { code: string; name: string };
  cities: { name: string; count: number }[];
  result: DirectoryResult;
  paged: boolean;
  viewer: Viewer | null;
}) {
  const { country, result } = props;
  const base = `/country/${country.code.toLowerCase()}`;
  return (
    <Layout title={`Businesses in ${countryAfterIn(country.name)}`} viewer={props.viewer}>
      <h1>{`Businesses in ${countryAfterIn(country.name)}`}</h1>
      {props.cities.length > 0 && (
        <section aria-labelledby="cities-h">
          <h2 id="cities-h">Cities</h2>
          <ul class="grid plain">
            {props.cities.map((c) => (
              <li>
                <a href={`/search?country=${country.code}&city=${encodeURIComponent(c.name)}`}>{c.name}</a>{' '}
                <span class="muted">({c.count})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2>{`${result.total.toLocaleString('en')} published listing${result.total === 1 ? '' : 's'}`}</h2>
      <ListingList listings={result.results} empty="No published listings in this country yet." />
      <Pager base={base} result={result} paged={props.paged} />
    </Layout>
  );
}
