import {
  addDays,
  DELAY_LIMITS,
  DELAY_REASON_LABELS,
  DELAY_REASONS,
  labels,
  latestDelayDay,
  message,
  readTypedDay,
  seoulDate,
  type DelayReason,
  type Order,
} from '@seller/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { orderCalls } from './api.ts';
import { textCount } from '../../lib/text-count.ts';

interface Draft {
  reason: DelayReason | '';
  date: string;
  text: string;
}

/**
 * 발송 지연 안내 (issue 36 §7) on the chosen orders: a reason from Naver's list, the new dispatch day
 * (from today to DELAY_LIMITS.maxDays days on, typed or picked) and the message the buyer gets. The
 * server checks it all again and refuses every order if one cannot be delayed (named in its message).
 */
export function DelayModal({ orders, onClose }: { orders: readonly Order[]; onClose: (sent: boolean) => void }) {
  const today = seoulDate();
  const latestDue = orders.reduce((max, o) => (o.dispatchDue && o.dispatchDue > max ? o.dispatchDue : max), today);
  const [draft, setDraft] = useState<Draft>({ reason: '', date: addDays(latestDue, 1), text: '' });
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!draft.reason) return dialog.alert(message('deadline.reasonRequired'));
    if (!draft.text.trim()) return dialog.alert(message('deadline.messageRequired'));
    const date = readTypedDay(draft.date);
    if (!date) return dialog.alert(message('deadline.dateInvalid'));
    if (date < today) return dialog.alert(message('deadline.datePast'));
    if (date > latestDelayDay(today)) return dialog.alert(message('deadline.dateTooLate'));
    setSending(true);
    try {
      const result = await orderCalls.delay({
        orderCodes: orders.map((o) => o.code),
        reason: draft.reason,
        dispatchDate: date,
        message: draft.text.trim(),
      });
      await dialog.alert(message('deadline.done', { count: result.delayedCodes.length, due: result.dispatchDue }));
      onClose(true);
    } catch (error) {
      await alertError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={labels.deadline.delaySelected(orders.length)}
      okText={labels.deadline.delaySend}
      onOk={() => void send()}
      confirmLoading={sending}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void send()}>
        <Form.Item label={labels.deadline.delayReason} htmlFor="delay-reason" required>
          <Select
            id="delay-reason"
            aria-label={labels.deadline.delayReason}
            value={draft.reason || undefined}
            onChange={(reason: DelayReason) => setDraft({ ...draft, reason })}
            options={DELAY_REASONS.map((r) => ({ value: r, label: DELAY_REASON_LABELS[r] }))}
          />
        </Form.Item>
        <Form.Item label={labels.deadline.delayDate} htmlFor="delay-date" required>
          <Input
            id="delay-date"
            placeholder="YYYY-MM-DD"
            inputMode="numeric"
            value={draft.date}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={labels.deadline.delayMessage} htmlFor="delay-message" required>
          <Input.TextArea
            id="delay-message"
            rows={3}
            count={textCount(DELAY_LIMITS.messageMax, true)}
            value={draft.text}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
