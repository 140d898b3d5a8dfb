/**
 * TypeBox schemas as Standard Schemas with JSON Schema, the form the MCP SDK takes for tool
 * arguments and results: one schema language in the project, and argument errors worded as the
 * HTTP API words them ("tool parameter "limit" must be <= 50").
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describeValidation } from '../http/error-handler.js';

/** Wraps a TypeBox schema; `location` names the checked part in messages ("tool parameter …"). */
export function standardSchemaOf<T extends TSchema>(schema: T, location = 'tool'): StandardSchemaWithJSON<Static<T>> {
  const check = Compile(schema);
  // Plain JSON (TypeBox's own keys dropped), made once: every request's server lists it.
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  const json = () => plain;
  return {
    '~standard': {
      version: 1,
      vendor: 'typebox',
      validate(value) {
        if (check.Check(value)) return { value: value as Static<T> };
        const error = describeValidation(check.Errors(value) as never, location);
        return { issues: [{ message: error.message }] };
      },
      jsonSchema: { input: json, output: json },
    },
  };
}
