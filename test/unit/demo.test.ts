import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/generate.js';

describe('demo data', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const data = generateDemoData(now);

  it('is deterministic', () => {
    expect(generateDemoData(now)).toEqual(data);
  });

  it('covers enough listings, countries and categories, with geo gaps', () => {
    const drafts = data.listings.map((l) => l.draft);
    expect(drafts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(drafts.map((d) => d.slug)).size).toBe(drafts.length);
    expect(new Set(drafts.map((d) => d.address.country).filter(Boolean)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(drafts.flatMap((d) => d.categories)).size).toBeGreaterThanOrEqual(20);
    expect(drafts.filter((d) => !d.address.country).length).toBeGreaterThan(0);
    expect(drafts.filter((d) => d.address.country && !d.geo).length).toBeGreaterThan(0);
    const verified = data.listings.filter((l) => l.verification).length;
    expect(verified).toBeGreaterThan(drafts.length * 0.2);
    expect(verified).toBeLessThan(drafts.length * 0.8);
    for (const d of drafts) expect(d.websiteUrl).toMatch(/\.example\/$/);
  });

  it('gives each listing 6–15 approved facts of varied kinds', () => {
    for (const { draft } of data.listings) {
      expect(draft.facts.length, draft.slug).toBeGreaterThanOrEqual(6);
      expect(draft.facts.length, draft.slug).toBeLessThanOrEqual(15);
      const kinds = new Set(draft.facts.map((f) => f.kind));
      for (const kind of ['summary', 'service', 'faq', 'policy', 'hours', 'contact_route'])
        expect(kinds.has(kind as never), `${draft.slug} ${kind}`).toBe(true);
    }
    const withPricing = data.listings.filter((l) => l.draft.facts.some((f) => f.kind === 'pricing')).length;
    expect(withPricing).toBeGreaterThan(data.listings.length * 0.4);
    expect(withPricing).toBeLessThan(data.listings.length);
  });

  it('spreads activity and hits over the last 90 days, with nothing private', () => {
    const days = new Set(data.hits.map((h) => h.day));
    expect(days.size).toBe(90);
    const oldest = Date.parse(data.activity[0]?.createdAt ?? '');
    expect(now.getTime() - oldest).toBeLessThanOrEqual(91 * 86_400_000);
    expect(data.activity.every((a) => Date.parse(a.createdAt) <= now.getTime())).toBe(true);
    expect(new Set(data.activity.map((a) => a.type)).size).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(data.activity)).not.toMatch(/@|token/);
  });
});
