import { describe, expect, it } from 'vitest';
import { openingStatus } from '../../src/directory/understanding/opening.js';

const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr'].map((day) => ({ day, opens: '09:00', closes: '17:30' }));

describe('openingStatus', () => {
  it('reads the hours in the listing time zone', () => {
    // 2026-11-26 is a Thursday; 08:30 UTC is 09:30 in Amsterdam and 03:30 in New York.
    const at = new Date('2026-11-26T08:30:00Z');
    expect(openingStatus(WEEKDAYS, 'Europe/Amsterdam', at)).toEqual({ open: true, closes: '17:30' });
    expect(openingStatus(WEEKDAYS, 'America/New_York', at)).toEqual({ open: false, next: { day: 'th', opens: '09:00' } });
  });

  it('gives the next opening after a weekend, and keeps an opening that runs past midnight', () => {
    const saturday = new Date('2026-11-28T12:00:00Z');
    expect(openingStatus(WEEKDAYS, 'UTC', saturday)).toEqual({ open: false, next: { day: 'mo', opens: '09:00' } });
    const bar = [{ day: 'fr', opens: '18:00', closes: '02:00' }];
    expect(openingStatus(bar, 'UTC', new Date('2026-11-28T01:00:00Z'))).toEqual({ open: true, closes: '02:00' });
    expect(openingStatus(bar, 'UTC', new Date('2026-11-28T03:00:00Z'))).toEqual({
      open: false,
      next: { day: 'fr', opens: '18:00' },
    });
  });

  it('finds the next opening a week ahead for a business open one day a week', () => {
    const market = [{ day: 'th', opens: '08:00', closes: '13:00' }];
    // Thursday 2026-11-26, 15:00 UTC: today's market is over; the next is next Thursday.
    expect(openingStatus(market, 'UTC', new Date('2026-11-26T15:00:00Z'))).toEqual({
      open: false,
      next: { day: 'th', opens: '08:00' },
    });
  });

  it('has nothing to say without hours', () => {
    expect(openingStatus([], 'UTC', new Date())).toBeNull();
  });
});
