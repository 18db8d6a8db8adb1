import { message, messages, type OrderStatus } from '@seller/domain';
import { Button } from 'antd';
import { useEffect } from 'react';
import { clearArrivals, useArrivals } from '../lib/live.ts';
import './new-orders-bar.css';

/**
 * The "새 주문 N건" bar over an open order list (issue 33 §3): orders that arrived in the list's
 * statuses while it was open are counted here instead of moving the rows under the seller's cursor;
 * the button loads the list again. Announced politely to screen readers.
 */
export function NewOrdersBar({ statuses, onShow }: { statuses: readonly OrderStatus[]; onShow: () => void }) {
  const count = useArrivals(statuses);
  // The list was just loaded: what arrived before is in it.
  useEffect(() => clearArrivals(statuses), [statuses]);
  return (
    <div role="status" className="new-orders-bar-region">
      {count > 0 && (
        <div className="new-orders-bar" data-testid="new-orders-bar">
          <span>{message('live.newOrders', { count })}</span>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              clearArrivals(statuses);
              onShow();
            }}
          >
            {messages.live.showNew}
          </Button>
        </div>
      )}
    </div>
  );
}
