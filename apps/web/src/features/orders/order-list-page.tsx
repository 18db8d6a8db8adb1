import {
  claimScreens,
  deadlineScreens,
  DELIVERY_EDIT_SCREENS,
  labels,
  message,
  messages,
  ORDER_SCREEN_LABELS,
  ORDER_SCREENS,
  planStatusAction,
  screenActions,
  type Order,
  type OrderScreen,
  type OrderStatus,
  type StatusAction,
} from '@seller/domain';
import { Grid } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { BulkActionBar, PagedTable } from '../../components/list/index.ts';
import { NewOrdersBar } from '../../components/new-orders-bar.tsx';
import { dialog } from '../../lib/dialog.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useCan } from '../../lib/rights.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useInvalidateOrders, useOrderCount, useOrderList } from './api.ts';
import { ClaimFields } from './claim-cells.tsx';
import { orderBulkActions, OrderExportButtons } from './order-bulk-actions.tsx';
import { OrderCards } from './order-cards.tsx';
import { orderTableColumns } from './order-columns.tsx';
import { OrderSearchPanel } from './order-search-panel.tsx';
import { ScanToShip } from './scan-to-ship.tsx';
import { useDeliveryDrafts } from './use-delivery-drafts.tsx';
import { useOrderSearch } from './use-order-search.ts';
import { useOrderSelection } from './use-order-selection.ts';
import { useRowReveal } from './use-reveal.tsx';
import { useStatusAction } from './use-status-action.tsx';
import './orders.css';

/** Loaded only when the seller opens the upload (it brings the spreadsheet writer with it). */
const SheetUploadDialog = lazyNamed(() => import('./sheet-upload-dialog.tsx'), 'SheetUploadDialog');
/** Loaded when the seller first sends a delay notice: it brings antd's Form, which the list itself does without. */
const DelayModal = lazyNamed(() => import('./delay-modal.tsx'), 'DelayModal');
/** Loaded when the seller first completes exchanges from the list (only the exchange request list offers it). */
const ExchangeCompleteDialog = lazyNamed(() => import('./exchange-complete-dialog.tsx'), 'ExchangeCompleteDialog');

