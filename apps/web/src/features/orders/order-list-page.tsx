import {
  buildOrderSearch,
  defaultOrderRange,
  deliveryInputProblem,
  DELIVERY_EDIT_SCREENS,
  isOrderStatus,
  labels,
  message,
  messages,
  ORDER_DETAIL_TYPE,
  ORDER_SCREEN_LABELS,
  ORDER_SCREENS,
  ORDER_SEARCH_FIELD_LABELS,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUS_LABELS,
  orderCellText,
  orderColumns,
  periodApplies,
  screenActions,
  type Order,
  type OrderScreen,
  type OrderSearchField,
  type OrderSearchForm,
  type OrderStatus,
} from '@seller/domain';
import { Input, Select, type TableColumnsType } from 'antd';
import { Suspense, useEffect, useMemo, useState, type Key } from 'react';
import { Link, useNavigate } from 'react-router';
import { detailPath, paths } from '../../app/paths.ts';
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
} from '../../components/list/index.ts';
import { formatDateTime } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { exportQuery, orderCalls, useInvalidateOrders, useOrderCount, useOrderList } from './api.ts';
import { CarrierCell, DeliveryTypeCell, draftOf, TrackingCell, type DeliveryDraft } from './delivery-cells.tsx';
import { useStatusAction } from './use-status-action.tsx';
import './orders.css';

/** Loaded only when the seller opens the upload (it brings the spreadsheet writer with it). */
const SheetUploadDialog = lazyNamed(() => import('./sheet-upload-dialog.tsx'), 'SheetUploadDialog');

const FILTER_KEYS = ['field', 'keyword', 'status', 'startDate', 'endDate'] as const;
const DIALOGS = ['uploadSheet'] as const;

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
  };
}

/** One order list screen of spec 02 §2.3: search panel, paged table with selection, actions, export. */
export function OrderListPage({ screen }: { screen: OrderScreen }) {
  const session = useRequiredSession();
  const marketId = session.key;
  const navigate = useNavigate();
  const invalidate = useInvalidateOrders();
  const url = useListUrlState({ filters: FILTER_KEYS, dialogs: DIALOGS });
  const urlForm = useMemo(() => formFromUrl(url.filters, marketId), [url.filters, marketId]);
  const [form, setForm] = useSearchDraft(urlForm);

  // The applied search: what the URL says, or the screen's default when the URL is not a valid search.
  const applied = useMemo(() => {
    const result = buildOrderSearch(screen, marketId, urlForm);
    const params = result.ok
      ? result.params
      : (buildOrderSearch(screen, marketId, {}) as { ok: true; params: Parameters<typeof exportQuery>[0] }).params;
    return { ...params, marketId };
  }, [screen, marketId, urlForm]);

  const list = useOrderList(applied, url.page, url.size);
  const count = useOrderCount(applied);
  const rows = list.data?.orders ?? [];

  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<Order[]>([]);
  const clearSelection = () => {
    setSelectedKeys([]);
    setSelectedRows([]);
  };
  useEffect(clearSelection, [applied, url.page, url.size]);

  const { run, busy, modal } = useStatusAction(clearSelection);
  const [drafts, setDrafts] = useState<Record<string, DeliveryDraft>>({});
  const [savingCode, setSavingCode] = useState<string | null>(null);

  const actions = screenActions(screen, marketId);
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
    url.search({ ...form, keyword: form.keyword.trim(), status: form.field === 'orderStatus' ? form.status : '' });
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
    if (!(await dialog.confirm(messages.order.confirm.saveDelivery))) return;
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
      await dialog.alert(messages.order.delivery.saved);
      if (screen !== 'deliveryProgress') navigate(paths.deliveryProgress);
    } catch (error) {
      await alertError(error, messages.order.delivery.saveFailed);
    } finally {
      setSavingCode(null);
    }
  };

  const columns: TableColumnsType<Order> = [
    {
      key: 'detail',
      title: labels.list.detail,
      fixed: 'left',
      width: 64,
      render: (_, order) => (
        <Link
          className="detail-link"
          to={detailPath(ORDER_DETAIL_TYPE[screen], order.code)}
          aria-label={labels.list.detailOf(order.code)}
        >
          {labels.list.detail}
        </Link>
      ),
    },
    ...orderColumns(screen, marketId).map((column) => ({
      key: column.key,
      title: column.label,
      render: (_: unknown, order: Order) => {
        if (editsDelivery && column.key === 'deliveryType')
          return <DeliveryTypeCell order={order} draft={draftOf(order, drafts)} onChange={changeDraft} />;
        if (editsDelivery && column.key === 'deliveryName')
          return <CarrierCell order={order} draft={draftOf(order, drafts)} onChange={changeDraft} />;
        if (editsDelivery && column.key === 'deliveryCode')
          return (
            <TrackingCell
              order={order}
              draft={draftOf(order, drafts)}
              onChange={changeDraft}
              onSave={() => void saveDelivery(order)}
              saving={savingCode === order.code}
            />
          );
        const text = orderCellText(order, column.key, screen, formatDateTime, messages.common.notYetCollected);
        return text === messages.common.notYetCollected ? <span className="muted">{text}</span> : text;
      },
    })),
  ];

  const bulkActions: BulkAction[] = actions.flatMap((action): BulkAction[] => {
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
    if (action.key === 'uploadSheet')
      return [{ key: action.key, label: action.label, onClick: () => url.openDialog('uploadSheet') }];
    return [];
  });

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
              maxLength={64}
              onChange={(e) => setForm({ ...form, keyword: e.target.value })}
              style={{ width: 220 }}
            />
          </SearchField>
        )}
        <PeriodField
          label={labels.order.paidPeriod}
          idPrefix="order-period"
          period={form}
          disabled={!periodOn}
          onChange={(p) => setForm({ ...form, ...p })}
        />
      </SearchPanel>

      {guides.length > 0 && (
        <ul className="order-guide">
          {guides.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}

      <BulkActionBar
        selectedCount={bulkActions.length > 0 ? selectedKeys.length : undefined}
        actions={bulkActions}
        extra={<ExportButton path="/sw/a/v1/orders/export" query={exportQuery(applied, screen)} />}
      />

      <PagedTable<Order>
        label={labels.list.listOf(ORDER_SCREEN_LABELS[screen])}
        rowKey="id"
        columns={columns}
        rows={rows}
        total={count.data ?? 0}
        page={url.page}
        size={url.size}
        loading={list.isFetching}
        onPage={url.setPage}
        selection={{
          keys: selectedKeys,
          onChange: (keys, chosen) => {
            setSelectedKeys(keys);
            setSelectedRows(chosen);
          },
        }}
      />
      {modal}
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
