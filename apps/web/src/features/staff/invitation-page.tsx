import { isStrongPassword, labels, messages, PASSWORD_MAX } from '@seller/domain';
import { Button, Input, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { MAIN_ID } from '../../lib/main-region.ts';
import { acceptInvitation, useInvitation } from './api.ts';
import { textCount } from '../../lib/text-count.ts';

/**
 * `/invitation/{code}` (public): the invited staff member sets a password, once, within 72 hours of
 * the invitation; then signs in.
 */
export function InvitationPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(code);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!password || password !== confirm) return dialog.alert(messages.password.confirmNew);
    if (!isStrongPassword(password)) return dialog.alert(messages.password.weak);
    setBusy(true);
    try {
      await acceptInvitation(code, password);
    } catch (error) {
      setBusy(false);
      await alertError(error);
      return;
    }
    await dialog.alert(messages.staff.accepted);
    navigate(paths.intro, { replace: true });
  }

  const refusal = invitation.error instanceof ApiError ? invitation.error.message : messages.common.serverError;
  return (
    <main id={MAIN_ID} className="login-page">
      <section className="login-card" aria-labelledby="invitation-title">
        <h1 id="invitation-title" className="login-title">
          {labels.staff.acceptTitle}
        </h1>
        {invitation.isPending ? (
          <Skeleton active />
        ) : !invitation.data ? (
          <Result status="warning" title={refusal} />
        ) : (
          <>
            <p>
              {labels.staff.acceptIntro(
                invitation.data.market,
                invitation.data.name,
                labels.staff.roles[invitation.data.role],
              )}
            </p>
            <p className="muted">
              {labels.staff.loginId}: <strong data-testid="invitation-login-id">{invitation.data.loginId}</strong>
            </p>
            <label htmlFor="invitation-password">{labels.staff.password}</label>
            <Input.Password
              id="invitation-password"
              autoComplete="new-password"
              count={textCount(PASSWORD_MAX)}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p className="muted">{labels.account.newPasswordRule}</p>
            <label htmlFor="invitation-confirm">{labels.staff.confirmPassword}</label>
            <Input.Password
              id="invitation-confirm"
              autoComplete="new-password"
              count={textCount(PASSWORD_MAX)}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              onPressEnter={() => void submit()}
            />
            <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
              {labels.staff.setPassword}
            </Button>
          </>
        )}
      </section>
    </main>
  );
}
