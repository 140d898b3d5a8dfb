/**
 * Builds `data/lexicons/dict/<lang>.tsv` from the FreeDict bilingual dictionaries (Debian's
 * `dict-freedict-<lang>-eng` packages, dictd format): for each single-word headword, up to four English
 * single words, likeliest first. The answer engine reads them after the wordnet gloss, for words that
 * neither its own gloss nor the wordnet knows (everyday verbs in their inflected forms: "dauert",
 * "riecht", "gekocht").
 *
 *   node --import tsx scripts/build-freedict-gloss.ts [--dictd /usr/share/dictd] [--wordnet /usr/share/wordnet]
 *
 * Ranking: the English word's frequency in WordNet's sense-tagged corpus (`cntlist.rev`), then the
 * dictionary's own order (which is no order of likelihood: Ding lists "Hund" as a mine car before a dog).
 * Only English words that WordNet knows in some form are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { foldText } from '../src/answers/text.js';
import { baseForms } from '../src/answers/wordnet.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return (at >= 0 ? args[at + 1] : undefined) ?? fallback;
};
const dictd = option('dictd', '/usr/share/dictd');
const wordnet = option('wordnet', '/usr/share/wordnet');
const OUT = new URL('../data/lexicons/dict/', import.meta.url);

/** The FreeDict dictionary of each language the engine reads through English. */
const SOURCES: Record<string, string> = {
  pt: 'freedict-por-eng',
  es: 'freedict-spa-eng',
  fr: 'freedict-fra-eng',
  de: 'freedict-deu-eng',
  nl: 'freedict-nld-eng',
  it: 'freedict-ita-eng',
};
const KEPT = 4;
const SINGLE_WORD = /^\p{L}[\p{L}'-]*$/u;
const ENGLISH_WORD = /^[a-z][a-z'-]*$/;
/** Lines of an entry that are no translations: examples, notes, cross-references. */
const NOT_TRANSLATION = /^\s*(?:"|Note:|Synonyms?:|see:|Antonyms?:)/;

/** How often each English word was tagged in WordNet's corpus, summed over its senses. */
function tagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(wordnet, 'cntlist.rev'), 'latin1').split('\n')) {
    const [key, , count] = line.split(' ');
    const lemma = key?.split('%')[0];
    if (lemma) counts.set(lemma, (counts.get(lemma) ?? 0) + Number(count ?? 0));
  }
  return counts;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** A dictd index number (offset or length, in its base 64). */
const indexNumber = (text: string) => [...text].reduce((n, c) => n * 64 + BASE64.indexOf(c), 0);

/** English candidates of one entry's text, in its order. */
function translations(entry: string): string[] {
  const found: string[] = [];
  for (const line of entry.split('\n').slice(1)) {
    if (!line.trim() || NOT_TRANSLATION.test(line)) continue;
    const plain = line.replace(/^\s*\d+\.\s*/, '').replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)|\{[^}]*\}|\/[^/]*\//g, ' ');
    for (const part of plain.split(/[,;]/)) {
      const word = part.trim().replace(/^to /, '');
      if (ENGLISH_WORD.test(word) && baseForms(word).length > 0) found.push(word);
    }
  }
  return found;
}

const counts = tagCounts();
/** An English word's frequency, by its commonest base form ("lasts" as last). */
const frequency = (word: string) => Math.max(0, ...baseForms(word).map((form) => counts.get(form.lemma) ?? 0));
for (const [language, name] of Object.entries(SOURCES)) {
  const data = gunzipSync(readFileSync(join(dictd, `${name}.dict.dz`)));
  const candidates = new Map<string, string[]>();
  for (const line of readFileSync(join(dictd, `${name}.index`), 'utf8').split('\n')) {
    const [head, offset, length] = line.split('\t');
    if (!head || !offset || !length || head.startsWith('00database') || !SINGLE_WORD.test(head)) continue;
    const word = foldText(head);
    const start = indexNumber(offset);
    const entry = data.subarray(start, start + indexNumber(length)).toString('utf8');
    candidates.set(word, [...(candidates.get(word) ?? []), ...translations(entry)]);
  }
  const lines: string[] = [];
  for (const [word, found] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
    // A stable sort keeps the dictionary's order among words of equal frequency.
    const ranked = [...new Set(found)].sort((a, b) => frequency(b) - frequency(a)).slice(0, KEPT);
    if (ranked.length > 0 && !(ranked.length === 1 && ranked[0] === word)) lines.push(`${word}\t${ranked.join(' ')}`);
  }
  writeFileSync(new URL(`${language}.tsv`, OUT), `${lines.join('\n')}\n`);
  console.log(`${language}: ${lines.length} words`);
}
