/**
 * Builds `data/lexicons/wordnet-exceptions.tsv`: WordNet's morphological exception lists (irregular
 * forms such as "children" → child, "swept" → sweep, "paid" → pay), one line per form: the form, a
 * tab, its part of speech (n, v, a, r), a tab, its base forms separated by spaces. The answer engine
 * reads them before WordNet's detachment rules, as WordNet's own `morphy` does.
 *
 *   node --import tsx scripts/build-wordnet-exceptions.ts [--wordnet /usr/share/wordnet]
 *
 * `--wordnet` holds Princeton WordNet 3.0's database files (Debian's `wordnet-base`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--wordnet');
const wordnet = (at >= 0 ? args[at + 1] : undefined) ?? '/usr/share/wordnet';
const FILES = { n: 'noun.exc', v: 'verb.exc', a: 'adj.exc', r: 'adv.exc' } as const;

const lines: string[] = [];
for (const [part, file] of Object.entries(FILES)) {
  for (const line of readFileSync(join(wordnet, file), 'latin1').split('\n')) {
    const [form, ...bases] = line.trim().split(' ');
    // Single words only: the engine compares words, not WordNet's collocations ("attorneys_general").
    const single = bases.filter((b) => b && !b.includes('_') && b !== form);
    if (!form || form.includes('_') || single.length === 0) continue;
    lines.push(`${form}\t${part}\t${single.join(' ')}`);
  }
}
lines.sort();
writeFileSync(new URL('../data/lexicons/wordnet-exceptions.tsv', import.meta.url), `${lines.join('\n')}\n`);
console.log(`${lines.length} irregular forms written`);
