import { SafetyOutlined } from '@ant-design/icons';
import { labels, messages, type LoginResult } from '@seller/domain';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { ApiError, alertError } from '../../lib/http.ts';
import { completeSecondStep } from './api.ts';

/**
 * The sign-in's second step: the code of the authenticator app (or a recovery code). A wrong code
 * stays here; an ended challenge (too many wrong codes, or 5 minutes) goes back to the password.
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    if (!code.trim()) {
      await dialog.alert(messages.secondStep.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await completeSecondStep(challenge, code.trim());
      onSignedIn(result);
    } catch (error) {
      setBusy(false);
      setCode('');
      if (error instanceof ApiError && error.code === 'SECOND_STEP_EXPIRED') {
        await dialog.alert(error.message);
        onRestart();
      } else if (error instanceof ApiError && error.status === 401) await dialog.alert(error.message);
      else await alertError(error);
    }
  }

  return (
    <>
      <h2 className="login-step-title">{labels.secondStep.loginTitle}</h2>
      <p className="muted" id="second-step-help">
        {labels.secondStep.loginHelp}
      </p>
      <label htmlFor="login-code" className="sr-only">
        {labels.secondStep.code}
      </label>
      <Input
        id="login-code"
        size="large"
        prefix={<SafetyOutlined aria-hidden />}
        placeholder={labels.secondStep.code}
        aria-describedby="second-step-help"
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={20}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={() => void submit()}
        autoFocus
      />
      <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
        {labels.secondStep.verify}
      </Button>
    </>
  );
}
