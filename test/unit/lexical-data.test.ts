/** Reading the engine's lexical data ahead, a piece per turn of the event loop. */
import { describe, expect, it } from 'vitest';
import { readWordnetGloss, wordnetGloss } from '../../src/answers/glossary.js';
import { loadLexicalData } from '../../src/answers/lexical-data.js';
import { STEMMERS } from '../../src/answers/stemmers.js';

describe('readWordnetGloss', () => {
  it('reads a gloss a piece at a time, and a lookup reads the rest', () => {
    expect(readWordnetGloss('es', 10)).toBe(false);
    expect(readWordnetGloss('es', 10)).toBe(false);
    expect(wordnetGloss('es')?.words.get('horario')).toBeDefined();
    expect(readWordnetGloss('es', 10)).toBe(true);
    expect(readWordnetGloss('xx')).toBe(true);
    expect(wordnetGloss('xx')).toBeNull();
  });
});

describe('loadLexicalData', () => {
  it('reads every language gloss, letting other work run between pieces', async () => {
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      await loadLexicalData();
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(0);
    for (const language of Object.keys(STEMMERS)) expect(wordnetGloss(language)?.words.size).toBeGreaterThan(1000);
    expect(wordnetGloss('pt')?.words.get('horario')).toBeDefined();
    // About 1.5 s alone; far longer on two cores shared with the other suites.
  }, 60_000);
});
