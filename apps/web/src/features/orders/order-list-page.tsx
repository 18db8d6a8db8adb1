import {
  buildOrderSearch,
  DEADLINE_FILTER_LABELS,
  DEADLINE_FILTERS,
  deadlineScreens,
  type DeadlineFilter,
  defaultOrderRange,
  deliveryInputProblem,
  DELIVERY_EDIT_SCREENS,
  deliverySaveMessages,
  isOrderStatus,
  labels,
  message,
  messages,
  ORDER_DETAIL_TYPE,
  ORDER_SCREEN_LABELS,
  ORDER_BULK_MAX,
  ORDER_SCREENS,
  ORDER_SEARCH_FIELD_LABELS,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUS_LABELS,
  orderCellText,
  orderColumns,
  ORDER_CODE_MAX,
  periodApplies,
  PRINT_SCREENS,
  screenActions,
  type Order,
  type OrderScreen,
  type OrderSearchField,
  type OrderSearchForm,
  type OrderStatus,
} from '@seller/domain';
import { Grid, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { Suspense, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { detailPath, paths, printPath, type PrintPage } from '../../app/paths.ts';
import {
  BulkActionBar,
  ExportButton,
  PagedTable,
  PeriodField,
  SearchField,
  SearchPanel,
  useListUrlState,
  useSearchDraft,
  type BulkAction,
  type ListColumns,
} from '../../components/list/index.ts';
import { NewOrdersBar } from '../../components/new-orders-bar.tsx';
import { formatDateTime } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useRequiredSession } from '../../lib/session.ts';
import {
  exportOrders,
  exportSelectedOrders,
  fetchAllOrders,
  orderCalls,
  useInvalidateOrders,
  useOrderCount,
  useOrderList,
} from './api.ts';
import { DeadlineCell } from './deadline-cell.tsx';
import { DelayModal } from './delay-modal.tsx';
import { useExportChoice, type ExportChoice } from './export-choice.tsx';
import { OrderCards } from './order-cards.tsx';
import { useRowReveal } from './use-reveal.tsx';
import { ScanToShip } from './scan-to-ship.tsx';
import { CarrierCell, DeliveryTypeCell, draftOf, TrackingCell, type DeliveryDraft } from './delivery-cells.tsx';
import { useStatusAction } from './use-status-action.tsx';
import { useCan } from '../../lib/rights.ts';
import './orders.css';

/** Loaded only when the seller opens the upload (it brings the spreadsheet writer with it). */
const SheetUploadDialog = lazyNamed(() => import('./sheet-upload-dialog.tsx'), 'SheetUploadDialog');

/**
 * Pinned columns of a screen that enters delivery info (issue 17 §8): the order number on the left
 * after the checkbox and detail columns, the delivery cells on the right. antd pins them but does
 * not measure their offsets without its own scroll container, so the classes in orders.css give
 * each its offset from these widths.
 */
const DELIVERY_ENTRY_PINS: Partial<Record<string, { fixed: 'left' | 'right'; width: number; className: string }>> = {
  orderCode: { fixed: 'left', width: 150, className: 'pin-order-code' },
  deliveryType: { fixed: 'right', width: 120, className: 'pin-delivery-type' },
  deliveryName: { fixed: 'right', width: 156, className: 'pin-delivery-name' },
  deliveryCode: { fixed: 'right', width: 232, className: 'pin-delivery-code' },
};

const FILTER_KEYS = ['field', 'keyword', 'status', 'startDate', 'endDate', 'deadline'] as const;
const DIALOGS = ['uploadSheet', 'scanToShip'] as const;

const isField = (v: string | undefined): v is OrderSearchField =>
  !!v && (ORDER_SEARCH_FIELDS as readonly string[]).includes(v);

function formFromUrl(
  filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>,
  marketId: number,
): Required<OrderSearchForm> {
  const range = defaultOrderRange(marketId);
  return {
    field: isField(filters.field) ? filters.field : '',
    keyword: filters.keyword ?? '',
    status: filters.status && isOrderStatus(filters.status) ? filters.status : '',
    startDate: filters.startDate ?? range.startDate,
    endDate: filters.endDate ?? range.endDate,
    deadline: DEADLINE_FILTERS.find((d) => d === filters.deadline) ?? '',
  };
}

/** One order list screen of spec 02 §2.3: search panel, paged table with selection, actions, export. */
export function OrderListPage({ screen }: { screen: OrderScreen }) {
  const session = useRequiredSession();
  const marketId = session.key;
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const phone = Grid.useBreakpoint().md === false;
  const invalidate = useInvalidateOrders();
  const url = useListUrlState({ filters: FILTER_KEYS, dialogs: DIALOGS });
  // The fields show what is listed: an address whose search cannot run (a reversed period) lists
  // the screen's default, and its fields say so (issue 38 §12).
  const urlForm = useMemo(() => {
    const fromUrl = formFromUrl(url.filters, marketId);
    return buildOrderSearch(screen, marketId, fromUrl).ok ? fromUrl : formFromUrl({}, marketId);
  }, [url.filters, marketId, screen]);
  const [form, setForm] = useSearchDraft(urlForm);

  // The applied search: what the URL says, or the screen's default when the URL is not a valid search.
  const applied = useMemo(() => {
    const result = buildOrderSearch(screen, marketId, urlForm);
    const params = result.ok
      ? result.params
      : (buildOrderSearch(screen, marketId, {}) as { ok: true; params: Parameters<typeof exportOrders>[0] }).params;
    return { ...params, marketId };
  }, [screen, marketId, urlForm]);

  const list = useOrderList(applied, url.page, url.size);
  const count = useOrderCount(applied);
  const rows = list.data?.orders ?? [];

  // The selection is kept across pages and page sizes (shown as "N건 선택"); a new search clears it.
  const [selected, setSelected] = useState<ReadonlyMap<Key, Order>>(new Map());
  const selectedRows = [...selected.values()];
  const clearSelection = () => setSelected(new Map());
  const appliedKey = JSON.stringify(applied); // the URL's filters are a new object on every page change
  useEffect(clearSelection, [appliedKey]);
  // antd hands over the rows it knows; a row chosen on another page is the one kept from then.
  const choose = (keys: Key[], chosen: Order[]) =>
    setSelected((previous) => {
      const next = new Map<Key, Order>();
      for (const order of chosen) next.set(order.id, order);
      for (const key of keys) if (!next.has(key) && previous.has(key)) next.set(key, previous.get(key)!);
      return next;
    });
  const total = count.data ?? 0;
  const selectAllMatches = async () => {
    if (total > ORDER_BULK_MAX)
      return dialog.alert(message('order.selectAllTooMany', { max: ORDER_BULK_MAX.toLocaleString('en-US') }));
    try {
      const all = await fetchAllOrders(applied, ORDER_BULK_MAX);
      setSelected(new Map(all.map((o) => [o.id, o])));
    } catch (error) {
      await alertError(error);
    }
  };

  const { run, busy, modal } = useStatusAction(clearSelection);
  // 발송기한 (issue 36 §6, §7): the column, the filter and delay notices, where orders await dispatch.
  const withDeadline = deadlineScreens(screen);
  const [delaying, setDelaying] = useState(false);
  const choice = useExportChoice();
  const buyers = useRowReveal();
  const exportChoice = useRef<ExportChoice | null>(null);
  const [drafts, setDrafts] = useState<Record<string, DeliveryDraft>>({});
  const [savingCode, setSavingCode] = useState<string | null>(null);

  // What the role may do here (issue 37): moves and prints, the export, buyers' data.
  const canMove = useCan('orders.move');
  const canExport = useCan('orders.export');
  const canSeeBuyers = useCan('orders.personal-data');
  const actions = canMove ? screenActions(screen, marketId) : [];
  const editsDelivery = DELIVERY_EDIT_SCREENS.includes(screen) && actions.some((a) => a.key === 'saveDelivery');

  const submit = async () => {
    const result = buildOrderSearch(screen, marketId, form);
    if (!result.ok) {
      await dialog.alert(message(result.error));
      if (result.reset) {
        const reset = { ...form, ...result.reset };
        setForm(reset);
        url.search({ ...reset, keyword: reset.keyword.trim() });
      }
      return;
    }
    // The days as read from what was typed (`2026.1.5` → `2026-01-05`) where the period applies.
    const { startDate = form.startDate, endDate = form.endDate } = result.params;
    setForm({ ...form, startDate, endDate });
    url.search({
      ...form,
      startDate,
      endDate,
      keyword: form.keyword.trim(),
      status: form.field === 'orderStatus' ? form.status : '',
    });
  };

  const changeDraft = (code: string, patch: Partial<DeliveryDraft>) => {
    const order = rows.find((r) => r.code === code);
    if (!order) return;
    setDrafts((d) => ({ ...d, [code]: { ...draftOf(order, d), ...patch } }));
  };

  const saveDelivery = async (order: Order) => {
    const draft = draftOf(order, drafts);
    const problem = deliveryInputProblem({
      deliveryType: draft.type,
      deliveryName: draft.name,
      deliveryCode: draft.code,
    });
    if (problem) return dialog.alert(message(problem));
    const says = deliverySaveMessages(order.status);
    if (!(await dialog.confirm(message(says.confirm)))) return;
    setSavingCode(order.code);
    try {
      await orderCalls.changeDelivery({
        orderCode: order.code,
        deliveryType: draft.type,
        deliveryName: draft.name,
        deliveryCode: draft.code,
      });
      setDrafts((d) => {
        const { [order.code]: _, ...rest } = d;
        return rest;
      });
      await invalidate();
      await dialog.alert(message(says.saved));
      if (says.moves && screen !== 'deliveryProgress') navigate(paths.deliveryProgress);
    } catch (error) {
      await alertError(error, messages.order.delivery.saveFailed);
    } finally {
      setSavingCode(null);
    }
  };

  const deliveryCell = (order: Order, field: 'type' | 'name' | 'code') => {
    const draft = draftOf(order, drafts);
    if (field === 'type') return <DeliveryTypeCell order={order} draft={draft} onChange={changeDraft} />;
    if (field === 'name') return <CarrierCell order={order} draft={draft} onChange={changeDraft} />;
    return (
      <TrackingCell
        order={order}
        draft={draft}
        onChange={changeDraft}
        onSave={() => void saveDelivery(order)}
        saving={savingCode === order.code}
      />
    );
  };

  // The buyer's reveal and the dispatch deadline come right after 주문번호: the pinned order number
  // keeps its place among the first columns (a pinned column after wider ones covered the delivery
  // cells at 1280 px).
  const afterOrderCode: ListColumns<Order> = [
    ...(buyers.canReveal
      ? [
          {
            key: 'reveal',
            title: labels.privacy.revealColumn,
            width: 120,
            render: (_: unknown, o: Order) => buyers.button(o),
          },
        ]
      : []),
    ...(withDeadline
      ? [
          {
            key: 'dispatchDue',
            title: labels.deadline.dispatchDue,
            render: (_: unknown, o: Order) => <DeadlineCell order={o} />,
          },
        ]
      : []),
  ];
  const columns: ListColumns<Order> = [
    {
      key: 'detail',
      title: labels.list.detail,
      fixed: 'left',
      width: 64,
      className: 'pin-detail',
      render: (_, order) => (
        <Link
          className="detail-link"
          to={detailPath(ORDER_DETAIL_TYPE[screen], order.code)}
          state={{ listSearch }}
          data-focus-key={order.code}
          aria-label={labels.list.detailOf(order.code)}
        >
          {labels.list.detail}
        </Link>
      ),
    },
    ...orderColumns(screen, marketId).flatMap((column) => [
      {
        key: column.key,
        title: column.label,
        // Where delivery is entered, the order number and the delivery cells stay in view while the
        // other columns scroll under them (issue 17 §8): no sideways scrolling for each row.
        ...(editsDelivery ? DELIVERY_ENTRY_PINS[column.key] : undefined),
        render: (_: unknown, order: Order) => {
          if (editsDelivery && column.key === 'deliveryType') return deliveryCell(order, 'type');
          if (editsDelivery && column.key === 'deliveryName') return deliveryCell(order, 'name');
          if (editsDelivery && column.key === 'deliveryCode') return deliveryCell(order, 'code');
          const text = orderCellText(order, column.key, screen, formatDateTime, messages.common.notYetCollected);
          return text === messages.common.notYetCollected ? <span className="muted">{text}</span> : text;
        },
      },
      ...(column.key === 'orderCode' ? afterOrderCode : []),
    ]),
  ];

  const statusActions: BulkAction[] = actions.flatMap((action): BulkAction[] => {
    if (action.kind === 'status') {
      return [
        {
          key: action.key,
          label: action.label,
          loading: busy === action.key,
          onClick: () => void run(action, selectedRows),
        },
      ];
    }
    if (action.key === 'uploadSheet' || action.key === 'scanToShip') {
      const name = action.key;
      return [{ key: name, label: action.label, onClick: () => url.openDialog(name) }];
    }
    return [];
  });
  // The print pages open in a new tab with the selected orders in list order (issue 20 §1, §2).
  const openPrint = async (page: PrintPage) => {
    if (selected.size === 0) return dialog.alert(messages.order.noSelection);
    const codes = [...selectedRows]
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
            onClick: () => (selected.size === 0 ? void dialog.alert(messages.order.noSelection) : setDelaying(true)),
          },
        ]
      : [];
  const selectionActions = [...statusActions, ...delayActions, ...printActions];
  // Every screen's export takes the selection, so every screen offers to select all that matches;
  // once all are chosen the same button undoes it (one key: the focus stays on it, issue 38 §9).
  const selectionToggle: BulkAction[] =
    total > selected.size
      ? [
          {
            key: 'selectionToggle',
            label: labels.list.selectAllMatches(total.toLocaleString('en-US')),
            onClick: () => void selectAllMatches(),
          },
        ]
      : selected.size > 0
        ? [{ key: 'selectionToggle', label: labels.list.clearSelection, onClick: clearSelection }]
        : [];
  const bulkActions: BulkAction[] = [...selectionToggle, ...selectionActions];

  // The export takes the selection when there is one (naming its count first), else the search.
  const selectedCount = selected.size.toLocaleString('en-US');
  // The personal columns go masked; the second button offers leaving them out or, for a purpose, in full (issue 34 §2).
  const exportDownload = (chosen?: ExportChoice) => () =>
    selected.size > 0
      ? exportSelectedOrders(
          screen,
          selectedRows.map((o) => o.code),
          chosen,
        )
      : exportOrders(applied, screen, chosen);
  const confirmSelected = async () =>
    selected.size === 0 || (await dialog.confirm(message('order.confirm.exportSelected', { count: selectedCount })));
  const exportButton = (
    <>
      <ExportButton
        label={selected.size > 0 ? labels.list.exportSelected(selectedCount) : undefined}
        confirm={selected.size > 0 ? confirmSelected : undefined}
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
    </>
  );

  const selection = {
    keys: [...selected.keys()],
    acrossPages: true,
    onChange: choose,
    checkbox: (order: Order) => ({ label: labels.list.select(order.code) }),
  };

  const screenStatuses = ORDER_SCREENS[screen] as readonly OrderStatus[];
  const guides = screenStatuses
    .map((s) => (messages.order.guide as Partial<Record<OrderStatus, string>>)[s])
    .filter(Boolean);
  const periodOn = periodApplies(screen, form.field);

  return (
    <div className="page">
      <h1 className="page-title">{ORDER_SCREEN_LABELS[screen]}</h1>
      <SearchPanel onSearch={() => void submit()} onReset={() => url.search({})}>
        <SearchField label={labels.order.searchField} htmlFor="order-search-field">
          <Select
            id="order-search-field"
            aria-label={labels.order.searchField}
            value={form.field}
            onChange={(field: OrderSearchField | '') => setForm({ ...form, field, keyword: '', status: '' })}
            options={[
              { value: '', label: labels.order.noField },
              ...ORDER_SEARCH_FIELDS.map((f) => ({ value: f, label: ORDER_SEARCH_FIELD_LABELS[f] })),
            ]}
            style={{ width: 150 }}
          />
        </SearchField>
        {form.field === 'orderStatus' ? (
          <SearchField label={labels.order.status} htmlFor="order-search-status">
            <Select
              id="order-search-status"
              aria-label={labels.order.status}
              value={form.status}
              onChange={(status: OrderStatus | '') => setForm({ ...form, status })}
              options={[
                { value: '', label: labels.list.all },
                ...screenStatuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
              ]}
              style={{ width: 150 }}
            />
          </SearchField>
        ) : (
          <SearchField label={labels.order.keyword} htmlFor="order-search-keyword">
            <Input
              id="order-search-keyword"
              value={form.keyword}
              disabled={!form.field}
              maxLength={ORDER_CODE_MAX}
              onChange={(e) => setForm({ ...form, keyword: e.target.value })}
              style={{ width: 220 }}
              aria-describedby="order-search-keyword-hint"
            />
            {/* The search is exact (spec 02): say so, naming the field. */}
            <div id="order-search-keyword-hint" className="search-field-hint">
              {form.field
                ? labels.order.keywordHint(ORDER_SEARCH_FIELD_LABELS[form.field])
                : labels.order.keywordNoField}
            </div>
          </SearchField>
        )}
        <PeriodField
          label={labels.order.paidPeriod}
          idPrefix="order-period"
          period={form}
          disabled={!periodOn || !!form.deadline}
          onChange={(p) => setForm({ ...form, ...p })}
        />
        {withDeadline && (
          <SearchField label={labels.deadline.filter} htmlFor="order-search-deadline">
            <Select
              id="order-search-deadline"
              aria-label={labels.deadline.filter}
              value={form.deadline}
              onChange={(deadline: DeadlineFilter | '') => setForm({ ...form, deadline })}
              options={[
                { value: '', label: labels.deadline.filterAll },
                ...DEADLINE_FILTERS.map((d) => ({ value: d, label: DEADLINE_FILTER_LABELS[d] })),
              ]}
              style={{ width: 130 }}
            />
          </SearchField>
        )}
      </SearchPanel>

      {guides.length > 0 && (
        <ul className="order-guide">
          {guides.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}

      <BulkActionBar selectedCount={selected.size} actions={bulkActions} extra={canExport ? exportButton : undefined} />
      <NewOrdersBar statuses={screenStatuses} onShow={invalidate} />

      {url.dialog === 'scanToShip' && (
        <ScanToShip marketId={marketId} onClose={url.closeDialog} onChanged={invalidate} />
      )}

      {phone ? (
        <OrderCards
          screen={screen}
          label={labels.list.listOf(ORDER_SCREEN_LABELS[screen])}
          rows={rows.map(buyers.shown)}
          total={total}
          page={url.page}
          size={url.size}
          loading={list.isFetching}
          onPage={url.setPage}
          selection={selection}
          listSearch={listSearch}
          reveal={buyers.canReveal ? buyers.button : undefined}
          delivery={
            editsDelivery
              ? (order) => (
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
          label={labels.list.listOf(ORDER_SCREEN_LABELS[screen])}
          rowKey="id"
          columns={columns}
          rows={rows.map(buyers.shown)}
          total={total}
          page={url.page}
          size={url.size}
          loading={list.isFetching}
          onPage={url.setPage}
          selection={selection}
          rovingRows
        />
      )}
      {modal}
      {choice.modal}
      {buyers.modal}
      {delaying && (
        <DelayModal
          orders={selectedRows}
          onClose={async (sent) => {
            setDelaying(false);
            if (sent) {
              clearSelection();
              await invalidate();
            }
          }}
        />
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
