import {
  labels,
  messages,
  ORDER_DETAIL_TYPE,
  orderCellText,
  orderColumns,
  type ClaimSummary,
  type Order,
  type OrderScreen,
} from '@seller/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { detailPath } from '../../app/paths.ts';
import type { ListColumns } from '../../components/list/index.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { claimColumns } from './claim-cells.tsx';
import { DeadlineCell } from './deadline-cell.tsx';
import type { DeliveryCell } from './use-delivery-drafts.tsx';

/**
 * Pinned columns of a screen that enters delivery info (issue 17 §8): the order number on the left
 * after the checkbox and detail columns, the delivery cells on the right. antd pins them but does
 * not measure their offsets without its own scroll container, so the classes in orders.css give
 * each its offset from these widths.
 */
const DELIVERY_ENTRY_PINS: Partial<Record<string, { fixed: 'left' | 'right'; width: number; className: string }>> = {
  orderCode: { fixed: 'left', width: 150, className: 'pin-order-code' },
  deliveryType: { fixed: 'right', width: 120, className: 'pin-delivery-type' },
  deliveryName: { fixed: 'right', width: 156, className: 'pin-delivery-name' },
  deliveryCode: { fixed: 'right', width: 232, className: 'pin-delivery-code' },
};

/**
 * The table columns of an order list screen: 상세, the screen's columns of spec 02 (with the
 * delivery cells as inputs where `deliveryCell` is given), and after 주문번호 the buyer's reveal and
 * the dispatch deadline where they apply.
 */
export function orderTableColumns({
  screen,
  marketId,
  listSearch,
  deliveryCell,
  reveal,
  withDeadline,
  claims,
}: {
  screen: OrderScreen;
  marketId: number;
  /** The list's address, given to the detail page for its way back. */
  listSearch: string;
  /** The delivery cells' inputs, on screens that edit them. */
  deliveryCell?: DeliveryCell;
  reveal?: (order: Order) => ReactNode;
  withDeadline: boolean;
  /** The request lists' claims by order id (issue 36 §1, §2): their reason, photo count and pickup columns. */
  claims?: ReadonlyMap<number, ClaimSummary>;
}): ListColumns<Order> {
  // The buyer's reveal and the dispatch deadline come right after 주문번호: the pinned order number
  // keeps its place among the first columns (a pinned column after wider ones covered the delivery
  // cells at 1280 px).
  const afterOrderCode: ListColumns<Order> = [
    ...(reveal
      ? [
          {
            key: 'reveal',
            title: labels.privacy.revealColumn,
            width: 120,
            render: (_: unknown, o: Order) => reveal(o),
          },
        ]
      : []),
    ...(withDeadline
      ? [
          {
            key: 'dispatchDue',
            title: labels.deadline.dispatchDue,
            render: (_: unknown, o: Order) => <DeadlineCell order={o} />,
          },
        ]
      : []),
    ...(claims ? claimColumns(claims) : []),
  ];
  return [
    {
      key: 'detail',
      title: labels.list.detail,
      fixed: 'left',
      width: 64,
      className: 'pin-detail',
      render: (_, order) => (
        <Link
          className="detail-link"
          to={detailPath(ORDER_DETAIL_TYPE[screen], order.code)}
          state={{ listSearch }}
          data-focus-key={order.code}
          aria-label={labels.list.detailOf(order.code)}
        >
          {labels.list.detail}
        </Link>
      ),
    },
    ...orderColumns(screen, marketId).flatMap((column) => [
      {
        key: column.key,
        title: column.label,
        // Where delivery is entered, the order number and the delivery cells stay in view while the
        // other columns scroll under them (issue 17 §8): no sideways scrolling for each row.
        ...(deliveryCell ? DELIVERY_ENTRY_PINS[column.key] : undefined),
        render: (_: unknown, order: Order) => {
          if (deliveryCell && column.key === 'deliveryType') return deliveryCell(order, 'type');
          if (deliveryCell && column.key === 'deliveryName') return deliveryCell(order, 'name');
          if (deliveryCell && column.key === 'deliveryCode') return deliveryCell(order, 'code');
          const text = orderCellText(order, column.key, screen, formatDateTime, messages.common.notYetCollected);
          return text === messages.common.notYetCollected ? <span className="muted">{text}</span> : text;
        },
      },
      ...(column.key === 'orderCode' ? afterOrderCode : []),
    ]),
  ];
}
