/**
 * Charts drawn on the server as SVG (no client library): a daily line chart and a horizontal bar
 * chart. Each has a text label for screen readers and the numbers in a table beside it.
 */

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 36, right: 8, top: 10, bottom: 24 };

export interface Series {
  label: string;
  values: number[];
}

/** Rounded-up axis maximum: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Daily values as lines over their dates (at most two series). */
export function LineChart({ dates, series, label }: { dates: string[]; series: Series[]; label: string }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (dates.length <= 1 ? innerW / 2 : (i * innerW) / (dates.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const points = (values: number[]) => values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const ticks = [0, max / 2, max];
  return (
    <figure>
      <svg class="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {ticks.map((t) => (
          <g>
            <line class="axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 4} y={y(t) + 4} text-anchor="end">
              {formatTick(t)}
            </text>
          </g>
        ))}
        {dates.length > 0 && (
          <>
            <text x={PAD.left} y={HEIGHT - 6}>
              {dates[0]}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 6} text-anchor="end">
              {dates[dates.length - 1]}
            </text>
          </>
        )}
        {series.map((s, i) => (
          <polyline class={i === 0 ? 'line' : 'line second'} points={points(s.values)} />
        ))}
      </svg>
      <figcaption class="legend">
        {series.map((s, i) => (
          <span>
            <span class={i === 0 ? 'swatch' : 'swatch second'} aria-hidden="true" />
            {`${s.label}: ${s.values.reduce((a, b) => a + b, 0)} in all`}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Labelled values as horizontal bars, largest first as given. */
export function BarChart({ items, label }: { items: { label: string; value: number }[]; label: string }) {
  const rowH = 22;
  const labelW = 170;
  const height = Math.max(1, items.length) * rowH + 4;
  const max = Math.max(1, ...items.map((i) => i.value));
  const barW = (v: number) => ((WIDTH - labelW - 60) * v) / max;
  return (
    <svg class="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      {items.map((item, i) => (
        <g>
          <text x={labelW - 6} y={i * rowH + 15} text-anchor="end">
            {item.label.length > 26 ? `${item.label.slice(0, 25)}…` : item.label}
          </text>
          <rect class="bar" x={labelW} y={i * rowH + 4} width={Math.max(1, barW(item.value))} height={rowH - 8} rx="2" />
          <text x={labelW + barW(item.value) + 6} y={i * rowH + 15}>
            {String(item.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function formatTick(value: number): string {
  return value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value * 10) / 10);
}
