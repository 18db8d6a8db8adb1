import { DISPATCH_DAYS, labels, messages } from '@seller/domain';
import { Button, Form, InputNumber, Skeleton } from 'antd';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useCan } from '../../lib/rights.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketCalendar, useSetDispatchDays, useToggleDayOff } from './calendar-api.ts';
import { DaysOffCalendar } from './days-off-calendar.tsx';

/** 마켓 관리 → 발송 달력: the business days to the dispatch deadline and the market's days off (issue 36 §6). */
export function CalendarSection() {
  const { key: marketId } = useRequiredSession();
  const calendar = useMarketCalendar(marketId);
  const save = useSetDispatchDays(marketId);
  const toggle = useToggleDayOff(marketId);
  const canEdit = useCan('market.edit');
  if (!calendar.data) return <Skeleton active />;

  const onFinish = async ({ days }: { days: number | null }) => {
    try {
      await save.mutateAsync(days ?? Number.NaN);
      await dialog.alert(messages.deadline.saved);
    } catch (error) {
      await alertError(error);
    }
  };
  const onToggle = (day: string, off: boolean) => {
    toggle.mutateAsync({ day, off }).catch((error: unknown) => alertError(error));
  };

  return (
    <>
      <Form
        layout="vertical"
        initialValues={{ days: calendar.data.dispatchDays }}
        onFinish={(values: { days: number | null }) => void onFinish(values)}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="days" label={labels.deadline.dispatchDays} extra={labels.deadline.dispatchDaysHelp}>
          <InputNumber min={DISPATCH_DAYS.min} max={DISPATCH_DAYS.max} precision={0} disabled={!canEdit} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {labels.market.save}
          </Button>
        )}
      </Form>
      <h2 className="section-title" style={{ marginTop: 24 }}>
        {labels.deadline.daysOff}
      </h2>
      <p className="muted">{labels.deadline.daysOffHelp}</p>
      <DaysOffCalendar daysOff={calendar.data.daysOff} disabled={!canEdit || toggle.isPending} onToggle={onToggle} />
    </>
  );
}
