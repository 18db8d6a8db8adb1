import type { CSSProperties, ReactNode } from 'react';
import './plain-table.css';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: CSSProperties['width'];
}

export interface PlainTableProps<T> {
  rows: readonly T[];
  columns: readonly PlainColumn<T>[];
  rowKey: (row: T, index: number) => string;
  /** The table's accessible name. */
  label?: string;
  className?: string;
  /** Without a header row (a continuation of a table above). */
  header?: boolean;
  /** A table without controls of its own: its wrap, which scrolls on a narrow screen, takes the focus so a keyboard can scroll it. */
  readOnly?: boolean;
}

/**
 * A small table for forms (option combinations, size tables): an HTML table styled like antd's
 * small table, without antd Table's sorting, paging and selection machinery (over 80 KB gzipped),
 * so screens that only lay rows out stay light.
 */
export function PlainTable<T>({
  rows,
  columns,
  rowKey,
  label,
  className,
  header = true,
  readOnly = false,
}: PlainTableProps<T>) {
  const scrolling = readOnly ? { tabIndex: 0, role: 'group', 'aria-label': label } : {};
  return (
    <div className={`plain-table-wrap${className ? ` ${className}` : ''}`} {...scrolling}>
      <table className="plain-table" aria-label={label}>
        {header && (
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={{ width: c.width }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.key} style={{ width: header ? undefined : c.width }}>
                  {c.render(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
