/**
 * When a search finds nothing, the searches one step wider that do find listings: without the
 * language, the opening, "verified", the words, the city (same country), the category, or with
 * four times the radius. Each is counted, and offered with the parameters that run it.
 */
import { countryAfterIn, findCategory, findCountry } from '../reference/reference-data.js';
import { formatOpenAt, type Near } from './search-params.js';
import type { OpenWish } from './understanding/interpret.js';

/** A search as the service runs it, whatever was explicit and whatever was read from the text. */
export interface SearchPlan {
  categories: string[];
  country: string | null;
  city: string | null;
  verified: boolean | null;
  language: string | null;
  open: OpenWish | null;
  near: Near | null;
  text: string | null;
}

export interface Suggestion {
  /** What changes, for a person: "without the language", "anywhere in Portugal". */
  label: string;
  /** How many listings it finds, as far as it counted (a hundred or two at most). */
  total: number;
  /** False when it finds more than `total` (counting stopped). */
  totalExact: boolean;
  /** `/api/directory` parameters that run it exactly (understanding turned off). */
  params: Record<string, string>;
}

const MAX_SUGGESTIONS = 3;
/** Wider searches tried at most: each is a search, and a search that finds nothing costs the most. */
const MAX_TRIES = 4;

/** The parameters that run a plan as it stands. */
export function paramsOf(plan: SearchPlan): Record<string, string> {
  const params: Record<string, string> = { interpret: 'false' };
  if (plan.text) params.q = plan.text;
  if (plan.categories.length > 0) params.category = plan.categories.join(',');
  if (plan.country) params.country = plan.country;
  if (plan.city) params.city = plan.city;
  if (plan.verified !== null) params.verified = String(plan.verified);
  if (plan.language) params.language = plan.language;
  if (plan.open) {
    const openAt = formatOpenAt(plan.open);
    if (openAt) params.openAt = openAt;
    else params.openNow = 'true';
  }
  if (plan.near) {
    params.near = `${plan.near.lat},${plan.near.lon}`;
    params.radiusKm = String(plan.near.radiusKm);
  }
  return params;
}

function relaxations(plan: SearchPlan): { label: string; plan: SearchPlan }[] {
  const out: { label: string; plan: SearchPlan }[] = [];
  const countryName = plan.country ? (findCountry(plan.country)?.name ?? plan.country) : null;
  const categoryName = plan.categories.map((c) => findCategory(c)?.name ?? c).join(' or ');
  if (plan.language) out.push({ label: 'without the language', plan: { ...plan, language: null } });
  if (plan.open) out.push({ label: 'whenever they open', plan: { ...plan, open: null } });
  if (plan.verified) out.push({ label: 'verified or not', plan: { ...plan, verified: null } });
  if (plan.text && (plan.categories.length > 0 || plan.city || plan.country))
    out.push({ label: `without "${plan.text}"`, plan: { ...plan, text: null } });
  if (plan.near)
    out.push({
      label: `within ${plan.near.radiusKm * 4} km`,
      plan: { ...plan, near: { ...plan.near, radiusKm: plan.near.radiusKm * 4 } },
    });
  if (plan.city && countryName) out.push({ label: `anywhere in ${countryAfterIn(countryName)}`, plan: { ...plan, city: null } });
  if (plan.categories.length > 0 && (plan.city || plan.country)) {
    out.push({ label: `any kind of business in ${plan.city ?? countryName}`, plan: { ...plan, categories: [] } });
    out.push({ label: `${categoryName} anywhere`, plan: { ...plan, city: null, country: null } });
  }
  return out;
}

/**
 * Up to three wider searches that find listings, among the first four in the order above. The four are counted at
 * once: on PostgreSQL each runs on its own connection, so a search that found nothing waits for the slowest count
 * rather than for all of them in turn.
 */
export async function suggestRelaxed(
  plan: SearchPlan,
  count: (plan: SearchPlan) => Promise<{ total: number; exact: boolean }>,
): Promise<Suggestion[]> {
  const tried = relaxations(plan).slice(0, MAX_TRIES);
  const counted = await Promise.all(tried.map(({ plan: wider }) => count(wider)));
  return tried
    .map(({ label, plan: wider }, i) => ({
      label,
      total: counted[i]?.total ?? 0,
      totalExact: counted[i]?.exact ?? true,
      params: paramsOf(wider),
    }))
    .filter((s) => s.total > 0)
    .slice(0, MAX_SUGGESTIONS);
}
