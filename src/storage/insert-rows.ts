/**
 * Multi-row inserts for bulk writes (imports), compiled once per shape: Kysely builds and compiles
 * the statement the first time a table, column list and row count come together, and later calls
 * reuse its SQL text with the new values. Kysely's parsing of every value was a tenth of an
 * import's time; the SQL it compiles, and so each database's placeholders, stay Kysely's.
 */
import { CompiledQuery, type Insertable, type InsertQueryBuilder, type InsertResult } from 'kysely';
import { chunk } from './chunk.js';
import type { Database, Executor } from './database.js';

type Table = keyof Database & string;
type Row<T extends Table> = Insertable<Database[T]>;

/** A clause added to the statement (say `on conflict`); `name` tells its compiled forms apart. */
export interface InsertModifier<T extends Table> {
  name: string;
  apply(query: InsertQueryBuilder<Database, T, InsertResult>): InsertQueryBuilder<Database, T, InsertResult>;
}

export interface InsertRowsOptions<T extends Table> {
  /** Rows per statement, inside every driver's bound-parameter limit. */
  perStatement: number;
  modify?: InsertModifier<T>;
}

/** SQL text by dialect adapter and shape. */
const compiledSql = new WeakMap<object, Map<string, string>>();

/** Inserts rows that all have the same keys, in order, `perStatement` at a time. */
export async function insertRows<T extends Table>(
  db: Executor,
  table: T,
  rows: Row<T>[],
  options: InsertRowsOptions<T>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const adapter = db.getExecutor().adapter;
  const known = compiledSql.get(adapter) ?? new Map<string, string>();
  compiledSql.set(adapter, known);
  for (const part of chunk(rows, options.perStatement)) {
    const parameters: unknown[] = [];
    for (const row of part) {
      const values = row as Record<string, unknown>;
      if (Object.keys(values).length !== columns.length) throw new Error(`insertRows(${table}): rows differ in shape`);
      for (const column of columns) parameters.push(values[column]);
    }
    const key = `${table}|${columns.join(',')}|${part.length}|${options.modify?.name ?? ''}`;
    const text = known.get(key);
    if (text !== undefined) {
      await db.executeQuery(CompiledQuery.raw(text, parameters));
      continue;
    }
    const builder = db.insertInto(table).values(part as never);
    const query = (options.modify ? options.modify.apply(builder) : builder).compile();
    // The first statement of a shape runs as Kysely compiled it, and proves the value order.
    if (query.parameters.length !== parameters.length || query.parameters.some((p, i) => p !== parameters[i])) {
      throw new Error(`insertRows(${table}): compiled parameters are not the rows' values in column order`);
    }
    await db.executeQuery(query);
    known.set(key, query.sql);
  }
}
