import {
  BUSINESS_FIELDS,
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
import { useRequiredSession } from '../../lib/session.ts';
import { useAccount } from './api.ts';

/** `/account`: read-only seller, market, business and settlement info; changes go through the inquiry chat. */
export function AccountPage() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const account = useAccount(session.id);

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.account}</h1>
      <Space style={{ marginBottom: 16 }} wrap>
        <InquiryButton />
        <Button type="primary" onClick={() => navigate(paths.passwordChange)}>
          비밀번호 변경
        </Button>
      </Space>
      <p className="muted">계정 정보 변경은 문의하기를 이용해주세요.</p>
      {account.isPending ? (
        <Skeleton active />
      ) : !account.data ? (
        <Result status="warning" title={messages.common.serverError} />
      ) : (
        <>
          <InfoPanel title="계정 정보" fields={SELLER_FIELDS} values={account.data.seller} />
          <InfoPanel
            title="마켓 정보"
            fields={MARKET_FIELDS}
            values={account.data.market}
            statusLabels={MARKET_STATUS_LABELS}
          />
          <InfoPanel title="사업자 정보" fields={BUSINESS_FIELDS} values={account.data.business} />
          <InfoPanel title="정산 정보" fields={SETTLEMENT_FIELDS} values={account.data.settlement} />
        </>
      )}
    </div>
  );
}
