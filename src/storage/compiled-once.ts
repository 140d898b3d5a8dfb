/**
 * Hot queries compiled once per database adapter: Kysely builds and compiles a query on every
 * call (about a third of a one-row lookup on SQLite), so a query run thousands of times a second
 * keeps the SQL text of its first compile and sends only new parameter values after that.
 */
import { type Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.js';

/**
 * Wraps a query builder whose parameters are exactly `params`, in order. The first call runs the
 * query as Kysely compiled it and checks that its parameters are `params`; later calls reuse its SQL.
 */
export function compiledOnce<P extends unknown[], R>(
  name: string,
  build: (db: Executor, ...params: P) => Compilable<R>,
): (db: Executor, ...params: P) => Promise<R[]> {
  const sqlByAdapter = new WeakMap<object, string>();
  return async (db, ...params) => {
    const adapter = db.getExecutor().adapter;
    const text = sqlByAdapter.get(adapter);
    if (text !== undefined) return (await db.executeQuery(CompiledQuery.raw(text, params))).rows as R[];
    const query = build(db, ...params).compile();
    if (query.parameters.length !== params.length || query.parameters.some((p, i) => p !== params[i])) {
      throw new Error(`compiledOnce(${name}): the compiled parameters are not the given ones in order`);
    }
    const { rows } = await db.executeQuery(query);
    sqlByAdapter.set(adapter, query.sql);
    return rows as R[];
  };
}
