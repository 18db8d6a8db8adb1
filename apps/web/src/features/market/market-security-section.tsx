import { labels, messages, SESSION_IDLE } from '@seller/domain';
import { Button, Form, InputNumber, Skeleton } from 'antd';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useCan } from '../../lib/rights.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketSecurity, useSaveMarketSecurity } from './api.ts';

/** 마켓 관리 → 보안: minutes without activity until the market's sellers are signed out (issue 34 §5). */
export function MarketSecuritySection() {
  const { key: marketId } = useRequiredSession();
  const security = useMarketSecurity(marketId);
  const save = useSaveMarketSecurity(marketId);
  const canEdit = useCan('market.edit');
  if (!security.data) return <Skeleton active />;

  const onFinish = async ({ minutes }: { minutes: number | null }) => {
    try {
      await save.mutateAsync(minutes ?? Number.NaN);
      await dialog.alert(messages.session.saved);
    } catch (error) {
      await alertError(error);
    }
  };

  return (
    <Form
      layout="vertical"
      initialValues={{ minutes: security.data.sessionIdleMinutes }}
      onFinish={(values: { minutes: number | null }) => void onFinish(values)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="minutes" label={labels.market.sessionIdleMinutes} extra={labels.market.sessionIdleHelp}>
        <InputNumber min={SESSION_IDLE.minMinutes} max={SESSION_IDLE.maxMinutes} precision={0} disabled={!canEdit} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {labels.market.save}
        </Button>
      )}
    </Form>
  );
}
