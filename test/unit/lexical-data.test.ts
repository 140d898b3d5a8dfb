/** Reading the engine's lexical data ahead, a piece per turn of the event loop. */
import { describe, expect, it, vi } from 'vitest';

/**
 * The glossary and the loader as first imported: test files share a worker's modules, and another file may
 * have read a gloss already.
 */
async function freshModules() {
  vi.resetModules();
  const glossary = await import('../../src/answers/glossary.js');
  const { loadLexicalData } = await import('../../src/answers/lexical-data.js');
  const { STEMMERS } = await import('../../src/answers/stemmers.js');
  return { ...glossary, loadLexicalData, languages: Object.keys(STEMMERS) };
}

describe('readWordnetGloss', () => {
  it('reads a gloss a piece at a time, and a lookup reads the rest', async () => {
    const { readWordnetGloss, wordnetGloss } = await freshModules();
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
    const { loadLexicalData, readWordnetGloss, wordnetGloss, languages } = await freshModules();
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      await loadLexicalData();
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(10);
    for (const language of languages) {
      expect(readWordnetGloss(language, 0)).toBe(true);
      expect(wordnetGloss(language)?.words.size).toBeGreaterThan(1000);
    }
    expect(wordnetGloss('pt')?.words.get('horario')).toBeDefined();
    // About 1.5 s alone; far longer on two cores shared with the other suites.
  }, 60_000);
});
