import {
  deliveryInputProblem,
  deliverySaveMessages,
  message,
  messages,
  type Order,
  type OrderScreen,
} from '@seller/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { orderCalls, useInvalidateOrders } from './api.ts';
import { CarrierCell, DeliveryTypeCell, draftOf, TrackingCell, type DeliveryDraft } from './delivery-cells.tsx';

/**
 * The delivery cells of a list that enters delivery info: each row's draft (배송방법, 택배사,
 * 송장번호) until saved, checked, confirmed and saved one row at a time. `cell` renders a row's cell.
 */
export function useDeliveryDrafts(screen: OrderScreen, rows: readonly Order[]) {
  const navigate = useNavigate();
  const invalidate = useInvalidateOrders();
  const [drafts, setDrafts] = useState<Record<string, DeliveryDraft>>({});
  const [savingCode, setSavingCode] = useState<string | null>(null);

  const changeDraft = (code: string, patch: Partial<DeliveryDraft>) => {
    const order = rows.find((r) => r.code === code);
    if (!order) return;
    setDrafts((d) => ({ ...d, [code]: { ...draftOf(order, d), ...patch } }));
  };

  const saveDelivery = async (order: Order) => {
    const draft = draftOf(order, drafts);
    const problem = deliveryInputProblem({
      deliveryType: draft.type,
      deliveryName: draft.name,
      deliveryCode: draft.code,
    });
    if (problem) return dialog.alert(message(problem));
    const says = deliverySaveMessages(order.status);
    if (!(await dialog.confirm(message(says.confirm)))) return;
    setSavingCode(order.code);
    try {
      await orderCalls.changeDelivery({
        orderCode: order.code,
        deliveryType: draft.type,
        deliveryName: draft.name,
        deliveryCode: draft.code,
      });
      setDrafts((d) => {
        const { [order.code]: _, ...rest } = d;
        return rest;
      });
      await invalidate();
      await dialog.alert(message(says.saved));
      if (says.moves && screen !== 'deliveryProgress') navigate(paths.deliveryProgress);
    } catch (error) {
      await alertError(error, messages.order.delivery.saveFailed);
    } finally {
      setSavingCode(null);
    }
  };

  const cell = (order: Order, field: 'type' | 'name' | 'code') => {
    const draft = draftOf(order, drafts);
    if (field === 'type') return <DeliveryTypeCell order={order} draft={draft} onChange={changeDraft} />;
    if (field === 'name') return <CarrierCell order={order} draft={draft} onChange={changeDraft} />;
    return (
      <TrackingCell
        order={order}
        draft={draft}
        onChange={changeDraft}
        onSave={() => void saveDelivery(order)}
        saving={savingCode === order.code}
      />
    );
  };
  return cell;
}

export type DeliveryCell = ReturnType<typeof useDeliveryDrafts>;
