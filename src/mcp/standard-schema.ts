/**
 * TypeBox schemas as Standard Schemas with JSON Schema, the form the MCP SDK takes for tool
 * arguments and results: one schema language in the project, and argument errors worded as the
 * HTTP API words them ("tool parameter "limit" must be <= 50").
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describeValidation } from '../http/error-handler.js';

/**
 * Wraps a TypeBox schema; `location` names the checked part in messages ("tool parameter …").
 * An object that passed once passes again without a check: values given to it are not changed after.
 */
export function standardSchemaOf<T extends TSchema>(schema: T, location = 'tool'): StandardSchemaWithJSON<Static<T>> {
  const check = Compile(schema);
  // Plain JSON (TypeBox's own keys dropped), made once: every request's server lists it.
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  const json = () => plain;
  // Objects that passed already: a tool result kept between calls is checked once.
  const passed = new WeakSet<object>();
  return {
    '~standard': {
      version: 1,
      vendor: 'typebox',
      validate(value) {
        if (typeof value === 'object' && value !== null && passed.has(value)) return { value: value as Static<T> };
        if (check.Check(value)) {
          if (typeof value === 'object' && value !== null) passed.add(value);
          return { value: value as Static<T> };
        }
        const error = describeValidation(check.Errors(value) as never, location);
        return { issues: [{ message: error.message }] };
      },
      jsonSchema: { input: json, output: json },
    },
  };
}
