import { DISPATCH_DAYS, labels, messages } from '@seller/domain';
import { Skeleton } from 'antd';
import { alertError } from '../../lib/http.ts';
import { useCan } from '../../lib/rights.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useMarketCalendar, useSetDispatchDays, useToggleDayOff } from './calendar-api.ts';
import { DaysOffCalendar } from './days-off-calendar.tsx';
import { NumberSettingForm } from './number-setting-form.tsx';

/** 마켓 관리 → 발송 달력: the business days to the dispatch deadline and the market's days off (issue 36 §6). */
export function CalendarSection() {
  const { key: marketId } = useRequiredSession();
  const calendar = useMarketCalendar(marketId);
  const save = useSetDispatchDays(marketId);
  const toggle = useToggleDayOff(marketId);
  const canEdit = useCan('market.edit');
  if (!calendar.data) return <Skeleton active />;

  const onToggle = (day: string, off: boolean) => {
    toggle.mutateAsync({ day, off }).catch((error: unknown) => alertError(error));
  };

  return (
    <>
      <NumberSettingForm
        name="days"
        value={calendar.data.dispatchDays}
        label={labels.deadline.dispatchDays}
        help={labels.deadline.dispatchDaysHelp}
        min={DISPATCH_DAYS.min}
        max={DISPATCH_DAYS.max}
        save={save.mutateAsync}
        saving={save.isPending}
        saved={messages.deadline.saved}
        maxWidth={560}
      />
      <h2 className="section-title" style={{ marginTop: 24 }}>
        {labels.deadline.daysOff}
      </h2>
      <p className="muted">{labels.deadline.daysOffHelp}</p>
      <DaysOffCalendar daysOff={calendar.data.daysOff} disabled={!canEdit || toggle.isPending} onToggle={onToggle} />
    </>
  );
}
