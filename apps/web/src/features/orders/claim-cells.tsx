import {
  CLAIM_STATE_FILTERS,
  labels,
  PICKUP_FILTERS,
  type ClaimStateFilter,
  type ClaimSummary,
  type Order,
  type OrderSearchForm,
  type PickupFilter,
} from '@seller/domain';
import { Select, Tag } from 'antd';
import type { ListColumns } from '../../components/list/index.ts';
import { SearchField } from '../../components/list/index.ts';

const c = labels.claim;

/**
 * The 보류 tag: white on a dark orange (5.4:1). antd's orange preset (#d46b08 on #fff7e6, 3.4:1) is
 * under the 4.5:1 WCAG 1.4.3 asks of text.
 */
export const HELD_COLOR = '#ad4e00';

/** The 회수 상태 of a claim, with its 보류 and 처리 지연 tags. */
export function PickupCell({ claim }: { claim: ClaimSummary | undefined }) {
  if (!claim) return <span className="muted">{c.noPickup}</span>;
  return (
    <span className="claim-tags">
      {claim.pickupStatus ? c.pickupStatuses[claim.pickupStatus] : <span className="muted">{c.noPickup}</span>}
      {claim.held && <Tag color={HELD_COLOR}>{c.hold}</Tag>}
      {claim.delayed && <Tag color="red">{c.delayed}</Tag>}
    </span>
  );
}

const reasonOf = (claim: ClaimSummary | undefined) => (claim?.reasonCode ? c.reasons[claim.reasonCode] : '–');

/** The request lists' claim columns (issue 36 §1, §2): the reason code, the buyer's photo count and the pickup. */
export function claimColumns(claims: ReadonlyMap<number, ClaimSummary>): ListColumns<Order> {
  return [
    { key: 'claimReason', title: c.reasonCode, render: (_, o) => reasonOf(claims.get(o.id)) },
    { key: 'claimPhotos', title: c.photoCount, render: (_, o) => claims.get(o.id)?.photoCount ?? 0 },
    { key: 'claimPickup', title: c.pickupStatus, render: (_, o) => <PickupCell claim={claims.get(o.id)} /> },
  ];
}

/** The same on a phone's order card. */
export function ClaimFields({ claim }: { claim: ClaimSummary | undefined }) {
  return (
    <>
      <div>
        <dt>{c.reasonCode}</dt>
        <dd>{reasonOf(claim)}</dd>
      </div>
      <div>
        <dt>{c.photoCount}</dt>
        <dd>{claim?.photoCount ?? 0}</dd>
      </div>
      <div>
        <dt>{c.pickupStatus}</dt>
        <dd>
          <PickupCell claim={claim} />
        </dd>
      </div>
    </>
  );
}

type ClaimForm = Required<Pick<OrderSearchForm, 'pickupStatus' | 'claimState'>>;

/** The request lists' filters: 회수 상태 (or none yet) and 처리 지연 / 보류. */
export function ClaimFilters<F extends ClaimForm>({ form, onChange }: { form: F; onChange: (form: F) => void }) {
  return (
    <>
      <SearchField label={c.pickupFilter} htmlFor="order-search-pickup">
        <Select
          id="order-search-pickup"
          aria-label={c.pickupFilter}
          value={form.pickupStatus}
          onChange={(pickupStatus: PickupFilter | '') => onChange({ ...form, pickupStatus })}
          options={[
            { value: '', label: c.filterAll },
            ...PICKUP_FILTERS.map((p) => ({ value: p, label: p === 'NONE' ? c.noPickup : c.pickupStatuses[p] })),
          ]}
          style={{ width: 130 }}
        />
      </SearchField>
      <SearchField label={c.claimFilter} htmlFor="order-search-claim-state">
        <Select
          id="order-search-claim-state"
          aria-label={c.claimFilter}
          value={form.claimState}
          onChange={(claimState: ClaimStateFilter | '') => onChange({ ...form, claimState })}
          options={[
            { value: '', label: c.filterAll },
            ...CLAIM_STATE_FILTERS.map((s) => ({ value: s, label: c.claimStates[s] })),
          ]}
          style={{ width: 130 }}
        />
      </SearchField>
    </>
  );
}
