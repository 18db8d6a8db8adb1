import {
  BUSINESS_FIELDS,
  labels,
  MARKET_FIELDS,
  MARKET_STATUS_LABELS,
  messages,
  SELLER_FIELDS,
  SETTLEMENT_FIELDS,
} from '@seller/domain';
import { Button, Result, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { pageTitles, paths } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-panel.tsx';
import { InquiryButton } from '../../components/inquiry-button.tsx';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { logoutEverywhere, useAccount } from './api.ts';
import { useSignOut } from './sign-out.ts';

/** `/account`: read-only seller, market, business and settlement info; changes go through the inquiry chat. */
export function AccountPage() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const account = useAccount(session.id);
  const signOut = useSignOut();

  async function onLogoutEverywhere() {
    const ok = await dialog.confirm(messages.auth.logoutEverywhereConfirm, {
      okText: messages.auth.logoutEverywhere,
      cancelText: messages.common.cancel,
    });
    if (!ok) return;
    try {
      await logoutEverywhere();
    } catch (error) {
      await alertError(error); // a 401 (this session had already ended) goes to sign-in instead
      return;
    }
    signOut(messages.auth.loggedOutEverywhere);
  }

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.account}</h1>
      <Space style={{ marginBottom: 16 }} wrap>
        <InquiryButton />
        <Button type="primary" onClick={() => navigate(paths.passwordChange)}>
          {labels.account.changePassword}
        </Button>
        <Button onClick={() => navigate(paths.accessLog)}>{pageTitles.accessLog}</Button>
        <Button danger onClick={() => void onLogoutEverywhere()}>
          {labels.account.logoutEverywhere}
        </Button>
      </Space>
      <p className="muted">{labels.account.changeByInquiry}</p>
      {account.isPending ? (
        <Skeleton active />
      ) : !account.data ? (
        <Result status="warning" title={messages.common.serverError} />
      ) : (
        <>
          <InfoPanel title={labels.account.seller} fields={SELLER_FIELDS} values={account.data.seller} />
          <InfoPanel
            title={labels.account.market}
            fields={MARKET_FIELDS}
            values={account.data.market}
            statusLabels={MARKET_STATUS_LABELS}
          />
          <InfoPanel title={labels.account.business} fields={BUSINESS_FIELDS} values={account.data.business} />
          <InfoPanel title={labels.account.settlement} fields={SETTLEMENT_FIELDS} values={account.data.settlement} />
        </>
      )}
    </div>
  );
}
