/**
 * Map cells for bounded "near" searches on both databases: a listing's point is tagged with the
 * cell holding it at three sizes (10°, 1° and 0.1° of latitude and longitude), and a search
 * within a radius asks for the few cells of one size that cover its bounding box. The exact
 * distance is checked afterwards; the cells only keep the candidate set small.
 */

/** Cell sizes in degrees, largest first, each with its one-letter level name. */
const LEVELS = [
  { name: 'a', size: 10 },
  { name: 'b', size: 1 },
  { name: 'c', size: 0.1 },
] as const;

/** Most cells a search asks the index for; a larger box falls back to a coarser level. */
export const MAX_COVERING_CELLS = 16;

const KM_PER_DEGREE = 111.32;

const rowOf = (size: number, lat: number) => Math.floor((Math.min(Math.max(lat, -90), 89.999999) + 90) / size);
/** Column counted east from the antimeridian; any longitude wraps into [0, columns). */
const columnOf = (size: number, lon: number) => {
  const columns = Math.round(360 / size);
  return ((Math.floor((lon + 180) / size) % columns) + columns) % columns;
};
const cellName = (level: (typeof LEVELS)[number], row: number, column: number) => `${level.name}${row}x${column}`;

/** The three cells (one per size) holding a point. */
export function cellsOfPoint(lat: number, lon: number): string[] {
  return LEVELS.map((level) => cellName(level, rowOf(level.size, lat), columnOf(level.size, lon)));
}

/**
 * The cells of the smallest size that cover the circle's bounding box in at most
 * {@link MAX_COVERING_CELLS} cells, or null when even the largest cells need more (the search then
 * checks distance over its other candidates only).
 */
export function cellsCovering(lat: number, lon: number, radiusKm: number): string[] | null {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLon = cos < 0.01 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cos));
  for (const level of [...LEVELS].reverse()) {
    const firstRow = rowOf(level.size, lat - dLat);
    const lastRow = rowOf(level.size, lat + dLat);
    const allColumns = Math.round(360 / level.size);
    const span = Math.floor((lon + dLon + 180) / level.size) - Math.floor((lon - dLon + 180) / level.size) + 1;
    const columns = Math.min(allColumns, span);
    if ((lastRow - firstRow + 1) * columns > MAX_COVERING_CELLS) continue;
    const firstColumn = columnOf(level.size, lon - dLon);
    const cells: string[] = [];
    for (let row = firstRow; row <= lastRow; row++) {
      for (let c = 0; c < columns; c++) cells.push(cellName(level, row, (firstColumn + c) % allColumns));
    }
    return cells;
  }
  return null;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
