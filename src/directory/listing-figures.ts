/**
 * Aggregates over every published listing (totals, counts per category, country and city) take
 * seconds at a million listings. Each is computed once per listings version and shared: requests
 * arriving while one is computed wait for that computation, and after a change the previous
 * figures are served until the new ones are ready (one computation at a time per figure), so no
 * burst of requests can start the same scan twice.
 */
import type { Deps } from '../deps.js';
import { stateSlot } from '../instance-state.js';
import { Lru } from '../lru.js';
import { createListingsVersion, type ListingsVersionSource } from './listings-version.js';

/** Distinct figures kept per database handle (a few names, and analytics windows by first day). */
const CACHED_FIGURES = 64;

interface Figure {
  version: string;
  value: unknown;
}

interface FigureState {
  versions: ListingsVersionSource;
  figures: Lru<string, Figure>;
  computing: Map<string, Promise<unknown>>;
}

/** The instance's figures; the listings version source is made on first use, with the deps. */
const FIGURES = stateSlot('listing figures', () => ({
  versions: null as ListingsVersionSource | null,
  figures: new Lru<string, Figure>(CACHED_FIGURES),
  computing: new Map<string, Promise<unknown>>(),
}));

function stateOf(deps: Pick<Deps, 'db' | 'state'>): FigureState {
  const state = deps.state.get(FIGURES);
  state.versions ??= createListingsVersion(deps);
  return state as FigureState;
}

/**
 * The figure `name` as of the current listings version, computed by `compute` only when none is
 * kept for it; the previous version's figure while a newer one is being computed.
 */
export async function listingFigure<T>(deps: Pick<Deps, 'db' | 'state'>, name: string, compute: () => Promise<T>): Promise<T> {
  const state = stateOf(deps);
  const { value: version } = await state.versions.current();
  const kept = state.figures.get(name);
  if (kept?.version === version) return kept.value as T;
  let computing = state.computing.get(name);
  if (!computing) {
    computing = compute()
      .then((value) => {
        state.figures.set(name, { version, value });
        return value;
      })
      .finally(() => state.computing.delete(name));
    state.computing.set(name, computing);
  }
  if (kept) {
    computing.catch(() => {}); // a failed refresh leaves the kept figure; the next request tries again
    return kept.value as T;
  }
  return (await computing) as T;
}
