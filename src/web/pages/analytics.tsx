/** Public analytics: daily series and breakdowns of `/api/analytics`, drawn as SVG charts. */
import type { computeAnalytics } from '../../directory/figures.service.js';
import { BarChart, LineChart } from '../charts.js';
import { Layout, type Viewer } from '../layout.js';
import { Stats } from './parts.js';

type Analytics = Awaited<ReturnType<typeof computeAnalytics>>;

export const ANALYTICS_DAYS = [7, 30, 90];

type DailyKey = keyof Analytics['series'][number];

/** The daily line charts: an id for the heading, its title, the chart's label, and each line's label and series. */
const DAILY_CHARTS: { id: string; title: string; label: string; series: [string, DailyKey][] }[] = [
  { id: 'a-pub', title: 'Listings published per day', label: 'Listings published per day', series: [['Published', 'published']] },
  {
    id: 'a-ask',
    title: 'Questions answered and handed to people',
    label: 'Questions answered and handoffs per day',
    series: [
      ['Answered', 'questionsAnswered'],
      ['Handoffs', 'handoffs'],
    ],
  },
  {
    id: 'a-hits',
    title: 'Visits by AI agents and by browsers',
    label: 'Agent and browser visits per day',
    series: [
      ['AI agents and bots', 'agentHits'],
      ['Browsers', 'browserHits'],
    ],
  },
];

export function AnalyticsPage({ data, viewer }: { data: Analytics; viewer: Viewer | null }) {
  const dates = data.series.map((d) => d.date);
  const pick = (key: DailyKey) => data.series.map((d) => d[key] as number);
  return (
    <Layout title="Analytics" description="Public aggregate figures of the directory and its AI gateway." viewer={viewer}>
      <h1>Analytics</h1>
      <form method="get" action="/analytics" class="inline">
        <p class="field">
          <label for="days">Period</label>
          <select id="days" name="days">
            {ANALYTICS_DAYS.map((d) => (
              <option value={String(d)} selected={data.days === d}>{`Last ${d} days`}</option>
            ))}
          </select>
        </p>
        <p class="field">
          <button type="submit">Show</button>
        </p>
      </form>
      <p class="muted">{`${data.from} to ${data.to} (UTC). Aggregates only: no visitor is tracked.`}</p>
      <Stats
        items={[
          ['Listings published', data.totals.published],
          ['Questions answered', data.totals.questionsAnswered],
          ['Handoffs to people', data.totals.handoffs],
          ['Website audits', data.totals.audits],
          ['Verifications', data.totals.verifications],
          ['Agent visits', data.totals.agentHits],
        ]}
      />
      <div class="chart-grid">
        {DAILY_CHARTS.map((chart) => (
          <section aria-labelledby={chart.id}>
            <h2 id={chart.id}>{chart.title}</h2>
            <LineChart
              dates={dates}
              series={chart.series.map(([label, key]) => ({ label, values: pick(key) }))}
              label={chart.label}
            />
          </section>
        ))}
      </div>
      <div class="two">
        <section aria-labelledby="a-fam">
          <h2 id="a-fam">Visitors by agent family</h2>
          {data.agentFamilies.length === 0 ? (
            <p class="muted">No visits counted in this period.</p>
          ) : (
            <BarChart
              items={data.agentFamilies.slice(0, 12).map((f) => ({ label: f.family, value: f.hits }))}
              label="Visits by agent family"
            />
          )}
        </section>
        <section aria-labelledby="a-kind">
          <h2 id="a-kind">Visits by kind of page</h2>
          {data.routeKinds.length === 0 ? (
            <p class="muted">No visits counted in this period.</p>
          ) : (
            <BarChart items={data.routeKinds.map((k) => ({ label: k.kind, value: k.hits }))} label="Visits by kind of page" />
          )}
        </section>
      </div>
      <details>
        <summary>The numbers per day</summary>
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Published</th>
                <th scope="col">Answered</th>
                <th scope="col">Handoffs</th>
                <th scope="col">Audits</th>
                <th scope="col">Agent visits</th>
                <th scope="col">Browser visits</th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((d) => (
                <tr>
                  <th scope="row">{d.date}</th>
                  <td>{d.published}</td>
                  <td>{d.questionsAnswered}</td>
                  <td>{d.handoffs}</td>
                  <td>{d.audits}</td>
                  <td>{d.agentHits}</td>
                  <td>{d.browserHits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p>
        Machine-readable: <a href={`/api/analytics?days=${data.days}`}>/api/analytics</a>
      </p>
    </Layout>
  );
}
