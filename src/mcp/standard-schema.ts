/**
 * TypeBox schemas as Standard Schemas with JSON Schema, the form the MCP SDK takes for tool
 * arguments and results: one schema language in the project, and argument errors worded as the
 * HTTP API words them ("tool parameter "limit" must be <= 50").
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describeValidation } from '../http/error-handler.js';

/** What a schema checks: a call's arguments (new objects each time) or a tool's results (often the same kept object). */
export type CheckedPart = 'arguments' | 'result';

/**
 * Wraps a TypeBox schema; argument messages name the parameter ("tool parameter …"). A result
 * that passed once passes again without a check: results handed to it are not changed after.
 * Arguments are parsed anew for every call, so they are not remembered (a weak set of objects
 * seen once would only cost the garbage collector).
 */
export function standardSchemaOf<T extends TSchema>(schema: T, part: CheckedPart): StandardSchemaWithJSON<Static<T>> {
  const check = Compile(schema);
  // Plain JSON (TypeBox's own keys dropped), made once: every request's server lists it.
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  const json = () => plain;
  // Results that passed already: a tool result kept between calls is checked once.
  const passed = part === 'result' ? new WeakSet<object>() : undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'typebox',
      validate(value) {
        if (passed && typeof value === 'object' && value !== null && passed.has(value)) return { value: value as Static<T> };
        if (check.Check(value)) {
          if (passed && typeof value === 'object' && value !== null) passed.add(value);
          return { value: value as Static<T> };
        }
        const error = describeValidation(check.Errors(value) as never, 'tool');
        return { issues: [{ message: error.message }] };
      },
      jsonSchema: { input: json, output: json },
    },
  };
}
