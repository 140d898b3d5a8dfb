/**
 * Fastify validator compiler over TypeBox's compiled checks. Query strings and path params
 * arrive as text; only exact numerals become numbers (`1.5` or `1e3` stay text and fail an
 * integer schema), and `true`/`false` become booleans. Bodies are checked as sent.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const INTEGER = /^-?\d{1,15}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;

interface PropertySchema {
  type?: string;
}

function coerceText(schema: PropertySchema | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !schema) return value;
  if (schema.type === 'integer' && INTEGER.test(value)) return Number(value);
  if (schema.type === 'number' && NUMBER.test(value)) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function coerceObject(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = coerceText(properties[key], item);
  return out;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const input = httpPart === 'body' ? value : coerceObject(schema, value);
    if (check.Check(input)) return { value: input };
    return { error: check.Errors(input) as unknown as Error };
  };
};
