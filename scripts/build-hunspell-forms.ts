/**
 * Builds `data/lexicons/forms/<lang>.tsv` from the Hunspell dictionaries Debian ships (`hunspell-<lang>`): each
 * inflected form that the wordnet and dictionary glosses (`../omw/`, `../dict/`) do not know, beside the known word
 * Hunspell reads it as, where the two do not share a stem, so that the engine's stemmer would not find the one from
 * the other ("pido" → pedir, "devuelvo" → devolver, "faccio" → fare, where "faccio" shares its stem with "faccia",
 * face). The answer engine reads such a form by that word's English.
 *
 *   node --import tsx scripts/build-hunspell-forms.ts [--hunspell /usr/share/hunspell]
 *
 * Needs `unmunch` and `hunspell` (Debian's `hunspell-tools` and `hunspell`): `unmunch` lists every form a
 * dictionary's affix rules make, and `hunspell -s` gives each form's dictionary word.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { STEMMERS } from '../src/answers/stemmers.js';
import { foldText } from '../src/answers/text.js';

const args = process.argv.slice(2);
const at = args.indexOf('--hunspell');
const HUNSPELL = (at >= 0 ? args[at + 1] : undefined) ?? '/usr/share/hunspell';
const LEXICONS = new URL('../data/lexicons/', import.meta.url);

/** The Hunspell dictionary of each language the engine reads through English. */
const DICTIONARIES: Record<string, string> = {
  pt: 'pt_PT',
  es: 'es_ES',
  fr: 'fr',
  de: 'de_DE',
  nl: 'nl',
  it: 'it_IT',
};
/** Forms longer than this are words with pronouns or articles joined on ("prenotarglielo"), which no one asks in. */
const LONGEST_FORM = 16;
/** How much longer than its dictionary word a form may be: more is mostly pronouns joined on ("comandategliele"). */
const LONGER_BY = 2;
/**
 * Pronouns Italian and Spanish join onto a verb ("ricostruitelo", "devuélvemelo"): a form longer than its word that
 * ends in one is a verb with its object, which no one asks in.
 */
const JOINED_PRONOUNS: Record<string, RegExp> = {
  it: /(?:[mtcvs]e|glie)?(?:l[oaie]|ne)$|(?:[mtcvs]i|gli)$/,
  es: /(?:me|te|se|nos|os|le|les|lo|la|los|las)$/,
};
const SINGLE_WORD = /^\p{Ll}+$/u;

/** The words the glosses know, folded. */
function knownWords(language: string): { words: Set<string> } {
  const words = new Set<string>();
  for (const directory of ['omw', 'dict']) {
    let text = '';
    try {
      text = readFileSync(new URL(`${directory}/${language}.tsv`, LEXICONS), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const word = line.split('\t')[0];
      if (word) words.add(foldText(word));
    }
  }
  return { words };
}

/** Every form the dictionary's affix rules make that the glosses do not hold, by `unmunch`. */
async function unknownForms(dictionary: string, known: { words: Set<string> }, language: string) {
  const child = spawn('unmunch', [`${HUNSPELL}/${dictionary}.dic`, `${HUNSPELL}/${dictionary}.aff`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const forms = new Set<string>();
  let read = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    if (++read % 1_000_000 === 0) process.stderr.write(`  ${language}: ${read / 1_000_000}M forms read, ${forms.size} kept\n`);
    // `unmunch` writes the flags of a dictionary with long flags after the form ("organisez/n'q'l'm'"): left out.
    const written = line.split('/')[0] ?? '';
    // German writes its nouns with a capital: read every form in lower case, as questions are folded.
    const form = (language === 'de' ? written.toLowerCase() : written).normalize('NFC');
    if (form.length < 3 || form.length > LONGEST_FORM || !SINGLE_WORD.test(form)) continue;
    const folded = foldText(form);
    if (known.words.has(folded)) continue;
    forms.add(language === 'de' ? written : form);
  }
  return [...forms];
}

/** Each form's dictionary words, by `hunspell -s` (a form it does not know gives none). */
async function stemsOf(dictionary: string, forms: string[]): Promise<Map<string, string[]>> {
  const child = spawn('hunspell', ['-s', '-d', `${HUNSPELL}/${dictionary}`, '-i', 'UTF-8'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const stems = new Map<string, string[]>();
  const reading = (async () => {
    for await (const line of createInterface({ input: child.stdout })) {
      const [form, base] = line.split(' ');
      if (!form || !base || base === form) continue;
      stems.set(form, [...(stems.get(form) ?? []), base]);
    }
  })();
  for (const form of forms) {
    if (!child.stdin.write(`${form}\n`)) await new Promise((resolve) => child.stdin.once('drain', resolve));
  }
  child.stdin.end();
  await reading;
  return stems;
}

for (const [language, dictionary] of Object.entries(DICTIONARIES)) {
  const known = knownWords(language);
  const forms = await unknownForms(dictionary, known, language);
  const stems = await stemsOf(dictionary, forms);
  const stem = STEMMERS[language] as (word: string) => string;
  const rows = new Map<string, string>();
  for (const form of forms) {
    const folded = foldText(form);
    const base = (stems.get(form) ?? []).map(foldText).find(
      (word) =>
        word !== folded &&
        known.words.has(word) &&
        stem(word) !== stem(folded) &&
        folded.length <= word.length + LONGER_BY &&
        !(folded.length > word.length && JOINED_PRONOUNS[language]?.test(folded)) &&
        // A form and its word begin alike: Hunspell also strips prefixes, which would read "descodifico" (I decode)
        // as "codificar" (encode).
        word.slice(0, 2) === folded.slice(0, 2),
    );
    if (base && !rows.has(folded)) rows.set(folded, base);
  }
  const lines = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([form, base]) => `${form}\t${base}`);
  writeFileSync(new URL(`forms/${language}.tsv`, LEXICONS), `${lines.join('\n')}\n`);
  console.log(`${language}: ${forms.length} forms the glosses do not hold, ${lines.length} read as a known word`);
}
