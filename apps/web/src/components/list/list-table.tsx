import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/CaretUpOutlined';
import { Checkbox, ConfigProvider, Spin, Tooltip } from 'antd';
import DefaultRenderEmpty from 'antd/es/config-provider/defaultRenderEmpty';
import useStyle from 'antd/es/table/style';
import { useContext, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { Pages } from './page-arrows.tsx';

/**
 * The list screens' table: the markup of antd's small bordered Table (the same classes, so antd's
 * styles, the app's CSS and the tests apply unchanged), drawn without antd's Table and rc-table,
 * which weigh about 25 KB gzipped on every list screen (docs/architecture.md, "Light pages"). It
 * keeps what the lists use: column widths, alignment, ellipsis, pinned columns, server sort with
 * antd's header (tooltip, Enter, aria-sort), row checkboxes (a page's select-all, shift-click ranges,
 * a choice kept across pages), the loading veil, the empty state and antd's pagination.
 */

export type SortDirection = 'ascend' | 'descend';

export interface ListColumn<T> {
  key?: string;
  dataIndex?: keyof T & string;
  title: ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** One line cut with "…"; the cell's text becomes its title (the table's layout becomes fixed). */
  ellipsis?: boolean;
  className?: string;
  /** Stays in view while the table scrolls sideways (its offset comes from the screen's CSS). */
  fixed?: 'left' | 'right';
  /** Sorted by the server: a click or Enter on the header moves to the next direction. */
  sorter?: boolean;
  sortDirections?: SortDirection[];
  sortOrder?: SortDirection | null;
  // The cell's value is whatever `dataIndex` names: any, as in antd's own column type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, row: T, index: number) => ReactNode;
}

export type ListColumns<T> = ListColumn<T>[];

export interface ListTableProps<T> {
  label: string;
  rowKey: keyof T & string;
  columns: ListColumns<T>;
  rows: readonly T[];
  loading?: boolean;
  emptyText?: string;
  onSort?: (key: string | undefined, order: SortDirection | undefined) => void;
  selection?: {
    keys: readonly Key[];
    onChange: (keys: Key[], rows: T[]) => void;
    acrossPages?: boolean;
    checkbox?: (row: T) => { label?: string; disabled?: boolean };
    /** The page's select-all checkbox's accessible name. */
    allLabel: string;
    /** A row checkbox's accessible name when `checkbox` gives none. */
    rowLabel: (row: T) => string;
  };
  pagination?: {
    current: number;
    pageSize: number;
    total: number;
    pageSizeOptions: string[];
    showTotal?: (total: number) => ReactNode;
    onChange: (page: number, size: number) => void;
  };
}

/** A pinned cell's style: its side and antd's stacking variables. */
type StackedStyle = CSSProperties & Record<'--z-offset' | '--z-offset-reverse', number>;

const nextDirection = (directions: SortDirection[], current: SortDirection | null | undefined) =>
  current ? directions[directions.indexOf(current) + 1] : directions[0];

/** The title antd gives a cell cut with an ellipsis: its text, when the content is text. */
function titleOf(content: ReactNode): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  const children = (content as { props?: { children?: unknown } } | null)?.props?.children;
  return typeof children === 'string' ? children : undefined;
}

