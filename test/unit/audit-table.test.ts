import { describe, expect, it } from 'vitest';
import type { AuditResult } from '../../src/audit/run-audit.js';
import { formatAuditTable, wrapWords } from '../../src/cli/audit.command.js';

const LONG =
  'The page sends a robots meta tag with noindex, so search engines and the AI search tools that follow them may leave it out of their results entirely.';

const result = {
  url: 'https://example.com/',
  finalUrl: 'https://example.com/',
  score: 40,
  grade: 'F',
  durationMs: 1200,
  checks: [
    {
      id: 'indexable',
      title: 'Search engines may index the page',
      status: 'fail',
      weight: 29,
      details: LONG,
      recommendation: LONG,
    },
    { id: 'title', title: 'Title', status: 'pass', weight: 5, details: 'Has a title.', recommendation: '' },
  ],
} as unknown as AuditResult;

describe('the audit table', () => {
  it('wraps long texts under their column at the terminal width and never cuts them', () => {
    for (const width of [100, 200]) {
      const lines = formatAuditTable(result, width).split('\n');
      expect(Math.max(...lines.map((l) => l.length)), `width ${width}`).toBeLessThanOrEqual(width);
      const text = lines.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(LONG);
      expect(text).not.toContain('…');
    }
    expect(formatAuditTable(result, 300).split('\n')).toHaveLength(4 + 2 + 1);
  });

  it('keeps a word longer than the width on a line of its own', () => {
    expect(wrapWords('a https://example.com/a/very/long/path b', 10)).toEqual(['a', 'https://example.com/a/very/long/path', 'b']);
  });
});
