import { DETAIL_REASON_MAX, messages } from '@seller/domain';
import { Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';

export interface Reasons {
  reason: string;
  detailReason: string;
}

/** Reasons a seller picks for a cancel (and exchange or refund) request. */
const REASONS = ['단순 변심', '품절', '배송 지연', '상품 정보 상이', '상품 불량', '주문 실수', '기타'];

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
      title={`${title} 사유`}
      okText={messages.common.confirm}
      cancelText={messages.common.cancel}
      onOk={() => void submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <div className="reason-form">
        <label htmlFor="order-reason">사유</label>
        <Select
          id="order-reason"
          aria-label="사유"
          placeholder="사유 선택"
          value={reason}
          onChange={setReason}
          options={REASONS.map((r) => ({ value: r, label: r }))}
          style={{ width: '100%' }}
        />
        <label htmlFor="order-detail-reason">상세 사유</label>
        <Input.TextArea
          id="order-detail-reason"
          value={detailReason}
          onChange={(e) => setDetailReason(e.target.value)}
          maxLength={DETAIL_REASON_MAX}
          showCount
          rows={4}
        />
      </div>
    </Modal>
  );
}
