/**
 * The import graph of `src/` points only down the layers: a module may import its own layer and
 * the layers below, never above. Adding a folder means placing it here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

/** Lowest first. A name is a folder of `src/` or a file at its top, without extension. */
const LAYERS: readonly (readonly string[])[] = [
  // Plumbing every module may use.
  [
    'errors',
    'config',
    'deps',
    'urls',
    'lru',
    'edit-distance',
    'instance-state',
    'background-tasks',
    'security',
    'reference',
    'net',
    'storage',
    'mail',
    'http',
  ],
  // The answer engine: pure, over one business's approved facts.
  ['answers'],
  // Records several modules write: the public activity log; accounts, sessions and sign-in.
  ['activity', 'owners'],
  // Listings, their workflows and the search index's writer.
  ['listings'],
  // Reading listings: the directory; loading them: import and demo data.
  ['directory', 'import', 'demo'],
  // Services over listings and the directory.
  ['audit', 'gateway'],
  // Read models and agent protocols composed from the modules below: the owner's dashboard, the MCP server.
  ['dashboard', 'mcp'],
  // Entry points.
  ['web', 'cli', 'app', 'main', 'open-deps', 'openapi-document'],
];

const layerOf = new Map(LAYERS.flatMap((names, level) => names.map((name) => [name, level] as const)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The layer name of a file under `src/`: its top folder, or its own name for a top-level file. */
function moduleOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split('/');
  return rest.length === 0 ? (first ?? '').replace(/\.tsx?$|\.js$/, '') : (first ?? '');
}

const IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

describe('layers', () => {
  const files = sourceFiles(SRC);

  it('places every module of src/ in a layer', () => {
    const unplaced = [...new Set(files.map(moduleOf))].filter((name) => !layerOf.has(name));
    expect(unplaced).toEqual([]);
  });

  it('has no import that points up a layer', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = moduleOf(file);
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = moduleOf(resolve(dirname(file), match[1] ?? ''));
        if ((layerOf.get(target) ?? -1) > (layerOf.get(from) ?? -1)) {
          upward.push(`${relative(SRC, file)} → ${match[1]} (${from} imports ${target})`);
        }
      }
    }
    expect(upward).toEqual([]);
  });
});
