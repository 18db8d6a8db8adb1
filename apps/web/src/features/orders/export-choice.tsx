import type { AccessPurposeInput, PersonalExportMode } from '@seller/domain';
import { useRef, useState } from 'react';
import { OnceOpened } from '../../components/once-opened.tsx';
import { emptyPurpose, purposeAnswer, type PurposeDraft } from '../../components/purpose.ts';
import { useStepUp } from '../../components/step-up.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';

/** The choice's form loads when the seller first asks for it: antd's Modal and Radio, which the lists do without. */
const ExportChoiceDialog = lazyNamed(() => import('./export-choice-dialog.tsx'), 'ExportChoiceDialog');

/** How an order export carries the personal columns, and the purpose when in full. */
export interface ExportChoice {
  personal: PersonalExportMode;
  purpose?: AccessPurposeInput;
}

/**
 * The export screen's choice (issue 34 §2): personal columns masked (no reason), left out (no
 * reason), or in full for a purpose that the server logs with the orders. `ask` opens it and answers
 * the choice, or null when the seller cancels; `stepUp` makes the export's call, asking for the
 * password when the server wants it after an idle spell (§5); `modal` is their elements.
 */
export function useExportChoice() {
  const [open, setOpen] = useState(false);
  const [personal, setPersonal] = useState<PersonalExportMode>('masked');
  const [draft, setDraft] = useState<PurposeDraft>(emptyPurpose());
  const resolve = useRef<(choice: ExportChoice | null) => void>(() => {});
  const stepUp = useStepUp();

  const ask = () =>
    new Promise<ExportChoice | null>((done) => {
      resolve.current = done;
      setPersonal('masked');
      setDraft(emptyPurpose());
      setOpen(true);
    });
  const close = (choice: ExportChoice | null) => {
    setOpen(false);
    resolve.current(choice);
  };
  const submit = async () => {
    if (personal !== 'full') return close({ personal });
    const purpose = await purposeAnswer(draft);
    if (purpose) close({ personal, purpose });
  };

  const modal = (
    <>
      {stepUp.modal}
      <OnceOpened open={open}>
        <ExportChoiceDialog
          open={open}
          personal={personal}
          onPersonal={setPersonal}
          draft={draft}
          onDraft={setDraft}
          onOk={() => void submit()}
          onCancel={() => close(null)}
        />
      </OnceOpened>
    </>
  );
  return { ask, modal, stepUp: stepUp.run };
}
