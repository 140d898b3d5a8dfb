/**
 * The home page globe: an orthographic projection (d3-geo) of the world-atlas land outline with
 * one circle per country point, drawn on the server as SVG. Pure given its points.
 */

import { createRequire } from 'node:module';
import { geoDistance, geoGraticule10, geoOrthographic, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const landTopology = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
const land = feature(landTopology, landTopology.objects.land);
const graticule = geoGraticule10();

export interface GlobePoint {
  name: string;
  lat: number;
  lon: number;
  count: number;
}

const SIZE = 400;

/** The longitude/latitude the globe faces: the listing-weighted centre of the points (Europe when empty). */
export function globeCentre(points: GlobePoint[]): [number, number] {
  const total = points.reduce((sum, p) => sum + p.count, 0);
  if (total === 0) return [10, 45];
  // Average on the unit sphere so points either side of the antimeridian do not cancel out.
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    const lat = (p.lat * Math.PI) / 180;
    const lon = (p.lon * Math.PI) / 180;
    x += p.count * Math.cos(lat) * Math.cos(lon);
    y += p.count * Math.cos(lat) * Math.sin(lon);
    z += p.count * Math.sin(lat);
  }
  const lon = (Math.atan2(y, x) * 180) / Math.PI;
  const lat = (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI;
  return [Math.round(lon * 10) / 10, Math.max(-60, Math.min(60, Math.round(lat * 10) / 10))];
}

/** The projected sphere, graticule and land for one centre; the last one is kept, as the centre rarely moves. */
let lastBackdrop: { key: string; sphere: string; graticule: string; land: string } | null = null;

function projectionFor([lon, lat]: [number, number]) {
  return geoOrthographic()
    .scale(SIZE / 2 - 4)
    .translate([SIZE / 2, SIZE / 2])
    .rotate([-lon, -lat])
    .clipAngle(90)
    .precision(0.5);
}

function backdrop(centre: [number, number]) {
  const key = centre.join(',');
  if (lastBackdrop?.key !== key) {
    const path = geoPath(projectionFor(centre)).digits(1);
    lastBackdrop = { key, sphere: path({ type: 'Sphere' }) ?? '', graticule: path(graticule) ?? '', land: path(land) ?? '' };
  }
  return lastBackdrop;
}

/** The globe picture; points on the far side are left out. */
export function Globe({ points, label }: { points: GlobePoint[]; label: string }) {
  const centre = globeCentre(points);
  const projection = projectionFor(centre);
  const { sphere, graticule: lines, land: shapes } = backdrop(centre);
  const largest = Math.max(1, ...points.map((p) => p.count));
  const visible = points.flatMap((p) => {
    const xy = geoDistance(centre, [p.lon, p.lat]) < Math.PI / 2 ? projection([p.lon, p.lat]) : null;
    return xy ? [{ ...p, x: round(xy[0]), y: round(xy[1]), r: round(3 + 9 * Math.sqrt(p.count / largest)) }] : [];
  });
  return (
    <svg class="globe" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <path class="sphere" d={sphere} />
      <path class="graticule" d={lines} />
      <path class="land" d={shapes} />
      {visible.map((p) => (
        <circle class="point" cx={p.x} cy={p.y} r={p.r}>
          <title>{`${p.name}: ${p.count} listing${p.count === 1 ? '' : 's'}`}</title>
        </circle>
      ))}
    </svg>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
