/**
 * What a message to the directory agent asks for, read by rules (pure): a question for one business
 * ("ask Bright Dentistry whether they do whitening", "ask Hearth Bread in Rotterdam: do you bake
 * rye?"), else a search; and how a follow-up folds into the previous search.
 */
import { tokenize } from '../../storage/search/search-text.js';
import type { SearchMemory } from './directory-task.repository.js';

export type DirectoryRequest =
  | { skill: 'ask'; business: string; city: string | null; question: string }
  | { skill: 'find'; query: string };

/** "ask X whether/if/what/…", "could you ask X: …", "ask X, …". */
const ASK =
  /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?ask\s+(?<name>.+?)(?:\s*[:,]\s*|\s+)(?<question>(?:whether|if|about|what|when|where|how|why|who|which|whose|do|does|did|is|are|was|were|can|could|will|would|should|have|has)\b.*)$/is;

/** Reads a message as a question for a business or as a search. */
export function readRequest(text: string): DirectoryRequest {
  const match = ASK.exec(text);
  const name = match?.groups?.name?.trim();
  const question = match?.groups?.question?.trim();
  if (name && question) {
    // "ask Bright Dentistry in Lisbon whether …": the last " in " names the city.
    const at = name.toLowerCase().lastIndexOf(' in ');
    const business = at > 0 ? name.slice(0, at).trim() : name;
    const city = at > 0 ? name.slice(at + 4).trim() : null;
    const asked = question.replace(/^(?:whether|if|about)\s+/i, '');
    return { skill: 'ask', business, city, question: /[?.!]$/.test(asked) ? asked : `${asked}?` };
  }
  return { skill: 'find', query: text.trim() };
}

/** Kinds that replace each other in a follow-up: a new city or country replaces the old place. */
const PLACE = new Set(['city', 'country']);

/**
 * The query a follow-up asks: the previous search's words, without those read as a kind the
 * follow-up names anew (its place, category, language, opening), then the follow-up's words.
 * "dentist in Lisbon" + "and in Porto?" → "dentist in and in Porto"; + "do they speak English?" →
 * "dentist in Lisbon do they speak English".
 */
export function followUpQuery(previous: SearchMemory, next: { text: string; understood: { kind: string }[] }): string {
  const kinds = new Set(next.understood.map((u) => u.kind));
  const renamed = (kind: string) => kinds.has(kind) || (PLACE.has(kind) && [...kinds].some((k) => PLACE.has(k)));
  // A follow-up that names both a kind of business and a place is a new search.
  if (kinds.has('category') && [...kinds].some((k) => PLACE.has(k))) return next.text;
  const dropped = new Set(previous.understood.filter((u) => renamed(u.kind)).flatMap((u) => u.words.split(' ')));
  const kept = tokenize(previous.text).filter((word) => !dropped.has(word));
  return `${kept.join(' ')} ${next.text}`.trim();
}
