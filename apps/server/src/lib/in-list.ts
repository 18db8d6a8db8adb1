import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in (…values)` over a JSON array: one bind parameter whatever the number of values (a
 * spreadsheet's 2,000 order codes), on both drivers.
 */
export const inList = (column: SQL | AnyColumn, values: readonly string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
