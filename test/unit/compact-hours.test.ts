import { describe, expect, it } from 'vitest';
import { compactHours, expandHours } from '../../src/storage/search/compact-hours.js';

describe('compact hours', () => {
  it('writes hours a fifth as long and reads them back as the listing holds them', () => {
    const hours = JSON.stringify([
      { day: 'tu', opens: '10:00', closes: '18:00' },
      { day: 'sa', opens: '22:00', closes: '02:30' },
      { day: 'sa', opens: '08:00', closes: '12:00' },
    ]);
    expect(compactHours(hours)).toBe('tu10001800sa22000230sa08001200');
    expect(expandHours(compactHours(hours))).toBe(hours);
  });

  it('keeps hours of any other shape as their JSON text, read back unchanged', () => {
    for (const json of [
      '[]',
      '[{"day":"mo","opens":"9:00","closes":"18:00"}]',
      '[{"day":"holiday","opens":"09:00","closes":"18:00"}]',
      '[{"day":"mo","opens":"09:00","closes":"18:00","note":"lunch break"}]',
      '[{"day":"mo","opens":"09:00","closes":null}]',
      '[null]',
      '{"mo":"09:00-18:00"}',
      'not json',
      '12345678901234567890',
      '"mo09001800"',
    ]) {
      expect(expandHours(compactHours(json)), json).toBe(json);
    }
  });
});
