import { labels, MARKET_FIELDS, MARKET_STATUS_LABELS, messages } from '@seller/domain';
import { Result, Skeleton } from 'antd';
import { InfoPanel } from '../../components/info-panel.tsx';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketInfo } from './api.ts';

/** Every market field of spec 02 §3, read-only. */
export function MarketInfoSection() {
  const session = useRequiredSession();
  const market = useMarketInfo(session.key);
  if (market.isPending) return <Skeleton active />;
  if (!market.data) return <Result status="warning" title={messages.common.serverError} />;
  return (
    <InfoPanel
      title={labels.market.info}
      fields={MARKET_FIELDS}
      values={market.data}
      statusLabels={MARKET_STATUS_LABELS}
    />
  );
}
