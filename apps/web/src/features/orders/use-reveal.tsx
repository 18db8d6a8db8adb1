import { isRevealable, labels, withPersonalData, type Order, type PersonalData } from '@seller/domain';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { OnceOpened } from '../../components/once-opened.tsx';
import type { PurposeAnswer } from '../../components/purpose.ts';
import { useStepUp } from '../../components/step-up.tsx';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useCan } from '../../lib/rights.ts';
import { revealOrder } from './api.ts';

/** The purpose form loads at the first reveal: it brings antd's Modal and TextArea, which the lists do without. */
const PurposeModal = lazyNamed(() => import('../../components/purpose-modal.tsx'), 'PurposeModal');

/**
 * Reveals orders' personal data for a purpose asked once per screen visit (issue 34 §2): the first
 * `reveal` asks it, the next ones reuse it, and each reveal is logged by the server with it; the
 * password comes first after an idle spell (§5). `reveal` answers null when the seller gave no
 * purpose (취소) or the role has no right to buyers' data; a refusal throws. With `cancelHolds` a
 * cancel holds for the visit (scan-to-ship does not ask at every scan); else the next reveal asks
 * again. `modal` is the forms' element.
 */
export function useReveal({ cancelHolds = false }: { cancelHolds?: boolean } = {}) {
  const canReveal = useCan('orders.personal-data');
  const purpose = useRef<PurposeAnswer | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const given = useRef<(answer: PurposeAnswer | null) => void>(() => {});
  const stepUp = useStepUp();

  const reveal = async (code: string): Promise<PersonalData | null> => {
    if (!canReveal) return null;
    if (purpose.current === undefined || (purpose.current === null && !cancelHolds))
      purpose.current = await new Promise<PurposeAnswer | null>((resolve) => {
        given.current = resolve;
        setAsking(true);
      });
    const chosen = purpose.current;
    return chosen ? stepUp.run(() => revealOrder(code, chosen)) : null;
  };

  const modal = (
    <>
      <OnceOpened open={asking}>
        <PurposeModal
          open={asking}
          onClose={(answer) => {
            setAsking(false);
            given.current(answer);
          }}
        />
      </OnceOpened>
      {stepUp.modal}
    </>
  );
  return { canReveal, reveal, modal };
}

/**
 * A list's per-row reveal (issue 34 §2): a button on each row whose status allows it; the purpose is
 * asked at the first, and the revealed rows show in full for this visit only (kept in state, never
 * cached). `shown` is a row as displayed.
 */
export function useRowReveal() {
  const { canReveal, reveal, modal } = useReveal();
  const [revealed, setRevealed] = useState<ReadonlyMap<string, PersonalData>>(new Map());
  const [pending, setPending] = useState<string | null>(null);

  const revealRow = async (code: string) => {
    setPending(code);
    try {
      const data = await reveal(code);
      if (data) setRevealed((m) => new Map(m).set(code, data));
    } catch (error) {
      await alertError(error);
    } finally {
      setPending(null);
    }
  };

  const shown = <T extends Order>(order: T): T => {
    const data = revealed.get(order.code);
    return data ? withPersonalData(order, data) : order;
  };
  const button = (order: Order) =>
    canReveal && isRevealable(order.status) && !revealed.has(order.code) ? (
      <Button
        size="small"
        loading={pending === order.code}
        aria-label={labels.privacy.revealOf(order.code)}
        onClick={() => void revealRow(order.code)}
      >
        {labels.privacy.reveal}
      </Button>
    ) : null;
  return { canReveal, shown, button, modal };
}