export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { columns, rows, selection, rowKey } = props;
  const { getPrefixCls, locale } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useStyle(prefix, rootCls);
  const cell = `${prefix}-cell`;
  // Rows seen on any page, so a choice kept across pages can still hand its rows back.
  const seen = useRef(new Map<Key, T>());
  const lastChecked = useRef<number | null>(null);
  const keyOf = (row: T) => row[rowKey] as Key;
  for (const row of rows) seen.current.set(keyOf(row), row);

  // ------------------------------------------------------------------ selection
  const chosen = new Set(selection?.keys);
  const boxes = new Map(rows.map((row) => [keyOf(row), selection?.checkbox?.(row) ?? {}]));
  const enabledKeys = rows.map(keyOf).filter((key) => !boxes.get(key)!.disabled);
  const allChecked = enabledKeys.every((key) => chosen.has(key));
  const someChecked = enabledKeys.some((key) => chosen.has(key));
  const choose = (keys: Key[]) => {
    if (!selection) return;
    const kept = selection.acrossPages ? keys : keys.filter((key) => boxes.has(key));
    selection.onChange(
      kept,
      kept.map((key) => seen.current.get(key)).filter((row): row is T => row !== undefined),
    );
  };
  const toggleAll = () => {
    const next = new Set(chosen);
    for (const key of enabledKeys) {
      if (allChecked) next.delete(key);
      else next.add(key);
    }
    lastChecked.current = null;
    choose([...next]);
  };
  const toggle = (key: Key, checked: boolean, shiftKey: boolean) => {
    const index = enabledKeys.indexOf(key);
    const next = new Set(chosen);
    // Shift-click selects (or clears) the range from the last row checked, as antd does.
    if (shiftKey && enabledKeys.some((k) => chosen.has(k))) {
      const from = lastChecked.current ?? index;
      const range = enabledKeys.slice(Math.min(from, index), Math.max(from, index) + 1);
      const select = range.some((k) => !next.has(k));
      for (const k of range) {
        if (select) next.add(k);
        else next.delete(k);
      }
      lastChecked.current = select ? Math.max(from, index) : null;
      choose([...next]);
      return;
    }
    if (checked) next.delete(key);
    else next.add(key);
    lastChecked.current = checked ? null : index;
    choose([...next]);
  };
  const allDisabled = rows.length > 0 && enabledKeys.length === 0;
  const disabledChecked = rows.map(keyOf).filter((key) => chosen.has(key));

  // ------------------------------------------------------------------ columns
  const pinned = columns.map((c) => (c.fixed === 'left' ? 'start' : c.fixed === 'right' ? 'end' : undefined));
  // The selection column is pinned when the first column is (antd's rule).
  const all: ('start' | 'end' | undefined)[] = selection
    ? [pinned[0] === 'start' ? 'start' : undefined, ...pinned]
    : pinned;
  const count = all.length;
  /** Pinning classes and antd's stacking variables of the cell at `index` (of all columns). */
  const fix = (index: number) => {
    const side = all[index];
    if (!side) return { className: '', style: undefined as CSSProperties | undefined };
    const start = side === 'start';
    const shadow = start ? all[index + 1] !== 'start' : all[index - 1] !== 'end';
    const style: StackedStyle = {
      ...(start ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
      '--z-offset': start ? count * 2 - index : index,
      '--z-offset-reverse': start ? count + index : count - index,
    };
    return {
      className: ` ${cell}-fix ${cell}-fix-${side}${shadow ? ` ${cell}-fix-${side}-shadow` : ''}`,
      style: style as CSSProperties | undefined,
    };
  };
  const offset = selection ? 1 : 0;
  const fixedLayout = columns.some((c) => c.ellipsis);
  const a11y = locale?.global;
  const sortTexts = locale?.Table;

  const header = columns.map((column, i) => {
    const f = fix(i + offset);
    const align = column.align ? { textAlign: column.align } : undefined;
    const className = `${cell}${column.className ? ` ${column.className}` : ''}${column.ellipsis ? ` ${cell}-ellipsis` : ''}`;
    const key = column.key ?? column.dataIndex ?? i;
    if (!column.sorter)
      return (
        <th key={key} className={className + f.className} scope="col" style={{ ...f.style, ...align }}>
          {column.title}
        </th>
      );
    const directions = column.sortDirections ?? ['ascend', 'descend'];
    const order = column.sortOrder ?? null;
    const next = nextDirection(directions, order);
    const sort = () => props.onSort?.(next ? column.key : undefined, next);
    const tip =
      next === 'descend' ? sortTexts?.triggerDesc : next === 'ascend' ? sortTexts?.triggerAsc : sortTexts?.cancelSort;
    const title = typeof column.title === 'string' ? column.title : '';
    return (
      <th
        key={key}
        className={`${className}${order ? ` ${prefix}-column-sort` : ''} ${prefix}-column-has-sorters${f.className}`}
        scope="col"
        style={{ ...f.style, ...align }}
        tabIndex={0}
        aria-sort={order ? (order === 'ascend' ? 'ascending' : 'descending') : undefined}
        aria-description={a11y?.sortable}
        aria-label={title}
        title={column.ellipsis ? title : undefined}
        onClick={sort}
        onKeyDown={(e) => {
          if (e.key === 'Enter') sort();
        }}
      >
        <Tooltip title={tip}>
          <div className={`${prefix}-column-sorters`}>
            <span className={`${prefix}-column-title`}>{column.title}</span>
            <span className={`${prefix}-column-sorter${directions.length > 1 ? ` ${prefix}-column-sorter-full` : ''}`}>
              <span className={`${prefix}-column-sorter-inner`} aria-hidden="true">
                {directions.includes('ascend') && (
                  <CaretUpOutlined
                    aria-hidden
                    className={`${prefix}-column-sorter-up${order === 'ascend' ? ' active' : ''}`}
                  />
                )}
                {directions.includes('descend') && (
                  <CaretDownOutlined
                    aria-hidden
                    className={`${prefix}-column-sorter-down${order === 'descend' ? ' active' : ''}`}
                  />
                )}
              </span>
            </span>
          </div>
        </Tooltip>
      </th>
    );
  });

  const selectionHead = selection && (
    <th className={`${cell} ${prefix}-selection-column${fix(0).className}`} scope="col" style={fix(0).style}>
      <div className={`${prefix}-selection`}>
        <Checkbox
          aria-label={selection.allLabel}
          checked={allDisabled ? disabledChecked.length === rows.length : rows.length > 0 && allChecked}
          indeterminate={
            allDisabled
              ? disabledChecked.length > 0 && disabledChecked.length < rows.length
              : !allChecked && someChecked
          }
          disabled={rows.length === 0 || allDisabled}
          onChange={toggleAll}
        />
      </div>
    </th>
  );

  const body = rows.map((row, index) => {
    const key = keyOf(row);
    const checked = chosen.has(key);
    const box = boxes.get(key)!;
    return (
      <tr
        key={key}
        className={`${prefix}-row ${prefix}-row-level-0${checked ? ` ${prefix}-row-selected` : ''}`}
        data-row-key={key}
      >
        {selection && (
          <td className={`${cell} ${prefix}-selection-column${fix(0).className}`} style={fix(0).style}>
            <Checkbox
              aria-label={box.label ?? selection.rowLabel(row)}
              checked={checked}
              disabled={box.disabled}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) => toggle(key, checked, e.nativeEvent.shiftKey)}
            />
          </td>
        )}
        {columns.map((column, i) => {
          const f = fix(i + offset);
          const value = column.dataIndex ? row[column.dataIndex] : undefined;
          const content = column.render ? column.render(value, row, index) : (value as ReactNode);
          const sorted = column.sorter && column.sortOrder;
          return (
            <td
              key={column.key ?? column.dataIndex ?? i}
              className={`${cell}${column.className ? ` ${column.className}` : ''}${sorted ? ` ${prefix}-column-sort` : ''}${column.ellipsis ? ` ${cell}-ellipsis` : ''}${f.className}`}
              style={column.align ? { ...f.style, textAlign: column.align } : f.style}
              title={column.ellipsis ? titleOf(content) : undefined}
            >
              {content}
            </td>
          );
        })}
      </tr>
    );
  });

  const pagination = props.pagination;
  // The first load: no rows yet. The pages wait for the rows (shown before them, they were pushed
  // down when the rows came: a layout shift), and "no data" is not said of a list still loading.
  const firstLoad = !!props.loading && rows.length === 0;
  const lastPage = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  return (
    <div className={`${cssVarCls} ${rootCls} ${prefix}-wrapper ${hashId}`}>
      <Spin spinning={!!props.loading}>
        <div
          className={`${prefix} ${prefix}-small ${prefix}-bordered${rows.length === 0 ? ` ${prefix}-empty` : ''} ${cssVarCls} ${rootCls} ${hashId}${all[0] === 'start' ? ` ${prefix}-has-fix-start` : ''}${all[count - 1] === 'end' ? ` ${prefix}-has-fix-end` : ''}`}
        >
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`}>
              <table aria-label={props.label} style={{ tableLayout: fixedLayout ? 'fixed' : 'auto' }}>
                <colgroup>
                  {selection && <col className={`${prefix}-selection-col`} />}
                  {/* As rc-table: columns after the last one with a width get no <col>. */}
                  {columns.slice(0, columns.findLastIndex((c) => c.width) + 1).map((c, i) => (
                    <col key={c.key ?? c.dataIndex ?? i} style={c.width ? { width: c.width } : undefined} />
                  ))}
                </colgroup>
                <thead className={`${prefix}-thead`}>
                  <tr>
                    {selectionHead}
                    {header}
                  </tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>
                  {rows.length > 0 ? (
                    body
                  ) : (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={cell} colSpan={count}>
                        {firstLoad ? null : (props.emptyText ?? <DefaultRenderEmpty componentName="Table" />)}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {pagination && pagination.total > 0 && !firstLoad && (
          <Pages
            className={`${prefix}-pagination ${prefix}-pagination-end`}
            size="small"
            current={Math.min(pagination.current, lastPage)}
            pageSize={pagination.pageSize}
            total={pagination.total}
            pageSizeOptions={pagination.pageSizeOptions}
            showSizeChanger
            showTotal={pagination.showTotal}
            onChange={pagination.onChange}
          />
        )}
      </Spin>
    </div>
  );
}
