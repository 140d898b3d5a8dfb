/**
 * The site's one stylesheet and small client scripts, read once at start and served from
 * `/assets/{name}` with a content hash in the URL, so browsers may keep them for a year.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** From the repository root, so the compiled module in dist/ finds the same files. */
const DIRECTORY = new URL('../../src/web/assets/', import.meta.url);
const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};

interface Asset {
  body: Buffer;
  type: string;
  hash: string;
}

const assets = new Map<string, Asset>(
  readdirSync(DIRECTORY).flatMap((name) => {
    const type = TYPES[name.split('.').pop() ?? ''];
    if (!type) return [];
    const body = readFileSync(new URL(name, DIRECTORY));
    return [[name, { body, type, hash: createHash('sha256').update(body).digest('hex').slice(0, 12) }]];
  }),
);

/** The URL of an asset, with its content hash. @throws Error for an unknown asset name (a programming error). */
export function assetUrl(name: string): string {
  const asset = assets.get(name);
  if (!asset) throw new Error(`Unknown asset ${name}`);
  return `/assets/${name}?v=${asset.hash}`;
}

export function registerAssetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.callNotFound();
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(asset.body);
  });
}
