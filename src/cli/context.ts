/** Opens what a CLI command needs from the environment, and closes it afterwards. */
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import type { Deps } from '../deps.js';
import { openDeps } from '../open-deps.js';

/** Runs `fn` with storage (migrated unless told otherwise) and closes it, whatever happens. */
export async function withDeps<T>(fn: (deps: Deps) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const opened = await openDeps(loadConfig(), pino({ level: 'silent' }), options);
  try {
    return await fn(opened.deps);
  } finally {
    await opened.close();
  }
}
