import { PAGE_SIZES } from '@seller/domain';
import { Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
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
  /** Row checkboxes; leave out for a list without bulk actions. */
  selection?: { keys: readonly Key[]; onChange: (keys: Key[], rows: T[]) => void };
  emptyText?: string;
  /** Accessible name of the table. */
  label: string;
}

/** A server-paged table: page sizes 10, 50 and 100, optional row checkboxes. */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  // Wide tables scroll inside a wrapper rather than with antd's `scroll.x`, whose hidden measure row
  // would hold the focusable select-all checkbox (an axe aria-hidden-focus violation).
  return (
    <div className="paged-table">
      <Table<T>
        aria-label={props.label}
        rowKey={props.rowKey}
        size="small"
        bordered
        columns={props.columns}
        dataSource={props.rows as T[]}
        loading={props.loading}
        locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
        rowSelection={
          props.selection
            ? {
                selectedRowKeys: props.selection.keys as Key[],
                onChange: (keys, rows) => props.selection!.onChange(keys, rows),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        pagination={{
          current: props.page,
          pageSize: props.size,
          total: props.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => `총 ${total.toLocaleString('en-US')}건`,
          onChange: props.onPage,
        }}
      />
    </div>
  );
}
