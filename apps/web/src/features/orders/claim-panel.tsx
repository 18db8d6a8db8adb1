import { labels, messages, RETURN_CLAIM_STATUSES, type Claim, type OrderStatus } from '@seller/domain';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/date-format.ts';
import { ClaimActions } from './claim-actions.tsx';
import { HELD_COLOR } from './claim-cells.tsx';

const c = labels.claim;
const none = (text: string = messages.common.none) => <span className="muted">{text}</span>;

function Photos({ urls, label }: { urls: readonly string[]; label: (n: number) => string }) {
  if (urls.length === 0) return none(c.noPhotos);
  return (
    <ul className="claim-photos">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={label(i + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The claim of an order (issue 36 §1–§3): the buyer's reason code and photos, the pickup (회수), the
 * inspection and a hold (보류), and the seller's steps where the role may move orders.
 */
export function ClaimPanel({
  code,
  status,
  claim,
  canMove,
}: {
  code: string;
  status: OrderStatus;
  claim: Claim;
  canMove: boolean;
}) {
  const open = (RETURN_CLAIM_STATUSES as readonly OrderStatus[]).includes(status);
  const items: [string, ReactNode][] = [
    [
      c.reasonCode,
      <span key="r" className="claim-tags">
        {claim.reasonCode ? c.reasons[claim.reasonCode] : none()}
        {claim.holdReason && <Tag color={HELD_COLOR}>{c.held(c.holdReasons[claim.holdReason])}</Tag>}
        {claim.delayed && <Tag color="red">{c.delayed}</Tag>}
      </span>,
    ],
    [c.photos, <Photos key="p" urls={claim.photos} label={c.photoOf} />],
  ];
  if (claim.pickupAddress)
    items.push([
      c.pickupAddress,
      `(${claim.pickupAddress.postcode}) ${claim.pickupAddress.address1} ${claim.pickupAddress.address2}`.trim(),
    ]);
  if (claim.kind !== 'CANCEL') {
    items.push(
      [c.pickupStatus, claim.pickupStatus ? c.pickupStatuses[claim.pickupStatus] : none(c.noPickup)],
      [c.pickupMethod, claim.pickupMethod ? c.pickupMethods[claim.pickupMethod] : none()],
      [c.pickupTracking, claim.pickupCarrier ? `${claim.pickupCarrier} ${claim.pickupTracking ?? ''}`.trim() : none()],
      [
        c.inspectionResult,
        claim.inspectionResult ? (
          <Tag key="i" color={claim.inspectionResult === 'PASS' ? undefined : 'red'}>
            {c.inspectionResults[claim.inspectionResult]}
          </Tag>
        ) : (
          none(c.notInspected)
        ),
      ],
      [c.inspectionNote, claim.inspectionNote || none()],
      [c.inspectionPhotos, <Photos key="ip" urls={claim.inspectionPhotos} label={c.inspectionPhotoOf} />],
      [
        c.hold,
        claim.holdReason
          ? `${c.holdReasons[claim.holdReason]}${claim.holdMemo ? ` — ${claim.holdMemo}` : ''} (${formatDateTime(claim.heldAt!)})`
          : none(),
      ],
    );
  }
  return (
    <section className="detail-card claim-card" aria-label={c.title}>
      <Descriptions
        title={c.title}
        column={1}
        size="small"
        bordered
        items={items.map(([label, children]) => ({ key: label, label, children }))}
      />
      {canMove && open && claim.kind !== 'CANCEL' && <ClaimActions code={code} claim={claim} />}
    </section>
  );
}
