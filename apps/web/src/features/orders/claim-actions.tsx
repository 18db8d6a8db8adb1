import {
  CARRIERS,
  CLAIM_NOTE_MAX,
  CLAIM_PHOTOS_MAX,
  HOLD_REASONS,
  INSPECTION_RESULTS,
  labels,
  messages,
  PICKUP_METHODS,
  TRACKING_NUMBER_TYPED_MAX,
  type Claim,
  type HoldReason,
  type InspectionResult,
  type PickupMethod,
} from '@seller/domain';
import { Button, Input, Radio, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { claimCalls, useInvalidateOrders } from './api.ts';
import { textCount } from '../../lib/text-count.ts';

const c = labels.claim;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="claim-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The seller's steps on an exchange or refund (issue 36 §2, §3): the pickup with its carrier and
 * tracking number (typed or scanned: Enter saves), its status by hand, the inspection after 회수 완료,
 * and a hold (보류) or its release. Each step is saved at once and the order refreshed.
 */
export function ClaimActions({ code, claim }: { code: string; claim: Claim }) {
  const invalidate = useInvalidateOrders();
  const [busy, setBusy] = useState<string | null>(null);
  const [method, setMethod] = useState<PickupMethod>(claim.pickupMethod ?? 'REQUESTED');
  const [carrier, setCarrier] = useState<string | undefined>(claim.pickupCarrier ?? undefined);
  const [tracking, setTracking] = useState(claim.pickupTracking ?? '');
  const [result, setResult] = useState<InspectionResult | undefined>(claim.inspectionResult ?? undefined);
  const [note, setNote] = useState(claim.inspectionNote ?? '');
  const [photos, setPhotos] = useState<string[]>(claim.inspectionPhotos);
  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setBusy('photo');
    try {
      const { url } = await claimCalls.photo(code, file);
      setPhotos((p) => [...p, url]);
    } catch (error) {
      await alertError(error, messages.claim.photoUploadFailed);
    } finally {
      setBusy(null);
    }
  };
  const [holdReason, setHoldReason] = useState<HoldReason | undefined>();
  const [holdMemo, setHoldMemo] = useState('');

  const step = async (key: string, call: () => Promise<unknown>, check?: () => string | null) => {
    const problem = check?.();
    if (problem) return dialog.alert(problem);
    setBusy(key);
    try {
      await call();
      await invalidate();
      await dialog.alert(messages.claim.saved);
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(null);
    }
  };
  const savePickup = () =>
    step(
      'pickup',
      () => claimCalls.pickup(code, { method, carrier: carrier ?? '', trackingNumber: tracking }),
      () =>
        !carrier
          ? messages.order.delivery.noCarrier
          : !tracking.trim()
            ? messages.order.delivery.noTrackingNumber
            : null,
    );
  const done = claim.pickupStatus === 'DONE';

  return (
    <div className="claim-actions">
      {!done && (
        <fieldset className="claim-step">
          <legend>{c.pickup}</legend>
          <div role="radiogroup" aria-label={c.pickupMethod}>
            <Radio.Group
              value={method}
              onChange={(e) => setMethod(e.target.value as PickupMethod)}
              options={PICKUP_METHODS.map((m) => ({ value: m, label: c.pickupMethods[m] }))}
            />
          </div>
          <Field id="claim-pickup-carrier" label={c.pickupCarrier}>
            <Select
              id="claim-pickup-carrier"
              aria-label={c.pickupCarrier}
              value={carrier}
              placeholder={labels.order.chooseCarrier}
              onChange={setCarrier}
              options={CARRIERS.map((name) => ({ value: name, label: name }))}
              style={{ width: 160 }}
            />
          </Field>
          <Field id="claim-pickup-tracking" label={c.pickupTracking}>
            <Input
              id="claim-pickup-tracking"
              value={tracking}
              count={textCount(TRACKING_NUMBER_TYPED_MAX)}
              onChange={(e) => setTracking(e.target.value)}
              onPressEnter={() => void savePickup()}
              style={{ width: 200 }}
            />
          </Field>
          <div className="claim-buttons">
            <Button type="primary" loading={busy === 'pickup'} onClick={() => void savePickup()}>
              {c.savePickup}
            </Button>
            {claim.pickupStatus === 'REQUESTED' && (
              <Button
                loading={busy === 'transit'}
                onClick={() => void step('transit', () => claimCalls.pickupStatus(code, { status: 'IN_TRANSIT' }))}
              >
                {c.markInTransit}
              </Button>
            )}
            {claim.pickupStatus && (
              <Button
                loading={busy === 'done'}
                onClick={() => void step('done', () => claimCalls.pickupStatus(code, { status: 'DONE' }))}
              >
                {c.markDone}
              </Button>
            )}
          </div>
        </fieldset>
      )}
      {done && (
        <fieldset className="claim-step">
          <legend>{c.inspection}</legend>
          <div role="radiogroup" aria-label={c.inspectionResult}>
            <Radio.Group
              value={result}
              onChange={(e) => setResult(e.target.value as InspectionResult)}
              options={INSPECTION_RESULTS.map((r) => ({ value: r, label: c.inspectionResults[r] }))}
            />
          </div>
          <Field id="claim-inspection-note" label={c.inspectionNote}>
            <Input.TextArea
              id="claim-inspection-note"
              value={note}
              count={textCount(CLAIM_NOTE_MAX)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <Field id="claim-inspection-photo" label={c.addPhoto}>
            <input
              id="claim-inspection-photo"
              type="file"
              accept="image/png,image/jpeg,image/gif"
              disabled={photos.length >= CLAIM_PHOTOS_MAX || busy === 'photo'}
              onChange={(e) => {
                void addPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Field>
          {photos.length > 0 && (
            <ul className="claim-photos">
              {photos.map((url, i) => (
                <li key={url}>
                  <img src={url} alt={c.inspectionPhotoOf(i + 1)} />
                  <Button size="small" onClick={() => setPhotos((p) => p.filter((u) => u !== url))}>
                    {c.removePhoto(i + 1)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="claim-buttons">
            <Button
              type="primary"
              loading={busy === 'inspect'}
              onClick={() =>
                void step(
                  'inspect',
                  () => claimCalls.inspect(code, { result: result!, note, photos }),
                  () => (result ? null : messages.claim.inspectionResultRequired),
                )
              }
            >
              {c.inspect}
            </Button>
          </div>
        </fieldset>
      )}
      <fieldset className="claim-step">
        <legend>{c.hold}</legend>
        {claim.holdReason ? (
          <Button loading={busy === 'release'} onClick={() => void step('release', () => claimCalls.release(code))}>
            {c.release}
          </Button>
        ) : (
          <>
            <Field id="claim-hold-reason" label={c.holdReason}>
              <Select
                id="claim-hold-reason"
                aria-label={c.holdReason}
                value={holdReason}
                placeholder={c.holdReason}
                onChange={setHoldReason}
                options={HOLD_REASONS.map((r) => ({ value: r, label: c.holdReasons[r] }))}
                style={{ width: 180 }}
              />
            </Field>
            <Field id="claim-hold-memo" label={c.holdMemo}>
              <Input
                id="claim-hold-memo"
                value={holdMemo}
                maxLength={500}
                onChange={(e) => setHoldMemo(e.target.value)}
                style={{ width: 260 }}
              />
            </Field>
            <div className="claim-buttons">
              <Button
                loading={busy === 'hold'}
                onClick={() =>
                  void step(
                    'hold',
                    () => claimCalls.hold(code, { reason: holdReason!, memo: holdMemo }),
                    () => (holdReason ? null : messages.claim.holdReasonRequired),
                  )
                }
              >
                {c.holdAction}
              </Button>
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}
