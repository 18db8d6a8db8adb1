import { labels, PAGE_SIZES, type SortOrder } from '@seller/domain';
import { Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useRef, type Key } from 'react';
import { useRovingFocus } from '../../lib/roving-focus.ts';
import './list.css';

export interface PagedTableProps<T> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
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
    /** Keep the choice of rows on other pages (default: a page change clears it). */
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
          ? { ...c, sortOrder: c.key === sort.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null }
          : c,
      )
    : props.columns;
  // Wide tables scroll inside a wrapper rather than with antd's `scroll.x`, whose hidden measure row
  // would hold the focusable select-all checkbox (an axe aria-hidden-focus violation).
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
      <Table<T>
        aria-label={props.label}
        rowKey={props.rowKey}
        size="small"
        bordered
        columns={columns as TableColumnsType<T>}
        dataSource={props.rows as T[]}
        loading={props.loading}
        locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys as Key[],
                onChange: (keys, rows) => selection.onChange(keys, rows.filter(Boolean)),
                preserveSelectedRowKeys: selection.acrossPages ?? false,
                // Korean names a screen reader can use (antd's are English: "Select all", "Select row 3").
                getTitleCheckboxProps: () => ({ 'aria-label': labels.list.selectPage }) as never,
                getCheckboxProps: (row) => {
                  const box = selection.checkbox?.(row) ?? {};
                  return {
                    disabled: box.disabled,
                    'aria-label': box.label ?? labels.list.select(String(row[props.rowKey])),
                  } as never;
                },
              }
            : undefined
        }
        onChange={(_, __, sorter, extra) => {
          if (!sort || extra.action !== 'sort') return;
          const s = sorter as SorterResult<T>;
          sort.onChange(
            s.order ? (s.columnKey as string | undefined) : undefined,
            s.order ? (s.order === 'ascend' ? 'asc' : 'desc') : undefined,
          );
        }}
        pagination={{
          current: props.page,
          pageSize: props.size,
          total: props.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal:
            props.showTotal === false ? undefined : (total) => labels.list.total(total.toLocaleString('en-US')),
          onChange: props.onPage,
        }}
      />
      {/* antd shows no pagination, and so no total, for an empty list: the total is said here then. */}
      {props.total === 0 && props.showTotal !== false && (
        <div className="paged-table-total">{labels.list.total('0')}</div>
      )}
    </div>
  );
}
