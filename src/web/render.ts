/** Server-side rendering of page components to HTML strings (Preact escapes every value). */
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

/** The full document for a page component. */
export function renderDocument(node: VNode): string {
  return `<!doctype html>${renderToString(node)}`;
}

/** JSON for a `<script type="application/ld+json">` data block: `<` is escaped so the block cannot be closed early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
