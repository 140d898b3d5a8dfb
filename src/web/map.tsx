/**
 * A small map of where a business is: the world-atlas land outline around its point (d3-geo,
 * Mercator), drawn on the server as SVG, with no tile service. Pure given the point; the drawings
 * of recent points are kept, as the same businesses are looked at again.
 */
import { createRequire } from 'node:module';
import { geoBounds, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { Lru } from '../lru.js';

const WIDTH = 320;
const HEIGHT = 200;
/** Degrees of longitude either side of the point. */
const SPAN = 4;

type Ring = number[][];

interface LandPolygon {
  coordinates: Ring[];
  west: number;
  south: number;
  east: number;
  north: number;
}

let polygons: LandPolygon[] | undefined;

/** The land's polygons with their bounds, read on the first map drawn (the 1:50m outline, about 1 MB). */
function landPolygons(): LandPolygon[] {
  if (polygons) return polygons;
  const topology = createRequire(import.meta.url)('world-atlas/land-50m.json') as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as unknown as GeoJSON.FeatureCollection;
  polygons = land.features.flatMap((f) => {
    const geometry = f.geometry;
    const all: Ring[][] =
      geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [];
    return all.map((coordinates) => {
      const [[west, south], [east, north]] = geoBounds({ type: 'Polygon', coordinates });
      return { coordinates, west, south, east, north };
    });
  });
  return polygons;
}

/** A ring cut to a longitude/latitude box (Sutherland–Hodgman; planar, which a box of a few degrees allows). */
function clipRing(ring: Ring, west: number, south: number, east: number, north: number): Ring {
  const edges: [(p: number[]) => boolean, (a: number[], b: number[]) => number[]][] = [
    [(p) => (p[0] ?? 0) >= west, (a, b) => crossAt(a, b, 0, west)],
    [(p) => (p[0] ?? 0) <= east, (a, b) => crossAt(a, b, 0, east)],
    [(p) => (p[1] ?? 0) >= south, (a, b) => crossAt(a, b, 1, south)],
    [(p) => (p[1] ?? 0) <= north, (a, b) => crossAt(a, b, 1, north)],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    const next: Ring = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as number[];
      const previous = points[(i + points.length - 1) % points.length] as number[];
      if (inside(current)) {
        if (!inside(previous)) next.push(cross(previous, current));
        next.push(current);
      } else if (inside(previous)) next.push(cross(previous, current));
    }
    points = next;
    if (points.length === 0) break;
  }
  return points;
}

/** Where the segment a–b crosses the line where coordinate `axis` equals `value`. */
function crossAt(a: number[], b: number[], axis: 0 | 1, value: number): number[] {
  const [a0 = 0, a1 = 0] = a;
  const [b0 = 0, b1 = 0] = b;
  const t = axis === 0 ? (value - a0) / (b0 - a0) : (value - a1) / (b1 - a1);
  return axis === 0 ? [value, a1 + t * (b1 - a1)] : [a0 + t * (b0 - a0), value];
}

/** The land inside a box around a point, cut to it, as one MultiPolygon. */
function landNear(lat: number, lon: number): GeoJSON.MultiPolygon {
  const west = lon - SPAN * 1.2;
  const east = lon + SPAN * 1.2;
  const south = lat - SPAN;
  const north = lat + SPAN;
  const coordinates: Ring[][] = [];
  for (const p of landPolygons()) {
    if (p.south > north || p.north < south || (p.west <= p.east && (p.west > east || p.east < west))) continue;
    const rings = p.coordinates.map((ring) => clipRing(ring, west, south, east, north)).filter((ring) => ring.length >= 3);
    const [outer, ...holes] = rings;
    if (outer) coordinates.push([outer, ...holes].map((ring) => [...ring, ring[0] as number[]]));
  }
  return { type: 'MultiPolygon', coordinates };
}

const drawings = new Lru<string, { land: string; x: number; y: number }>(500);

function drawingOf(lat: number, lon: number) {
  const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
  let found = drawings.get(key);
  if (!found) {
    const projection = geoMercator()
      .center([lon, lat])
      .scale(WIDTH / ((2 * SPAN * Math.PI) / 180))
      .translate([WIDTH / 2, HEIGHT / 2])
      // No adaptive resampling: at this scale straight segments between the outline's points are right.
      .precision(0)
      .clipExtent([
        [0, 0],
        [WIDTH, HEIGHT],
      ]);
    const [x = WIDTH / 2, y = HEIGHT / 2] = projection([lon, lat]) ?? [];
    found = { land: geoPath(projection).digits(1)(landNear(lat, lon)) ?? '', x, y };
    drawings.set(key, found);
  }
  return found;
}

/** The map of a point, with a marker; `label` says what it shows, for screen readers. */
export function LocationMap({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  const { land: shapes, x, y } = drawingOf(lat, lon);
  return (
    <svg class="location-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <rect class="sea" width={WIDTH} height={HEIGHT} />
      <path class="land" d={shapes} />
      <circle class="marker-halo" cx={x.toFixed(1)} cy={y.toFixed(1)} r="10" />
      <circle class="marker" cx={x.toFixed(1)} cy={y.toFixed(1)} r="5" />
    </svg>
  );
}
