import { labels, messages, type SecondStepSetup } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { disableSecondStep, enableSecondStep, startSecondStepSetup, useSecondStep } from './api.ts';

/** The code field of the setup and of turning off: six digits of the authenticator app. */
function CodeField({
  id,
  value,
  onChange,
  onEnter,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onEnter: () => void;
}) {
  return (
    <>
      <label htmlFor={id}>{labels.secondStep.code}</label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={onEnter}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        style={{ width: 160 }}
      />
    </>
  );
}

/**
 * `/secondStep` (계정 관리): two-step sign-in of the signed-in seller. Setting it up shows a QR code
 * and the key of a new secret, a code from the app turns it on, and the ten recovery codes are shown
 * once. Where the role does not require it, a current code turns it off.
 */
export function SecondStepPage() {
  const queryClient = useQueryClient();
  const state = useSecondStep();
  const [setup, setSetup] = useState<SecondStepSetup | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.secondStep.all });

  async function start() {
    try {
      setSetup(await startSecondStepSetup());
      setCode('');
    } catch (error) {
      await alertError(error);
    }
  }

  async function confirm() {
    if (!code.trim()) return dialog.alert(messages.secondStep.codeRequired);
    try {
      const answer = await enableSecondStep(code.trim());
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
      await refresh();
      await dialog.alert(messages.secondStep.turnedOn);
    } catch (error) {
      await alertError(error);
    }
  }

  async function turnOff() {
    if (!code.trim()) return dialog.alert(messages.secondStep.codeRequired);
    const ok = await dialog.confirm(messages.secondStep.turnOffConfirm, {
      okText: labels.secondStep.turnOff,
      cancelText: messages.common.cancel,
    });
    if (!ok) return;
    try {
      await disableSecondStep(code.trim());
      setCode('');
      setRecoveryCodes(null);
      await refresh();
      await dialog.alert(messages.secondStep.turnedOff);
    } catch (error) {
      await alertError(error);
    }
  }

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.secondStep}</h1>
      {state.isPending ? (
        <Skeleton active />
      ) : !state.data ? (
        <Result status="warning" title={messages.common.serverError} />
      ) : (
        <section className="second-step" aria-labelledby="second-step-status">
          <p id="second-step-status" data-testid="second-step-status">
            <strong>{labels.secondStep.title}</strong>: {labels.secondStep.status(state.data.enabled)}
          </p>
          <p className="muted">{state.data.required ? labels.secondStep.required : labels.secondStep.optional}</p>
          {state.data.required && !state.data.enabled && (
            <Alert type="warning" showIcon title={messages.secondStep.setupRequired} />
          )}
          {recoveryCodes && (
            <section aria-labelledby="recovery-title" className="second-step-box">
              <h2 id="recovery-title">{labels.secondStep.recoveryCodes}</h2>
              <p className="muted">{labels.secondStep.recoveryHelp}</p>
              <ol className="recovery-codes" data-testid="recovery-codes">
                {recoveryCodes.map((c) => (
                  <li key={c}>
                    <code>{c}</code>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {!state.data.enabled && !setup && (
            <Button type="primary" onClick={() => void start()}>
              {labels.secondStep.setUp}
            </Button>
          )}
          {setup && (
            <section aria-labelledby="setup-title" className="second-step-box">
              <h2 id="setup-title">{labels.secondStep.setUp}</h2>
              <p>{labels.secondStep.scan}</p>
              <img src={setup.qr} alt={labels.secondStep.qrAlt} width={200} height={200} />
              <p>
                {labels.secondStep.secret}: <code data-testid="second-step-secret">{setup.secret}</code>
              </p>
              <Space wrap>
                <CodeField id="second-step-code" value={code} onChange={setCode} onEnter={() => void confirm()} />
                <Button type="primary" onClick={() => void confirm()}>
                  {labels.secondStep.confirm}
                </Button>
              </Space>
            </section>
          )}
          {state.data.enabled && (
            <>
              <p>{labels.secondStep.recoveryLeft(state.data.recoveryCodesLeft)}</p>
              {!state.data.required && (
                <Space wrap>
                  <CodeField id="second-step-off-code" value={code} onChange={setCode} onEnter={() => void turnOff()} />
                  <Button danger onClick={() => void turnOff()}>
                    {labels.secondStep.turnOff}
                  </Button>
                </Space>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
