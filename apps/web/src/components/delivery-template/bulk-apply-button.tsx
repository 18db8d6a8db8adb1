import { labels, messages } from '@seller/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { ProductPicker } from '../bundle-delivery/product-picker.tsx';
import { ApplyTemplateModal } from './apply-template-modal.tsx';

/**
 * The delivery-fee template layer on market manage (spec 02 §2.13): choose products with the product
 * picker, then apply a template to all of them at once (the layer product manage opens too).
 */
export function BulkApplyButton({ marketId }: { marketId: number }) {
  const [picking, setPicking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <Button onClick={() => setPicking(true)}>{labels.delivery.bulkApply}</Button>
      <ProductPicker
        marketId={marketId}
        open={picking}
        chosen={[]}
        title={labels.delivery.bulkPickerTitle}
        pickLabel={labels.delivery.bulkPick}
        emptyPickMessage={messages.delivery.bulkNoSelection}
        onClose={() => setPicking(false)}
        onPick={(rows) => setCodes(rows.map((r) => r.code))}
      />
      {codes && <ApplyTemplateModal marketId={marketId} open productCodes={codes} onClose={() => setCodes(null)} />}
    </>
  );
}
