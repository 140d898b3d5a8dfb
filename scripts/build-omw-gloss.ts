/**
 * Builds `data/lexicons/omw/<lang>.tsv`: for each word of a language's wordnet in the Open Multilingual
 * Wordnet (and its Wiktionary-derived wordnet), the English words of the same WordNet 3.0 synsets,
 * likeliest first. The answer engine reads them when a language's own gloss has no entry for a word.
 *
 *   node --import tsx scripts/build-omw-gloss.ts --omw <omw-data checkout> [--wordnet /usr/share/wordnet]
 *
 * `--omw` is a checkout of github.com/omwn/omw-data (its `wns/` folder); `--wordnet` holds Princeton
 * WordNet 3.0's database files (Debian's `wordnet-base`), whose synset offsets the OMW files use.
 * English words are ranked by how central the shared synset is to each (its sense number in
 * WordNet's index, commonest first), summed over the word's synsets; four are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? args[at + 1] : fallback;
  if (!value) throw new Error(`--${name} is required`);
  return value;
};
const omw = option('omw');
const wordnet = option('wordnet', '/usr/share/wordnet');
const OUT = new URL('../data/lexicons/omw/', import.meta.url);

/** The OMW files per language: its own wordnet(s) where OMW has one, and Wiktionary's. */
const SOURCES: Record<string, string[]> = {
  pt: ['wns/por/wn-data-por.tab', 'wns/wikt/wn-wikt-por.tab'],
  es: ['wns/wikt/wn-wikt-spa.tab'],
  fr: ['wns/fra/wn-data-fra.tab', 'wns/wikt/wn-wikt-fra.tab'],
  de: ['wns/wikt/wn-wikt-deu.tab'],
  nl: ['wns/nld/wn-data-nld.tab', 'wns/wikt/wn-wikt-nld.tab'],
  it: ['wns/ita/wn-data-ita.tab', 'wns/iwn/wn-data-ita.tab', 'wns/wikt/wn-wikt-ita.tab'],
};
const KEPT = 4;
const SINGLE_WORD = /^\p{L}[\p{L}'-]*$/u;
const FILES = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' } as const;
type Pos = keyof typeof FILES;
/** WordNet's parts of speech and the suffix of their files. */
const PARTS = [
  ['n', 'noun'],
  ['v', 'verb'],
  ['a', 'adj'],
  ['r', 'adv'],
] as const;

/** English single words of each synset (`offset-pos`), from WordNet 3.0's data files. */
function englishSynsets(): Map<string, string[]> {
  const synsets = new Map<string, string[]>();
  for (const [pos, file] of PARTS) {
    for (const line of readFileSync(join(wordnet, `data.${file}`), 'latin1').split('\n')) {
      if (!/^\d{8} /.test(line)) continue;
      const fields = line.split(' ');
      const count = Number.parseInt(fields[3] ?? '0', 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++) {
        const word = (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase();
        if (SINGLE_WORD.test(word)) words.push(word);
      }
      synsets.set(`${fields[0]}-${pos}`, words);
    }
  }
  return synsets;
}

/** Each English word's senses, commonest first (WordNet's index order): `word|offset-pos` → rank. */
function senseRanks(): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const [pos, file] of PARTS) {
    for (const line of readFileSync(join(wordnet, `index.${file}`), 'latin1').split('\n')) {
      if (line.startsWith(' ') || !line) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0] ?? '';
      const senses = Number(fields[2]);
      const pointers = Number(fields[3]);
      const offsets = fields.slice(6 + pointers, 6 + pointers + senses);
      offsets.forEach((offset, rank) => {
        ranks.set(`${lemma}|${offset}-${pos}`, rank);
      });
    }
  }
  return ranks;
}

/** The synsets of every single-word lemma in a language's OMW files. */
function foreignSynsets(files: string[]): Map<string, Set<string>> {
  const lemmas = new Map<string, Set<string>>();
  for (const file of files) {
    for (const line of readFileSync(join(omw, file), 'utf8').split('\n')) {
      if (line.startsWith('#')) continue;
      const [synset, type, lemma] = line.split('\t');
      if (!synset || !type?.endsWith('lemma') || !lemma) continue;
      const word = lemma.trim().toLowerCase();
      if (!SINGLE_WORD.test(word)) continue;
      const [offset, pos] = synset.split('-') as [string, Pos];
      const key = `${offset}-${pos === 's' ? 'a' : pos}`;
      const set = lemmas.get(word) ?? new Set<string>();
      set.add(key);
      lemmas.set(word, set);
    }
  }
  return lemmas;
}

const english = englishSynsets();
const ranks = senseRanks();
for (const [language, files] of Object.entries(SOURCES)) {
  const lines: string[] = [];
  for (const [word, synsets] of [...foreignSynsets(files)].sort(([a], [b]) => a.localeCompare(b))) {
    const scores = new Map<string, number>();
    for (const synset of synsets) {
      for (const candidate of english.get(synset) ?? []) {
        const rank = ranks.get(`${candidate}|${synset}`) ?? 9;
        scores.set(candidate, (scores.get(candidate) ?? 0) + 1 / (1 + rank));
      }
    }
    const best = [...scores]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, KEPT)
      .map(([candidate]) => candidate);
    if (best.length > 0 && !(best.length === 1 && best[0] === word)) lines.push(`${word}\t${best.join(' ')}`);
  }
  writeFileSync(new URL(`${language}.tsv`, OUT), `${lines.join('\n')}\n`);
  console.log(`${language}: ${lines.length} words`);
}
