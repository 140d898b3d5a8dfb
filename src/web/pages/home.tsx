/** The home page: search, the globe, headline figures, live activity, categories, new listings. */
import type { buildBootstrap } from '../../directory/bootstrap.service.js';
import { Globe, type GlobePoint } from '../globe.js';
import { Layout, type Viewer } from '../layout.js';
import { ActivityList, ListingList, Stats } from './parts.js';

type Bootstrap = Awaited<ReturnType<typeof buildBootstrap>>;

/** schema.org `WebSite` with a `SearchAction`: how a search engine or an agent searches the directory. */
export function webSiteJsonLd(home: string, description: string): Record<string, unknown> {
  const base = home.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Signboard',
    url: home,
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function HomePage({ data, points, viewer }: { data: Bootstrap; points: GlobePoint[]; viewer: Viewer | null }) {
  const s = data.stats;
  return (
    <Layout
      title="Local businesses for people and AI agents"
      description={data.site.tagline}
      canonical={data.urls.home}
      jsonLd={webSiteJsonLd(data.urls.home, data.site.tagline)}
      viewer={viewer}
    >
      <h1>Find a local business</h1>
      <p class="lead">{data.site.tagline}</p>
      <form class="searchbar" aria-label="Search the directory" method="get" action="/search">
        <label for="q" class="skip">
          Search the directory
        </label>
        <input id="q" name="q" type="search" maxLength={200} placeholder="Bakery in Utrecht, plumber, dentist…" />
        <button type="submit">Search</button>
      </form>
      <div class="two">
        <section aria-labelledby="globe-h">
          <h2 id="globe-h">Where the listings are</h2>
          <Globe points={points} label={`Globe with ${points.length} countries that have published listings`} />
          <p class="muted">
            {`${s.listings.toLocaleString('en')} published ${s.listings === 1 ? 'listing' : 'listings'} in ${s.countries} ${
              s.countries === 1 ? 'country' : 'countries'
            }, on both faces of the earth.`}{' '}
            <a href="/countries">All countries</a>
          </p>
        </section>
        <section aria-labelledby="live-h">
          <h2 id="live-h">Live activity</h2>
          <p class="muted">{`Last hour: ${data.pulse.lastHour} · last 24 h: ${data.pulse.last24Hours} · last 7 days: ${data.pulse.last7Days}`}</p>
          <ActivityList records={data.activity} />
        </section>
      </div>
      <section aria-labelledby="stats-h">
        <h2 id="stats-h">In figures</h2>
        <Stats
          items={[
            ['Listings', s.listings],
            ['Verified', s.verifiedListings],
            ['Countries', s.countries],
            ['Approved facts', s.approvedFacts],
            ['Questions answered', s.questionsAnswered],
            ['Agent visits (30 days)', s.agentHitsLast30Days],
          ]}
        />
        <p>
          <a href="/analytics">See the analytics</a>
        </p>
      </section>
      <section aria-labelledby="cat-h">
        <h2 id="cat-h">Popular categories</h2>
        <ul class="grid plain">
          {data.topCategories.map((c) => (
            <li>
              <a href={`/category/${c.slug}`}>{c.name}</a> <span class="muted">({c.count})</span>
            </li>
          ))}
        </ul>
      </section>
      <div class="two">
        <section aria-labelledby="new-h">
          <h2 id="new-h">New listings</h2>
          <ListingList listings={data.recent} empty="No listings yet." />
        </section>
        <section aria-labelledby="ai-h">
          <h2 id="ai-h">For AI agents</h2>
          <p>
            Every published business has an A2A agent that answers only from approved public facts and hands sensitive questions
            to a person. Agents and AI assistants can search the whole directory through its MCP server.
          </p>
          <p>Add it to an MCP host (Claude, VS Code, Cursor…) with:</p>
          <pre>
            <code>{JSON.stringify({ mcpServers: { signboard: { type: 'http', url: data.urls.mcp } } }, null, 2)}</code>
          </pre>
          <ul>
            <li>
              MCP server (Streamable HTTP): <code>{data.urls.mcp}</code>, described by its{' '}
              <a href={data.urls.mcpServerCard}>server card</a>
            </li>
            <li>
              <a href={data.urls.directoryAgent}>Directory agent card</a> (A2A: find businesses, ask one of them)
            </li>
            <li>
              <a href="/api/a2a">Agent discovery document</a>
            </li>
            <li>
              <a href="/llms.txt">llms.txt</a>
            </li>
            <li>
              <a href="/questions">Sample questions</a>
            </li>
          </ul>
        </section>
      </div>
    </Layout>
  );
}
