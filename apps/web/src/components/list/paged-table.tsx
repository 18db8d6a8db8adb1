import { labels, PAGE_SIZES, type SortOrder } from '@seller/domain';
import { useRef, type Key } from 'react';
import { useRovingFocus } from '../../lib/roving-focus.ts';
import { ListTable, type ListColumns } from './list-table.tsx';
import './list.css';

export interface PagedTableProps<T> {
  rowKey: keyof T & string;
  columns: ListColumns<T>;
  rows: readonly T[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  onPage: (page: number, size: number) => void;
  /**
   * Server-side sort: columns with `sorter: true` sort by their `key`; `onChange` gets no key when
   * the seller clears the sort.
   */
  sort?: { key: string; order: SortOrder; onChange: (key: string | undefined, order: SortOrder | undefined) => void };
  /** Row checkboxes; leave out for a list without bulk actions. */
  selection?: {
    keys: readonly Key[];
    onChange: (keys: Key[], rows: T[]) => void;
    /** Keep the choice of rows on other pages (default: the next change drops rows not on this page). */
    acrossPages?: boolean;
    /** A row's checkbox: its accessible name, and whether it can be chosen. */
    checkbox?: (row: T) => { label?: string; disabled?: boolean };
  };
  emptyText?: string;
  /** Accessible name of the table. */
  label: string;
  /** Show the total beside the pages (default true; off where the screen shows the total itself). */
  showTotal?: boolean;
  className?: string;
  /**
   * Rows as one Tab stop (a roving tabindex, docs/accessibility.md): Tab walks the current row's
   * controls and leaves the table; ↑/↓ move to the same control of the row above or below.
   */
  rovingRows?: boolean;
}

/** Announces a list's total and its selection as they change (a polite live region, WCAG 4.1.3). */
export function ListStatus({ total, selected }: { total: number; selected?: number }) {
  const text = labels.list.total(total.toLocaleString('en-US'));
  return (
    <div className="sr-only" role="status" data-testid="list-status">
      {selected === undefined ? text : `${text}, ${labels.list.selected(selected)}`}
    </div>
  );
}

/** A server-paged table: page sizes 10, 50 and 100, optional server sort and row checkboxes. */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { sort, selection } = props;
  const region = useRef<HTMLDivElement>(null);
  useRovingFocus(region, '.ant-table-tbody > tr.ant-table-row', 'rows', props.rovingRows ?? false);
  const columns = sort
    ? props.columns.map((c) =>
        c.sorter && c.key !== undefined
          ? {
              ...c,
              sortOrder:
                c.key === sort.key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
            }
          : c,
      )
    : props.columns;
  return (
    // The wrapper scrolls a wide table sideways, so it takes the focus (arrow keys scroll it).
    <div
      ref={region}
      className={props.className ? `paged-table ${props.className}` : 'paged-table'}
      role="region"
      aria-label={props.label}
      tabIndex={0}
    >
      <ListStatus total={props.total} selected={selection?.keys.length} />
      <ListTable<T>
        label={props.label}
        rowKey={props.rowKey}
        columns={columns}
        rows={props.rows}
        loading={props.loading}
        emptyText={props.emptyText}
        onSort={sort && ((key, order) => sort.onChange(order && key, order && (order === 'ascend' ? 'asc' : 'desc')))}
        selection={
          selection && {
            ...selection,
            // Korean names a screen reader can use (antd's are English: "Select all", "Select row 3").
            allLabel: labels.list.selectPage,
            rowLabel: (row) => labels.list.select(String(row[props.rowKey])),
          }
        }
        pagination={{
          current: props.page,
          pageSize: props.size,
          total: props.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal:
            props.showTotal === false ? undefined : (total) => labels.list.total(total.toLocaleString('en-US')),
          onChange: props.onPage,
        }}
      />
      {/* No pagination, and so no total, shows for an empty list: the total is said here then. */}
      {props.total === 0 && props.showTotal !== false && (
        <div className="paged-table-total">{labels.list.total('0')}</div>
      )}
    </div>
  );
}
