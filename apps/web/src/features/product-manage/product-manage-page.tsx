import {
  defaultRange,
  formatPrice,
  labels,
  message,
  messages,
  PRODUCT_SORT_KEYS,
  SEARCH_PERIOD_DAYS,
  type ProductRow,
} from '@seller/domain';
import { Button, Checkbox, Tag } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageTitles, productEditPath } from '../../app/paths.ts';
import {
  BulkActionBar,
  checkedPeriod,
  ExportButton,
  PagedTable,
  periodOf,
  SearchPanel,
  useListUrlState,
  useSearchDraft,
  type BulkAction,
  type ListColumns,
} from '../../components/list/index.ts';
import { flagOf, fromChoice, ProductSearchFields } from '../../components/product-search-fields.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useListReturnState } from '../../lib/list-return.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { exportProducts, useProductCount, useProductList, useSetProductFlags, type ProductSearch } from './api.ts';
import { SheetDialogs } from './sheet-dialogs.tsx';
import './product-manage.css';
import { useCan } from '../../lib/rights.ts';

const FILTERS = ['name', 'sell', 'display', 'startDate', 'endDate', 'lowStock'] as const;
// The delivery-template layer loads when first opened: most visits to the list never open it.
const ApplyTemplateModal = lazyNamed(
  () => import('../../components/delivery-template/apply-template-modal.tsx'),
  'ApplyTemplateModal',
);
const SORT = { keys: PRODUCT_SORT_KEYS, default: { key: 'timestamp', order: 'desc' } } as const;
const DIALOGS = ['applyDelivery', 'productSheet', 'bulkEdit'] as const;

/** The default period is two years (spec 01 §9). */
const defaultPeriod = () => defaultRange(SEARCH_PERIOD_DAYS.products);

/**
 * `/productManage`: search (name, sell, display, period), a server-paged and sortable table with the
 * main image, a detail button to the edit screen, .xlsx export, and bulk actions on the selected
 * rows: sell/display flags and the delivery-fee template layer.
 */