/** One order list screen of spec 02 §2.3: search panel, paged table with selection, actions, export. */
export function OrderListPage({ screen }: { screen: OrderScreen }) {
  const session = useRequiredSession();
  const marketId = session.key;
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const phone = Grid.useBreakpoint().md === false;
  const invalidate = useInvalidateOrders();
  const { url, form, setForm, applied, submit } = useOrderSearch(screen, marketId);

  const list = useOrderList(applied, url.page, url.size);
  const count = useOrderCount(applied);
  const rows = list.data?.orders ?? [];
  // The request lists' claims (issue 36 §1, §2), by order id.
  const withClaims = claimScreens(screen);
  const claims = useMemo(() => new Map((list.data?.claims ?? []).map((c) => [c.orderId, c])), [list.data]);
  const total = count.data ?? 0;
  const selected = useOrderSelection(applied, total);

  const { run, busy, modal } = useStatusAction(selected.clear);
  // 발송기한 (issue 36 §6, §7): the column, the filter and delay notices, where orders await dispatch.
  const withDeadline = deadlineScreens(screen);
  const [delaying, setDelaying] = useState(false);
  // 교환 완료 with each order's new parcel (issue 36 §5), once every selected order is 교환 처리중 (spec 02 §4.2).
  const [completing, setCompleting] = useState<StatusAction | null>(null);
  const completeExchange = (action: StatusAction) => {
    const plan = planStatusAction(action, selected.rows);
    if (plan.ok) setCompleting(action);
    else void dialog.alert(message(plan.error));
  };
  const buyers = useRowReveal();
  const deliveryCell = useDeliveryDrafts(screen, rows);

  // What the role may do here (issue 37): moves and prints, the export, buyers' data.
  const canMove = useCan('orders.move');
  const canExport = useCan('orders.export');
  const canSeeBuyers = useCan('orders.personal-data');
  const actions = canMove ? screenActions(screen, marketId) : [];
  const editsDelivery = DELIVERY_EDIT_SCREENS.includes(screen) && actions.some((a) => a.key === 'saveDelivery');

  const columns = orderTableColumns({
    screen,
    marketId,
    listSearch,
    deliveryCell: editsDelivery ? deliveryCell : undefined,
    reveal: buyers.canReveal ? buyers.button : undefined,
    withDeadline,
    claims: withClaims ? claims : undefined,
  });
  const bulkActions = orderBulkActions({
    screen,
    actions,
    selected: selected.rows,
    total: count.data,
    busy,
    run,
    selectAllMatches: selected.selectAllMatches,
    clearSelection: selected.clear,
    openDialog: url.openDialog,
    canMove,
    canSeeBuyers,
    withDeadline,
    withClaims,
    onDelay: () => setDelaying(true),
    onCompleteExchange: completeExchange,
  });

  const screenStatuses = ORDER_SCREENS[screen] as readonly OrderStatus[];
  const guides = screenStatuses
    .map((s) => (messages.order.guide as Partial<Record<OrderStatus, string>>)[s])
    .filter(Boolean);
  const listLabel = labels.list.listOf(ORDER_SCREEN_LABELS[screen]);

  return (
    <div className="page">
      <h1 className="page-title">{ORDER_SCREEN_LABELS[screen]}</h1>
      <OrderSearchPanel
        screen={screen}
        statuses={screenStatuses}
        form={form}
        setForm={setForm}
        withDeadline={withDeadline}
        onSearch={() => void submit()}
        onReset={() => url.search({})}
      />

      {guides.length > 0 && (
        <ul className="order-guide">
          {guides.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}

      <BulkActionBar
        selectedCount={selected.size}
        actions={bulkActions}
        extra={
          canExport ? <OrderExportButtons screen={screen} applied={applied} selected={selected.rows} /> : undefined
        }
      />
      <NewOrdersBar statuses={screenStatuses} onShow={invalidate} />

      {url.dialog === 'scanToShip' && (
        <ScanToShip marketId={marketId} onClose={url.closeDialog} onChanged={invalidate} />
      )}

      {phone ? (
        <OrderCards
          screen={screen}
          label={listLabel}
          rows={rows.map(buyers.shown)}
          total={total}
          page={url.page}
          size={url.size}
          loading={list.isFetching}
          onPage={url.setPage}
          selection={selected.table}
          listSearch={listSearch}
          reveal={buyers.canReveal ? buyers.button : undefined}
          fields={withClaims ? (order: Order) => <ClaimFields claim={claims.get(order.id)} /> : undefined}
          delivery={
            editsDelivery
              ? (order: Order) => (
                  <>
                    {deliveryCell(order, 'type')}
                    {deliveryCell(order, 'name')}
                    {deliveryCell(order, 'code')}
                  </>
                )
              : undefined
          }
        />
      ) : (
        <PagedTable<Order>
          label={listLabel}
          rowKey="id"
          columns={columns}
          rows={rows.map(buyers.shown)}
          total={total}
          page={url.page}
          size={url.size}
          loading={list.isFetching}
          onPage={url.setPage}
          selection={selected.table}
          rovingRows
        />
      )}
      {modal}
      {buyers.modal}
      {delaying && (
        <Suspense fallback={null}>
          <DelayModal
            orders={selected.rows}
            onClose={async (sent) => {
              setDelaying(false);
              if (sent) {
                selected.clear();
                await invalidate();
              }
            }}
          />
        </Suspense>
      )}
      {completing && (
        <Suspense fallback={null}>
          <ExchangeCompleteDialog
            action={completing}
            orders={selected.rows}
            onClose={async (changed) => {
              setCompleting(null);
              if (changed) {
                selected.clear();
                await invalidate();
              }
            }}
            onAllDone={() => navigate(paths[completing.navigateTo])}
          />
        </Suspense>
      )}
      {url.dialog === 'uploadSheet' && (
        <Suspense fallback={null}>
          <SheetUploadDialog
            onClose={async (applied) => {
              url.closeDialog();
              if (applied) await invalidate();
            }}
            onAllDone={() => navigate(paths.deliveryProgress)}
          />
        </Suspense>
      )}
      {url.dialog === 'uploadPickupSheet' && withClaims && (
        <Suspense fallback={null}>
          <SheetUploadDialog
            sheet="pickup"
            onClose={async (applied) => {
              url.closeDialog();
              if (applied) await invalidate();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

const page = (screen: OrderScreen) => {
  const Page = () => <OrderListPage key={screen} screen={screen} />;
  Page.displayName = `OrderListPage(${screen})`;
  return Page;
};

export const OrderTotalPage = page('orderTotal');
export const ProductReadyPage = page('productReady');
export const DeliveryReadyPage = page('deliveryReady');
export const DeliveryProgressPage = page('deliveryProgress');
export const DeliveryCompletePage = page('deliveryComplete');
export const PurchaseConfirmPage = page('purchaseConfirm');
export const CancelRequestPage = page('cancelRequest');
export const CancelCompletePage = page('cancelComplete');
export const ExchangeRequestPage = page('exchangeRequest');
export const ExchangeCompletePage = page('exchangeComplete');
export const RefundRequestPage = page('refundRequest');
export const RefundCompletePage = page('refundComplete');
