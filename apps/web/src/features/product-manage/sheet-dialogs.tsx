import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';

// Loaded when first opened: most visits to the list open neither.
const ProductSheetDialog = lazyNamed(() => import('./product-sheet-dialog.tsx'), 'ProductSheetDialog');
const ProductBulkEditModal = lazyNamed(() => import('./product-bulk-edit-modal.tsx'), 'ProductBulkEditModal');

/** 상품 관리's dialogs of issue 35 §3: bulk registration by spreadsheet and bulk edit of the selection. */
export function SheetDialogs({
  dialog,
  marketId,
  productCodes,
  onClose,
}: {
  dialog: string | null;
  marketId: number;
  productCodes: readonly string[];
  onClose: (changed: boolean) => void;
}) {
  if (dialog === 'productSheet')
    return (
      <Suspense fallback={null}>
        <ProductSheetDialog onClose={() => onClose(false)} />
      </Suspense>
    );
  if (dialog === 'bulkEdit')
    return (
      <Suspense fallback={null}>
        <ProductBulkEditModal marketId={marketId} productCodes={productCodes} onClose={onClose} />
      </Suspense>
    );
  return null;
}
