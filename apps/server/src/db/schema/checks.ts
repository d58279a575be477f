import { sql, type SQL } from 'drizzle-orm';

/** A check that the column holds one of `values`: the contracts' enum, kept by the database too. */
export const isOneOf = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
