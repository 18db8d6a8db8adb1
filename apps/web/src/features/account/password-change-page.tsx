import { checkPasswordChange, labels, message, messages, PASSWORD_MAX } from '@seller/domain';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pageTitles, paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { ApiError } from '../../lib/http.ts';
import { readSession } from '../../lib/session.ts';
import { changePassword } from './api.ts';
import { useSignOut } from './sign-out.ts';
import { textCount } from '../../lib/text-count.ts';

/** `/passwordChange`: current, new and confirm; success ends every session and returns to sign-in. */
export function PasswordChangePage() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const problem = checkPasswordChange({ currentPassword: current, newPassword: next, confirmPassword: confirm });
    if (problem) return dialog.alert(message(problem));
    const session = readSession();
    if (!session) {
      await dialog.alert(messages.auth.sessionProblem);
      return signOut();
    }
    setSaving(true);
    try {
      const result = await changePassword(session.id, current, next);
      if (!result.match) return await dialog.alert(messages.password.currentMismatch);
      if (!result.change) return await dialog.alert(messages.password.failed);
      await dialog.alert(messages.password.changed);
      signOut();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      await dialog.alert(refusal ? (error as ApiError).message : messages.password.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.passwordChange}</h1>
      <Form
        layout="vertical"
        style={{ maxWidth: 420, background: '#fff', padding: 24, borderRadius: 10, border: '1px solid #eee' }}
        onFinish={() => void save()}
      >
        <Form.Item label={labels.account.currentPassword} htmlFor="pw-current">
          <Input.Password
            id="pw-current"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            count={textCount(PASSWORD_MAX)}
          />
        </Form.Item>
        <Form.Item label={labels.account.newPassword} htmlFor="pw-new" extra={labels.account.newPasswordRule}>
          <Input.Password
            id="pw-new"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            count={textCount(PASSWORD_MAX)}
          />
        </Form.Item>
        <Form.Item label={labels.account.confirmPassword} htmlFor="pw-confirm">
          <Input.Password
            id="pw-confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            count={textCount(PASSWORD_MAX)}
          />
        </Form.Item>
        <Space>
          <Button onClick={() => navigate(paths.account)}>{labels.common.back}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {labels.common.save}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
