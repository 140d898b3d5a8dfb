/**
 * The home page globe: two faces of an orthographic projection (d3-geo) of the world-atlas land
 * outline, with one circle per country point sized by its listings, drawn on the server as SVG.
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

/** The projected sphere, graticule and land per centre; the last two are kept (the two faces), as the centre rarely moves. */
const backdrops = new Map<string, { sphere: string; graticule: string; land: string }>();

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
  let found = backdrops.get(key);
  if (!found) {
    const path = geoPath(projectionFor(centre)).digits(1);
    found = { sphere: path({ type: 'Sphere' }) ?? '', graticule: path(graticule) ?? '', land: path(land) ?? '' };
    if (backdrops.size >= 2) backdrops.delete(backdrops.keys().next().value as string);
    backdrops.set(key, found);
  }
  return found;
}

/** The point on the other side of the earth. */
export function antipode([lon, lat]: [number, number]): [number, number] {
  return [lon > 0 ? lon - 180 : lon + 180, -lat];
}

/** Space between the two faces. */
const GAP = 24;

/**
 * The globe picture: two faces, the one centred on the listings and the other side of the earth,
 * so every country with listings shows on one of them; dots are sized by their listing count.
 */
export function Globe({ points, label }: { points: GlobePoint[]; label: string }) {
  const front = globeCentre(points);
  const largest = Math.max(1, ...points.map((p) => p.count));
  const faces = [front, antipode(front)].map((centre) => {
    const projection = projectionFor(centre);
    const dots = points.flatMap((p) => {
      const xy = geoDistance(centre, [p.lon, p.lat]) <= Math.PI / 2 ? projection([p.lon, p.lat]) : null;
      return xy ? [{ ...p, x: round(xy[0]), y: round(xy[1]), r: round(3 + 9 * Math.sqrt(p.count / largest)) }] : [];
    });
    return { centre, dots, ...backdrop(centre) };
  });
  // A point on the rim is on both faces: draw it once, on the front.
  const onFront = new Set(faces[0]?.dots.map((d) => d.name));
  return (
    <svg class="globe" viewBox={`0 0 ${SIZE * 2 + GAP} ${SIZE}`} role="img" aria-label={label}>
      {faces.map((face, i) => (
        <g transform={i === 0 ? undefined : `translate(${SIZE + GAP} 0)`}>
          <path class="sphere" d={face.sphere} />
          <path class="graticule" d={face.graticule} />
          <path class="land" d={face.land} />
          {face.dots
            .filter((p) => i === 0 || !onFront.has(p.name))
            .map((p) => (
              <circle class="point" cx={p.x} cy={p.y} r={p.r}>
                <title>{`${p.name}: ${p.count} listing${p.count === 1 ? '' : 's'}`}</title>
              </circle>
            ))}
        </g>
      ))}
    </svg>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
