import { MAIN_ID } from '../../lib/main-region.ts';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { labels, messages, type LoginResult } from '@seller/domain';
import { Button, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { ApiError, alertError } from '../../lib/http.ts';
import { externalLinks } from '../../lib/links.ts';
import { lastPath, saveSession, takeSignInNotice } from '../../lib/session.ts';
import { login } from './api.ts';
import { SecondStepForm } from './second-step-form.tsx';

/** `/intro`: id, password, Enter moves on then submits; the admitted-sellers notice and help links. */
export function LoginPage() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** The sign-in waits for its second step: the challenge the password answered. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const passwordRef = useRef<InputRef>(null);

  useEffect(() => {
    const notice = takeSignInNotice();
    if (notice) void dialog.alert(notice);
  }, []);

  async function submit() {
    if (busy) return;
    if (!id.trim() || !password) {
      await dialog.alert(messages.auth.missingCredentials);
      return;
    }
    setBusy(true);
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await login(id.trim(), password);
    } catch (error) {
      // The button stops waiting before the refusal is shown: no spinner behind an open alert.
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) await dialog.alert(messages.auth.wrongCredentials);
      else await alertError(error);
      return;
    }
    setBusy(false);
    if ('challenge' in result) {
      setChallenge(result.challenge);
      return;
    }
    signedIn(result);
  }

  function signedIn(result: LoginResult) {
    saveSession(result);
    navigate(lastPath() ?? paths.home, { replace: true });
  }

  function restart() {
    setChallenge(null);
    setPassword('');
  }

  return (
    <main id={MAIN_ID} className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          {labels.auth.brand}
        </h1>
        <p className="muted">{messages.auth.admittedOnly}</p>
        {challenge ? (
          <SecondStepForm challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
        ) : (
          <>
            <label htmlFor="login-id" className="sr-only">
              {labels.auth.loginId}
            </label>
            <Input
              id="login-id"
              size="large"
              prefix={<UserOutlined aria-hidden />}
              placeholder={labels.auth.loginId}
              autoComplete="username"
              value={id}
              onChange={(e) => setId(e.target.value)}
              onPressEnter={() => passwordRef.current?.focus()}
              autoFocus
            />
            <label htmlFor="login-password" className="sr-only">
              {labels.auth.password}
            </label>
            <Input.Password
              id="login-password"
              ref={passwordRef}
              size="large"
              prefix={<LockOutlined aria-hidden />}
              placeholder={labels.auth.password}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onPressEnter={() => void submit()}
            />
            <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
              {labels.auth.login}
            </Button>
          </>
        )}
        <nav className="login-links" aria-label={labels.auth.help}>
          <a href={externalLinks.inquiryChat} target="_blank" rel="noreferrer">
            {labels.auth.findAccount}
          </a>
          <a href={externalLinks.inquiryChat} target="_blank" rel="noreferrer">
            {labels.auth.inquiryChat}
          </a>
          <a href={externalLinks.brandEntryInquiry} target="_blank" rel="noreferrer">
            {labels.auth.entryInquiry}
          </a>
          <a href={externalLinks.brandEntryForm} target="_blank" rel="noreferrer">
            {labels.auth.entryForm}
          </a>
        </nav>
      </section>
    </main>
  );
}
