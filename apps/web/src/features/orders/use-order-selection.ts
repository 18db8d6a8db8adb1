import { labels, message, ORDER_BULK_MAX, type Order, type OrderSearchParams } from '@seller/domain';
import { useEffect, useState, type Key } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { fetchAllOrders } from './api.ts';

/**
 * An order list's selection: kept across pages and page sizes (shown as "N건 선택"), cleared by a
 * new search; `selectAllMatches` chooses every order the search finds (up to ORDER_BULK_MAX).
 * `table` is what the table and the cards take.
 */
export function useOrderSelection(applied: OrderSearchParams & { marketId: number }, total: number) {
  const [selected, setSelected] = useState<ReadonlyMap<Key, Order>>(new Map());
  const rows = [...selected.values()];
  const clear = () => setSelected(new Map());
  const appliedKey = JSON.stringify(applied); // the URL's filters are a new object on every page change
  useEffect(clear, [appliedKey]);
  // antd hands over the rows it knows; a row chosen on another page is the one kept from then.
  const choose = (keys: Key[], chosen: Order[]) =>
    setSelected((previous) => {
      const next = new Map<Key, Order>();
      for (const order of chosen) next.set(order.id, order);
      for (const key of keys) if (!next.has(key) && previous.has(key)) next.set(key, previous.get(key)!);
      return next;
    });
  const selectAllMatches = async () => {
    if (total > ORDER_BULK_MAX)
      return dialog.alert(message('order.selectAllTooMany', { max: ORDER_BULK_MAX.toLocaleString('en-US') }));
    try {
      const all = await fetchAllOrders(applied, ORDER_BULK_MAX);
      setSelected(new Map(all.map((o) => [o.id, o])));
    } catch (error) {
      await alertError(error);
    }
  };
  const table = {
    keys: [...selected.keys()],
    acrossPages: true,
    onChange: choose,
    checkbox: (order: Order) => ({ label: labels.list.select(order.code) }),
  };
  return { size: selected.size, rows, clear, selectAllMatches, table };
}
