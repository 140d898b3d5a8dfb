/**
 * Work a request starts and does not wait for (so that its answer takes the same time whatever
 * the work finds). Failures are logged; the app waits for what is running before it closes.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` now without waiting for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const done = task()
        .catch((error) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
