/**
 * Charts drawn on the server (no client library): a daily line chart in SVG, and horizontal bars
 * whose labels and values are HTML text, so they read at every width. Each has a text label for
 * screen readers and the numbers in a table beside it.
 */

/**
 * A small drawing: shown at most about 1.5 times its size (the stylesheet caps its width), its
 * 13-unit labels stay at least 11 px in a card on a phone (about 240 px wide) and under 20 px on a
 * wide screen.
 */
const WIDTH = 260;
const HEIGHT = 140;
const PAD = { left: 34, right: 8, top: 10, bottom: 26 };

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

/** Labelled values as horizontal bars, largest first as given: the text is HTML, each bar a stretched SVG. */
export function BarChart({ items, label }: { items: { label: string; value: number }[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <div class="bars" role="img" aria-label={label}>
      {items.map((item) => (
        <div class="bar-row">
          <span class="bar-label">{item.label}</span>
          <svg class="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
            <rect class="bar" width={Math.max(0.5, (100 * item.value) / max).toFixed(1)} height="10" rx="1" />
          </svg>
          <span class="bar-value">{String(item.value)}</span>
        </div>
      ))}
    </div>
  );
}

function formatTick(value: number): string {
  return value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value * 10) / 10);
}
