/** Minimal server-rendered pages: every interpolated value is escaped. */
import { escapeHtml } from '../mail/templates.js';

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )} · Signboard</title></head><body><main>${body}</main></body></html>`;
}

export { escapeHtml };
