/**
 * The last gate before an answer leaves the engine: every number, amount, time, date, URL,
 * e-mail address and phone number in it, and every claim word (guarantee, refund, free …), must
 * appear in a fact it cites. Pure.
 */
import { foldText } from './text.js';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/gi;
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const DIGITS = /\d+/g;
const CLAIM_WORDS = [
  'guarantee',
  'warrant',
  'refund',
  'free',
  'cure',
  'certified',
  'licensed',
  'same day',
  'always',
  'never',
  'discount',
  'insured',
];

/** What in `text` is not backed by `sources` (empty when everything is). */
export function ungroundedContent(text: string, sources: readonly string[]): string[] {
  const source = sources.join('\n');
  const lowerSource = source.toLowerCase();
  const missing: string[] = [];
  let rest = text;
  for (const pattern of [URL_PATTERN, EMAIL_PATTERN]) {
    for (const found of text.match(pattern) ?? []) {
      if (!lowerSource.includes(found.toLowerCase())) missing.push(found);
      rest = rest.replace(found, ' ');
    }
  }
  const sourceNumbers = new Set(source.match(DIGITS) ?? []);
  for (const digits of rest.match(DIGITS) ?? []) if (!sourceNumbers.has(digits)) missing.push(digits);
  const foldedText = ` ${foldText(rest)} `;
  const foldedSource = ` ${foldText(source)} `;
  for (const claim of CLAIM_WORDS) {
    if (foldedText.includes(` ${claim}`) && !foldedSource.includes(` ${claim}`)) missing.push(claim);
  }
  return missing;
}
