import { CLAIM_FAULTS, DELIVERY_TYPES, labels, type ClaimFault, type Order } from '@seller/domain';
import { Select } from 'antd';
import { useClaimFees } from './claim-money-api.ts';
import type { DeliveryDraft } from './delivery-cells.tsx';

const B = labels.claimMoney.bulkExchange;

/** One row of the bulk 교환 완료: the new parcel as the delivery cells edit it, and the fault once the seller picks one. */
export interface ReshipDraft extends DeliveryDraft {
  fault?: ClaimFault;
}

/**
 * A re-ship starts with the first parcel's delivery type and carrier (sellers mostly send the new one
 * the same way) and no tracking number: the first parcel's own number is refused.
 */
export const reshipDraftOf = (order: Order, drafts: Record<string, ReshipDraft>): ReshipDraft =>
  drafts[order.code] ?? {
    type: order.delivery.type ?? DELIVERY_TYPES[0],
    name: order.delivery.name ?? '',
    code: '',
  };

/** The buyer's reason: the claim's reason code where the request carried one, else the reason as typed. */
export function ClaimReasonCell({ order }: { order: Order }) {
  const fees = useClaimFees(order.code, true);
  const code = fees.data?.reasonCode as keyof typeof labels.claim.reasons | null | undefined;
  return <>{(code && labels.claim.reasons[code]) ?? order.reason ?? '–'}</>;
}

/**
 * The fault of one order, prefilled as the order detail does: the one decided, else the one the
 * claim's reason code suggests (`suggestedFault`, answered by the claim-fees call), else the buyer's.
 */
export function FaultCell({
  order,
  fault,
  onChange,
}: {
  order: Order;
  fault: ClaimFault | undefined;
  onChange: (fault: ClaimFault) => void;
}) {
  const fees = useClaimFees(order.code, true);
  return (
    <Select
      aria-label={B.faultOf(order.code)}
      size="small"
      value={fault ?? fees.data?.suggestedFault}
      loading={fees.isLoading}
      onChange={onChange}
      options={CLAIM_FAULTS.map((f) => ({ value: f, label: labels.claimMoney.faults[f] }))}
      style={{ width: 120 }}
    />
  );
}
