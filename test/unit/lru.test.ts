import { describe, expect, it } from 'vitest';
import { Lru, RecentCache } from '../../src/lru.js';

describe('Lru', () => {
  it('drops the least recently used entry past its size, a read counting as a use', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('a', 2);
    expect(lru.size).toBe(1);
    expect(lru.get('a')).toBe(2);
  });
});

describe('RecentCache', () => {
  it('makes a missing value once and keeps it, a false one too', () => {
    const cache = new RecentCache<string, boolean>(6);
    let made = 0;
    const make = () => {
      made += 1;
      return false;
    };
    expect(cache.remember('a', make)).toBe(false);
    expect(cache.remember('a', make)).toBe(false);
    expect(made).toBe(1);
  });

  it('keeps what was used within the last two generations and drops what was not', () => {
    const cache = new RecentCache<string, number>(6);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    // a, b and c are the older generation now; reading a brings it forward.
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    cache.set('e', 5);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('e')).toBe(5);
  });

  it('replaces a value', () => {
    const cache = new RecentCache<string, number>(10);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
  });
});
