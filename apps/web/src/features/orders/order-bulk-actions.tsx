import {
  labels,
  message,
  messages,
  PRINT_SCREENS,
  type Order,
  type OrderScreen,
  type OrderSearchParams,
  type OrderAction,
  type StatusAction,
} from '@seller/domain';
import { useRef } from 'react';
import { printPath, type PrintPage } from '../../app/paths.ts';
import { ExportButton, type BulkAction } from '../../components/list/index.ts';
import { dialog } from '../../lib/dialog.ts';
import { exportOrders, exportSelectedOrders } from './api.ts';
import { useExportChoice, type ExportChoice } from './export-choice.tsx';
import type { useStatusAction } from './use-status-action.tsx';

/**
 * The bulk actions of an order list screen, in the bar's order: select all that matches (or undo
 * it), the screen's status moves and dialogs, delay notices, and the print pages.
 */
export function orderBulkActions({
  screen,
  actions,
  selected,
  total,
  busy,
  run,
  selectAllMatches,
  clearSelection,
  openDialog,
  canMove,
  canSeeBuyers,
  withDeadline,
  withClaims,
  onDelay,
  onCompleteExchange,
}: {
  screen: OrderScreen;
  actions: readonly OrderAction[];
  selected: readonly Order[];
  /** The search's count; undefined until it has come. */
  total: number | undefined;
  busy: string | null;
  run: ReturnType<typeof useStatusAction>['run'];
  selectAllMatches: () => Promise<void>;
  clearSelection: () => void;
  openDialog: (name: 'uploadSheet' | 'scanToShip' | 'uploadPickupSheet') => void;
  canMove: boolean;
  canSeeBuyers: boolean;
  withDeadline: boolean;
  /** The exchange and refund request lists: the return pickup sheet (회수 송장, issue 36 §2). */
  withClaims: boolean;
  onDelay: () => void;
  /** 교환 완료 asks for each order's new parcel (issue 36 §5): its dialog, instead of a bare status move. */
  onCompleteExchange: (action: StatusAction) => void;
}): BulkAction[] {
  const statusActions: BulkAction[] = actions.flatMap((action): BulkAction[] => {
    if (action.kind === 'status') {
      return [
        {
          key: action.key,
          label: action.label,
          loading: busy === action.key,
          onClick:
            action.key === 'completeExchange' ? () => onCompleteExchange(action) : () => void run(action, selected),
        },
      ];
    }
    if (action.key === 'uploadSheet' || action.key === 'scanToShip') {
      const name = action.key;
      return [{ key: name, label: action.label, onClick: () => openDialog(name) }];
    }
    return [];
  });
  // The print pages open in a new tab with the selected orders in list order (issue 20 §1, §2).
  const openPrint = async (page: PrintPage) => {
    if (selected.length === 0) return dialog.alert(messages.order.noSelection);
    const codes = [...selected]
      .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || b.id - a.id)
      .map((o) => o.code);
    // Not `noopener`: a tab opened by script with an opener gets a copy of this tab's session.
    if (!window.open(printPath(page, codes), '_blank')) await dialog.alert(messages.order.print.popupBlocked);
  };
  const printActions: BulkAction[] =
    PRINT_SCREENS.includes(screen) && canMove
      ? [
          ...(canSeeBuyers
            ? [
                {
                  key: 'printPackingSlips',
                  label: labels.order.print.packingSlips,
                  onClick: () => void openPrint('packingSlips'),
                },
              ]
            : []),
          { key: 'printPickList', label: labels.order.print.pickList, onClick: () => void openPrint('pickList') },
        ]
      : [];
  const delayActions: BulkAction[] =
    withDeadline && canMove
      ? [
          {
            key: 'delay',
            label: labels.deadline.delay,
            onClick: () => (selected.length === 0 ? void dialog.alert(messages.order.noSelection) : onDelay()),
          },
        ]
      : [];
  const pickupActions: BulkAction[] =
    withClaims && canMove
      ? [
          {
            key: 'uploadPickupSheet',
            label: labels.claim.sheet.upload,
            onClick: () => openDialog('uploadPickupSheet'),
          },
        ]
      : [];
  // Every screen's export takes the selection, so every screen offers to select all that matches;
  // once all are chosen the same button undoes it (one key: the focus stays on it, issue 38 §9).
  // Until the count has come, the button's place is kept (hidden): appearing later, it pushed the
  // table down a line where the bar wraps (a layout shift of 0.33 on 배송 준비중, issue 39 §4).
  const selectionToggle: BulkAction[] =
    total === undefined
      ? [{ key: 'selectionToggle', label: labels.list.selectAllMatches('0'), reserved: true }]
      : total > selected.length
        ? [
            {
              key: 'selectionToggle',
              label: labels.list.selectAllMatches(total.toLocaleString('en-US')),
              onClick: () => void selectAllMatches(),
            },
          ]
        : selected.length > 0
          ? [{ key: 'selectionToggle', label: labels.list.clearSelection, onClick: clearSelection }]
          : [];
  return [...selectionToggle, ...statusActions, ...pickupActions, ...delayActions, ...printActions];
}

/**
 * An order list's two export buttons. The export takes the selection when there is one (naming its
 * count first), else the search; the personal columns go masked, and the second button offers
 * leaving them out or, for a purpose, in full (issue 34 §2).
 */
export function OrderExportButtons({
  screen,
  applied,
  selected,
}: {
  screen: OrderScreen;
  applied: OrderSearchParams & { marketId: number };
  selected: readonly Order[];
}) {
  const choice = useExportChoice();
  const exportChoice = useRef<ExportChoice | null>(null);
  const selectedCount = selected.length.toLocaleString('en-US');
  const exportDownload = (chosen?: ExportChoice) => () =>
    selected.length > 0
      ? exportSelectedOrders(
          screen,
          selected.map((o) => o.code),
          chosen,
        )
      : exportOrders(applied, screen, chosen);
  const confirmSelected = async () =>
    selected.length === 0 || (await dialog.confirm(message('order.confirm.exportSelected', { count: selectedCount })));
  return (
    <>
      <ExportButton
        label={selected.length > 0 ? labels.list.exportSelected(selectedCount) : undefined}
        confirm={selected.length > 0 ? confirmSelected : undefined}
        download={exportDownload()}
      />
      <ExportButton
        label={labels.privacy.exportWithChoice}
        confirm={async () => {
          if (!(await confirmSelected())) return false;
          exportChoice.current = await choice.ask();
          return exportChoice.current !== null;
        }}
        download={() => choice.stepUp(exportDownload(exportChoice.current ?? undefined))}
      />
      {choice.modal}
    </>
  );
}
