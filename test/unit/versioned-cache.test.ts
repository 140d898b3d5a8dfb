import { describe, expect, it } from 'vitest';
import { createVersionedCache } from '../../src/http/versioned-cache.js';

/** A making that ends when `finish` is called, counting how often it was started. */
function slowMaking() {
  let started = 0;
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const make = () => {
    started++;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { make, started: () => started, finish: (v: string) => finish(v), fail: (e: Error) => fail(e) };
}

describe('createVersionedCache', () => {
  it('keeps a value while its version holds and makes it again for another version', async () => {
    const cache = createVersionedCache<number>(10);
    let made = 0;
    const make = async () => ++made;
    expect(await cache.get('k', 'v1', make)).toBe(1);
    expect(await cache.get('k', 'v1', make)).toBe(1);
    expect(await cache.get('k', 'v2', make)).toBe(2);
  });

  it('makes a value once for callers that ask for it while it is being made', async () => {
    const cache = createVersionedCache<string>(10);
    const slow = slowMaking();
    const waiting = [cache.get('k', 'v1', slow.make), cache.get('k', 'v1', slow.make), cache.get('k', 'v1', slow.make)];
    // Another version or key is its own making.
    const other = cache.get('k', 'v2', async () => 'other');
    slow.finish('value');
    expect(await Promise.all(waiting)).toEqual(['value', 'value', 'value']);
    expect(await other).toBe('other');
    expect(slow.started()).toBe(1);
  });

  it('does not keep a failed making: every waiting caller sees the failure, the next one tries again', async () => {
    const cache = createVersionedCache<string>(10);
    const slow = slowMaking();
    const waiting = [cache.get('k', 'v1', slow.make), cache.get('k', 'v1', slow.make)];
    slow.fail(new Error('database down'));
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    expect(await cache.get('k', 'v1', async () => 'recovered')).toBe('recovered');
    expect(slow.started()).toBe(1);
  });
});
