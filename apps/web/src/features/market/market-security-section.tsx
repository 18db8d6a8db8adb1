import { labels, messages, SESSION_IDLE } from '@seller/domain';
import { Skeleton } from 'antd';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketSecurity, useSaveMarketSecurity } from './api.ts';
import { NumberSettingForm } from './number-setting-form.tsx';

/** 마켓 관리 → 보안: minutes without activity until the market's sellers are signed out (issue 34 §5). */
export function MarketSecuritySection() {
  const { key: marketId } = useRequiredSession();
  const security = useMarketSecurity(marketId);
  const save = useSaveMarketSecurity(marketId);
  if (!security.data) return <Skeleton active />;
  return (
    <NumberSettingForm
      name="minutes"
      value={security.data.sessionIdleMinutes}
      label={labels.market.sessionIdleMinutes}
      help={labels.market.sessionIdleHelp}
      min={SESSION_IDLE.minMinutes}
      max={SESSION_IDLE.maxMinutes}
      save={save.mutateAsync}
      saving={save.isPending}
      saved={messages.session.saved}
      maxWidth={480}
    />
  );
}