export function ProductManagePage() {
  const session = useRequiredSession();
  const marketId = session.key;
  const navigate = useNavigate();
  const canEdit = useCan('products.edit');
  const canExport = useCan('products.export');
  const url = useListUrlState({ filters: FILTERS, sort: SORT, dialogs: DIALOGS });
  const applied = useMemo(
    () => ({
      name: url.filters.name?.trim() ?? '',
      sell: flagOf(url.filters.sell),
      display: flagOf(url.filters.display),
      lowStock: url.filters.lowStock === 'true' ? 'true' : '',
      ...periodOf(url.filters, defaultPeriod()),
    }),
    [url.filters],
  );
  const [form, setForm] = useSearchDraft(applied);
  const search: ProductSearch = {
    name: applied.name || undefined,
    sell: fromChoice(applied.sell),
    display: fromChoice(applied.display),
    lowStock: applied.lowStock === 'true' || undefined,
    startDate: applied.startDate,
    endDate: applied.endDate,
    sort: url.sort,
    order: url.order,
    page: url.page,
    size: url.size,
  };
  const [selected, setSelected] = useState<string[]>([]);
  const list = useProductList(marketId, search);
  const total = useProductCount(marketId, search);
  const setFlags = useSetProductFlags();

  async function submit() {
    setSelected([]);
    const period = await checkedPeriod(form, defaultPeriod());
    if (!period) return;
    setForm({ ...form, ...period });
    url.search({ ...form, name: form.name.trim(), ...period });
  }

  async function changeFlag(flag: 'sell' | 'display', value: boolean) {
    if (selected.length === 0) return dialog.alert(messages.productManage.noSelection);
    const { sell, noSell, display, noDisplay } = labels.productList;
    const flagLabel = flag === 'sell' ? labels.productList.flagSell : labels.productList.flagDisplay;
    const valueLabel = flag === 'sell' ? (value ? sell : noSell) : value ? display : noDisplay;
    if (
      !(await dialog.confirm(
        message('productManage.flagsConfirm', { count: selected.length, flag: flagLabel, value: valueLabel }),
      ))
    )
      return;
    try {
      const result = await setFlags.mutateAsync({ productCodes: selected, [flag]: value });
      await dialog.alert(message('productManage.flagsChanged', { count: result.updated }));
      setSelected([]);
    } catch (error) {
      await alertError(error);
    }
  }

  async function openBulkEdit() {
    if (selected.length === 0) return dialog.alert(messages.productManage.noSelection);
    url.openDialog('bulkEdit', selected);
  }

  async function openDeliveryLayer() {
    if (selected.length === 0) return dialog.alert(messages.delivery.bulkNoSelection);
    url.openDialog('applyDelivery', selected);
  }

  const listReturn = useListReturnState();
  const columns: ListColumns<ProductRow> = [
    {
      title: labels.list.detail,
      key: 'detail',
      width: 80,
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => navigate(productEditPath(row.code), { state: listReturn })}
          data-focus-key={row.code}
          aria-label={labels.list.detailOf(row.name)}
        >
          {labels.list.detail}
        </Button>
      ),
    },
    { title: labels.productList.code, dataIndex: 'code', width: 180 },
    // A width of its own: without one the name took what the others left, none at 1280 px (issue 35 §6);
    // a narrower screen scrolls the table sideways instead.
    { title: labels.productList.name, dataIndex: 'name', key: 'name', sorter: true, ellipsis: true, width: 260 },
    {
      title: labels.productList.mainImage,
      key: 'mainImage',
      width: 100,
      render: (_, row) =>
        row.mainImage ? (
          <img
            className="product-thumb"
            src={row.mainImage.url}
            alt={labels.productList.mainImageOf(row.name)}
            loading="lazy"
          />
        ) : (
          <span className="product-thumb-empty">{messages.common.none}</span>
        ),
    },
    {
      title: labels.productList.sellStatus,
      dataIndex: 'sell',
      key: 'sell',
      width: 100,
      sorter: true,
      render: (v: boolean) =>
        v ? <Tag color="#2e7d32">{labels.productList.sell}</Tag> : <Tag>{labels.productList.noSell}</Tag>,
    },
    {
      title: labels.productList.displayStatus,
      dataIndex: 'display',
      key: 'display',
      width: 100,
      sorter: true,
      render: (v: boolean) =>
        v ? <Tag color="#0958d9">{labels.productList.display}</Tag> : <Tag>{labels.productList.noDisplay}</Tag>,
    },
    {
      title: labels.list.registeredOn,
      dataIndex: 'timestamp',
      key: 'timestamp',
      width: 150,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      render: formatDateTime,
    },
    {
      title: labels.productList.price,
      dataIndex: 'netPrice',
      width: 110,
      align: 'right',
      render: (v: number) => labels.productList.won(formatPrice(v)),
    },
    {
      title: labels.productList.salePrice,
      dataIndex: 'price',
      width: 110,
      align: 'right',
      render: (v: number) => labels.productList.won(formatPrice(v)),
    },
  ];

  const bulkActions: BulkAction[] = !canEdit
    ? []
    : [
        {
          key: 'sell',
          label: labels.productList.changeSell,
          loading: setFlags.isPending,
          choices: [
            { key: 'true', label: labels.productList.toSell },
            { key: 'false', label: labels.productList.toNoSell },
          ],
          onChoose: (key) => void changeFlag('sell', key === 'true'),
        },
        {
          key: 'display',
          label: labels.productList.changeDisplay,
          loading: setFlags.isPending,
          choices: [
            { key: 'true', label: labels.productList.toDisplay },
            { key: 'false', label: labels.productList.toNoDisplay },
          ],
          onChoose: (key) => void changeFlag('display', key === 'true'),
        },
        { key: 'delivery', label: labels.productList.changeDelivery, onClick: () => void openDeliveryLayer() },
        { key: 'bulkEdit', label: labels.productSheet.bulkEdit, onClick: () => void openBulkEdit() },
      ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.productManage}</h1>
      <SearchPanel onSearch={() => void submit()}>
        <ProductSearchFields idPrefix="product" form={form} onChange={setForm} />
        <Checkbox
          checked={form.lowStock === 'true'}
          onChange={(e) => setForm({ ...form, lowStock: e.target.checked ? 'true' : '' })}
        >
          {labels.productList.lowStockFilter}
        </Checkbox>
      </SearchPanel>
      <BulkActionBar
        total={{ count: total.data, testId: 'product-total' }}
        selectedCount={selected.length}
        actions={bulkActions}
        extra={
          <>
            {canEdit && <Button onClick={() => url.openDialog('productSheet', [])}>{labels.productSheet.open}</Button>}
            {canExport && <ExportButton download={() => exportProducts(marketId, search)} />}
          </>
        }
      />
      {/* Rows of 100–104 px (spec 01 §9): a 90 px thumbnail with 5 px above and below. */}
      <PagedTable<ProductRow>
        className="product-table"
        label={labels.productList.list}
        rowKey="code"
        columns={columns}
        rows={list.data?.products ?? []}
        total={total.data ?? 0}
        showTotal={false}
        page={url.page}
        size={url.size}
        loading={list.isFetching}
        onPage={url.setPage}
        sort={{ key: url.sort, order: url.order, onChange: (key, order) => url.setSort(key as never, order) }}
        selection={{
          keys: selected,
          acrossPages: true,
          onChange: (keys) => setSelected(keys as string[]),
          checkbox: (row) => ({ label: labels.list.select(row.name) }),
        }}
      />
      <SheetDialogs
        dialog={url.dialog}
        marketId={marketId}
        productCodes={url.dialogIds}
        onClose={(changed) => {
          if (changed) setSelected([]);
          url.closeDialog();
        }}
      />
      {url.dialog === 'applyDelivery' && (
        <Suspense fallback={null}>
          <ApplyTemplateModal
            marketId={marketId}
            open
            productCodes={url.dialogIds}
            invalidate={queryKeys.productList.all}
            onClose={url.closeDialog}
          />
        </Suspense>
      )}
    </div>
  );
}
