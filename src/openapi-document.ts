/** Builds the OpenAPI document offline (in-memory database), for docs/openapi.json and its drift test. */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDeps } from './open-deps.js';

export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ DATABASE_URL: ':memory:', DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const opened = await openDeps(config, pino({ level: 'silent' }));
  const { app } = await buildApp(opened.deps);
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await opened.close();
  }
}

/** The committed form: two-space JSON with a final newline. */
export function serializeOpenApi(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
