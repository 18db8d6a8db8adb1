import { messages } from '@seller/domain';
import { useRef, useState } from 'react';
import { dialog } from '../lib/dialog.ts';
import { answer, ApiError, client } from '../lib/http.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { OnceOpened } from './once-opened.tsx';

/** The password form loads when the server first asks for it (it brings antd's Modal and Input.Password). */
const StepUpDialog = lazyNamed(() => import('./step-up-dialog.tsx'), 'StepUpDialog');

/**
 * Personal data in full after an idle spell (issue 34 §5): `run(call)` makes a call that gives out
 * buyers' data (packing slips, an export, scan-to-ship's recipient); when the server answers 403
 * STEP_UP_REQUIRED, the seller is asked for the password, which the step-up call checks (a wrong one
 * is said and asked again), and the call is made once more. Cancelling rejects with the server's
 * refusal. `modal` is the password form's element.
 */
export function useStepUp() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);

  const askPassword = () =>
    new Promise<void>((resolve, reject) => {
      pending.current = { resolve, reject };
      setPassword('');
      setOpen(true);
    });

  async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'STEP_UP_REQUIRED') throw error;
      try {
        await askPassword();
      } catch {
        throw error;
      }
      return call();
    }
  }

  const close = (confirmed: boolean) => {
    setOpen(false);
    const done = pending.current;
    pending.current = null;
    if (confirmed) done?.resolve();
    else done?.reject();
  };

  const submit = async () => {
    if (!password) return dialog.alert(messages.privacy.passwordRequired);
    setBusy(true);
    try {
      await answer(client.POST('/sw/a/v1/seller/session/step-up', { body: { password } }));
      close(true);
    } catch (error) {
      setPassword('');
      await dialog.alert(error instanceof ApiError ? error.message : messages.common.serverError);
    } finally {
      setBusy(false);
    }
  };

  const modal = (
    <OnceOpened open={open}>
      <StepUpDialog
        open={open}
        password={password}
        busy={busy}
        onPassword={setPassword}
        onSubmit={() => void submit()}
        onCancel={() => close(false)}
      />
    </OnceOpened>
  );
  return { run, modal };
}
