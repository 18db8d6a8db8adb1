import { messages, type AccessPurpose, type AccessPurposeInput } from '@seller/domain';
import { dialog } from '../lib/dialog.ts';

// The purpose's rules without its form: the screens hold these from the start, while the form (antd's
// Modal, Select and TextArea) loads when first asked for (purpose-modal.tsx).

/** A purpose as given in the form, with the password when the server asked for it again. */
export interface PurposeAnswer extends AccessPurposeInput {
  password?: string;
}

/** The form's values while it is being filled in. */
export interface PurposeDraft {
  purpose?: AccessPurpose;
  detail: string;
  password: string;
}
export const emptyPurpose = (from?: AccessPurposeInput | null): PurposeDraft => ({
  purpose: from?.purpose,
  detail: from?.purposeDetail ?? '',
  password: '',
});

/** The answer of a filled-in form, or null after telling the seller what is missing. */
export async function purposeAnswer(draft: PurposeDraft, askPassword = false): Promise<PurposeAnswer | null> {
  const missing = !draft.purpose
    ? messages.privacy.purposeRequired
    : draft.purpose === 'OTHER' && !draft.detail.trim()
      ? messages.privacy.purposeDetailRequired
      : askPassword && !draft.password
        ? messages.privacy.passwordRequired
        : null;
  if (missing || !draft.purpose) {
    await dialog.alert(missing ?? messages.privacy.purposeRequired);
    return null;
  }
  const answer: PurposeAnswer = { purpose: draft.purpose, purposeDetail: draft.detail.trim() };
  return askPassword ? { ...answer, password: draft.password } : answer;
}

/** Whether a refusal asks for the password (again): the reveal is then asked once more with it. */
export const wantsPassword = (code: string | undefined) => code === 'STEP_UP_REQUIRED' || code === 'WRONG_PASSWORD';
