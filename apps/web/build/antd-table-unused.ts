/**
 * Stand-ins for the parts of antd's Table the app never uses, resolved in their place by
 * `antdTableTrim` (build/antd-trim.ts): the column-header filter dropdown (which brings antd's
 * Tree, Menu and Dropdown, about 15 KB gzipped) and the virtual table. The app's lists filter in
 * their search panels and page on the server; a column with `filters` or a table with `virtual`
 * fails loudly instead of drawing nothing.
 */
const LEFT_OUT = 'is left out of the build (apps/web/build/antd-trim.ts)';

interface Filter {
  value: unknown;
  children?: Filter[];
}

/** antd's own helper of the filter module, which the table's filter state still calls. */
export function flattenKeys(filters?: Filter[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export function FilterDropdown(): never {
  throw new Error(`antd Table's column filter ${LEFT_OUT}`);
}

export function VirtualTable(): never {
  throw new Error(`antd Table's virtual mode ${LEFT_OUT}`);
}
