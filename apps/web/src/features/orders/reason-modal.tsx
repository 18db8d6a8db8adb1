import { DETAIL_REASON_MAX, labels, messages } from '@seller/domain';
import { Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { textCount } from '../../lib/text-count.ts';

export interface Reasons {
  reason: string;
  detailReason: string;
}

/** Reasons a seller picks for a cancel (and exchange or refund) request. */
const REASONS = labels.order.reasons;

/** The reason and detail-reason modal of a cancel request (spec 02 §4.2, §5). */
export function ReasonModal({
  open,
  title,
  onClose,
}: {
  open: boolean;
  title: string;
  onClose: (result: Reasons | null) => void;
}) {
  const [reason, setReason] = useState<string | undefined>();
  const [detailReason, setDetailReason] = useState('');
  useEffect(() => {
    if (open) {
      setReason(undefined);
      setDetailReason('');
    }
  }, [open]);

  const submit = async () => {
    if (!reason) return dialog.alert(messages.order.reasonRequired);
    if (!detailReason.trim()) return dialog.alert(messages.order.detailReasonRequired);
    onClose({ reason, detailReason: detailReason.trim() });
  };

  return (
    <Modal
      open={open}
      title={labels.order.reasonOf(title)}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      onOk={() => void submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <div className="reason-form">
        <label htmlFor="order-reason">{labels.order.reason}</label>
        <Select
          id="order-reason"
          aria-label={labels.order.reason}
          placeholder={labels.order.chooseReason}
          value={reason}
          onChange={setReason}
          options={REASONS.map((r) => ({ value: r, label: r }))}
          style={{ width: '100%' }}
        />
        <label htmlFor="order-detail-reason">{labels.order.detailReasonField}</label>
        <Input.TextArea
          id="order-detail-reason"
          value={detailReason}
          onChange={(e) => setDetailReason(e.target.value)}
          count={textCount(DETAIL_REASON_MAX, true)}
          rows={4}
        />
      </div>
    </Modal>
  );
}
