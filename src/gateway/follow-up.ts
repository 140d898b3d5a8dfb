/**
 * A follow-up question in the same A2A context, read against the question before it (pure): "and
 * on Saturdays?" after "When are you open on Sunday?" asks "When are you open on Saturdays?";
 * "what about sourdough?" after "Do you sell rye bread?" asks "Do you sell sourdough?". A question
 * that stands on its own is left as it is.
 */

/** Words that start a follow-up fragment, removed before it is read. */
const CONTINUATION =
  /^(?:and|or|also|plus|but|so|then|ok(?:ay)?|what about|how about|and what about|and how about|same for|e|y|et|und|en|o|ou|oder|of)\b[\s,]*/i;
/** Words that start a phrase a follow-up adds when the question before had none ("for bikes"). */
const PREPOSITIONS = new Set(['on', 'at', 'in', 'for', 'with', 'by', 'from', 'to', 'during', 'after', 'before', 'near', 'about']);
/** Longest fragment read as a follow-up, in words: longer text is a question of its own. */
const MAX_FRAGMENT_WORDS = 5;

const words = (text: string) =>
  text
    .trim()
    .replace(/[?!.]+$/, '')
    .split(/\s+/)
    .filter(Boolean);

/** The question a follow-up asks, or `next` itself when it is not a fragment continuing `previous`. */
export function questionInContext(previous: string | null, next: string): string {
  if (!previous) return next;
  const cue = CONTINUATION.exec(next.trim());
  if (!cue) return next;
  const fragment = words(next.trim().slice(cue[0].length));
  const before = words(previous);
  if (fragment.length === 0 || fragment.length > MAX_FRAGMENT_WORDS || before.length === 0) return next;
  const lead = fragment[0]?.toLowerCase() ?? '';
  // The previous question's last phrase starting with the same word ("on …", "a …") is replaced.
  const at = before.map((w) => w.toLowerCase()).lastIndexOf(lead);
  if (at > 0) return `${[...before.slice(0, at), ...fragment].join(' ')}?`;
  if (PREPOSITIONS.has(lead)) return `${[...before, ...fragment].join(' ')}?`;
  // A thing: it takes the place of the previous question's last words, as many as it has.
  const kept = before.slice(0, Math.max(1, before.length - fragment.length));
  return `${[...kept, ...fragment].join(' ')}?`;
}
