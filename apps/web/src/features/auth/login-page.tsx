import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { messages } from '@seller/domain';
import { Button, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { ApiError, alertError } from '../../lib/http.ts';
import { externalLinks } from '../../lib/links.ts';
import { lastPath, saveSession, takeSignInNotice } from '../../lib/session.ts';
import { login } from './api.ts';

/** `/intro`: id, password, Enter moves on then submits; the admitted-sellers notice and help links. */
export function LoginPage() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
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
    try {
      const result = await login(id.trim(), password);
      saveSession(result);
      navigate(lastPath() ?? paths.home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await dialog.alert(messages.auth.wrongCredentials);
      else await alertError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          판매자 센터
        </h1>
        <p className="muted">{messages.auth.admittedOnly}</p>
        <label htmlFor="login-id" className="sr-only">
          아이디
        </label>
        <Input
          id="login-id"
          size="large"
          prefix={<UserOutlined />}
          placeholder="아이디"
          autoComplete="username"
          value={id}
          onChange={(e) => setId(e.target.value)}
          onPressEnter={() => passwordRef.current?.focus()}
          autoFocus
        />
        <label htmlFor="login-password" className="sr-only">
          비밀번호
        </label>
        <Input.Password
          id="login-password"
          ref={passwordRef}
          size="large"
          prefix={<LockOutlined />}
          placeholder="비밀번호"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onPressEnter={() => void submit()}
        />
        <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
          로그인
        </Button>
        <nav className="login-links" aria-label="도움말">
          <a href={externalLinks.inquiryChat} target="_blank" rel="noreferrer">
            아이디/비밀번호 찾기
          </a>
          <a href={externalLinks.inquiryChat} target="_blank" rel="noreferrer">
            문의 채팅
          </a>
          <a href={externalLinks.brandEntryInquiry} target="_blank" rel="noreferrer">
            입점 문의
          </a>
          <a href={externalLinks.brandEntryForm} target="_blank" rel="noreferrer">
            입점 신청서
          </a>
        </nav>
      </section>
    </main>
  );
}
