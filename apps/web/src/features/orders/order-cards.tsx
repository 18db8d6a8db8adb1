import {
  labels,
  messages,
  ORDER_CARD_COLUMNS,
  ORDER_DETAIL_TYPE,
  orderCellText,
  PAGE_SIZES,
  type Order,
  type OrderScreen,
} from '@seller/domain';
import { Checkbox, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { detailPath } from '../../app/paths.ts';
import { ListStatus } from '../../components/list/index.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { Pages } from '../../components/list/page-arrows.tsx';

/**
 * An order list on a phone: each order a card with its key fields, its checkbox and its delivery
 * cells, in the same order as the table's rows, with the same pages.
 */
export function OrderCards({
  screen,
  rows,
  total,
  page,
  size,
  loading,
  onPage,
  selection,
  delivery,
  reveal,
  fields,
  listSearch,
  label,
}: {
  screen: OrderScreen;
  rows: readonly Order[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  onPage: (page: number, size: number) => void;
  selection: { keys: readonly Key[]; onChange: (keys: Key[], rows: Order[]) => void };
  /** The delivery cells of an order, on screens that edit them. */
  delivery?: (order: Order) => ReactNode;
  /** The order's reveal of buyers' data (issue 34 §2), where the role may. */
  reveal?: (order: Order) => ReactNode;
  /** More fields of an order (the request lists' claim), after the key ones. */
  fields?: (order: Order) => ReactNode;
  listSearch: string;
  /** The list's accessible name. */
  label: string;
}) {
  const chosen = new Set(selection.keys);
  // The selection spans pages: only this order's key changes, the others (on any page) stay.
  const toggle = (order: Order, on: boolean) => {
    const keys = on ? [...selection.keys, order.id] : selection.keys.filter((k) => k !== order.id);
    selection.onChange(
      keys,
      rows.filter((r) => keys.includes(r.id)),
    );
  };
  // The first load: no cards yet. The pages wait for them (shown before, they were pushed down when
  // the cards came: a layout shift), and "no orders" is not said of a list still loading.
  const firstLoad = loading && rows.length === 0;
  return (
    <Spin spinning={loading}>
      <ListStatus total={total} selected={selection.keys.length} />
      {rows.length === 0 ? (
        !firstLoad && <p className="order-cards-empty muted">{labels.order.noOrders}</p>
      ) : (
        <ul className="order-cards" aria-label={label}>
          {rows.map((order) => (
            <li key={order.id} className="order-card">
              <div className="order-card-head">
                <Checkbox
                  checked={chosen.has(order.id)}
                  onChange={(e) => toggle(order, e.target.checked)}
                  aria-label={labels.list.select(order.code)}
                />
                <Link
                  to={detailPath(ORDER_DETAIL_TYPE[screen], order.code)}
                  state={{ listSearch }}
                  data-focus-key={order.code}
                  className="order-card-code"
                  aria-label={labels.list.detailOf(order.code)}
                >
                  {order.code}
                </Link>
                {reveal?.(order)}
              </div>
              <dl className="order-card-fields">
                {ORDER_CARD_COLUMNS.map((column) => (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{orderCellText(order, column.key, screen, formatDateTime, messages.common.notYetCollected)}</dd>
                  </div>
                ))}
                {fields?.(order)}
              </dl>
              {delivery && <div className="order-card-delivery">{delivery(order)}</div>}
            </li>
          ))}
        </ul>
      )}
      {!firstLoad && (
        <Pages
          className="order-cards-pages"
          current={page}
          pageSize={size}
          total={total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          simple
          onChange={onPage}
        />
      )}
    </Spin>
  );
}
