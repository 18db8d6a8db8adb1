import { DownloadOutlined } from '@ant-design/icons';
import {
  defaultRange,
  formatPrice,
  isCalendarDate,
  message,
  messages,
  PAGE_SIZES,
  PRODUCT_ID_STORAGE_KEY,
  PRODUCT_SORT_KEYS,
  SEARCH_PERIOD_DAYS,
  seoulDate,
  type ProductRow,
  type ProductSortKey,
} from '@seller/domain';
import { Button, ConfigProvider, DatePicker, Dropdown, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageTitles, productEditPath } from '../../app/paths.ts';
import { ApplyTemplateModal } from '../../components/delivery-template/index.ts';
import '../../components/list-page.css';
import { dayjs, formatDateTime } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useRequiredSession } from '../../lib/session.ts';
import {
  downloadProducts,
  productManageKeys,
  useProductCount,
  useProductList,
  useSetProductFlags,
  type ProductSearch,
} from './api.ts';
import './product-manage.css';

const { RangePicker } = DatePicker;

const flagParam = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** The search of the list, read from the URL; the default period is two years (spec 01 §9). */
function readSearch(params: URLSearchParams): ProductSearch {
  const range = defaultRange(SEARCH_PERIOD_DAYS.products);
  const start = params.get('startDate');
  const end = params.get('endDate');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const validRange = start && end && isCalendarDate(start) && isCalendarDate(end) && start <= end;
  return {
    name: params.get('name')?.trim() || undefined,
    sell: flagParam(params.get('sell')),
    display: flagParam(params.get('display')),
    startDate: validRange ? start : range.startDate,
    endDate: validRange ? end : range.endDate,
    sort: PRODUCT_SORT_KEYS.includes(sort as ProductSortKey) ? (sort as ProductSortKey) : 'timestamp',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

function writeSearch(search: ProductSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (search.name) out.set('name', search.name);
  if (search.sell !== undefined) out.set('sell', String(search.sell));
  if (search.display !== undefined) out.set('display', String(search.display));
  out.set('startDate', search.startDate);
  out.set('endDate', search.endDate);
  if (search.sort !== 'timestamp' || search.order !== 'desc') {
    out.set('sort', search.sort);
    out.set('order', search.order);
  }
  out.set('page', String(search.page));
  out.set('size', String(search.size));
  return out;
}

type FlagChoice = '' | 'true' | 'false';
const toChoice = (v: boolean | undefined): FlagChoice => (v === undefined ? '' : v ? 'true' : 'false');
const fromChoice = (v: FlagChoice) => (v === '' ? undefined : v === 'true');

/**
 * `/productManage`: search (name, sell, display, period), a server-paged and sortable table with the
 * main image, a detail button to the edit screen, .xlsx export, and bulk actions on the selected
 * rows: sell/display flags and the delivery-fee template layer.
 */
export function ProductManagePage() {
  const session = useRequiredSession();
  const marketId = session.key;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [name, setName] = useState(search.name ?? '');
  const [sell, setSell] = useState<FlagChoice>(toChoice(search.sell));
  const [display, setDisplay] = useState<FlagChoice>(toChoice(search.display));
  const [period, setPeriod] = useState<[dayjs.Dayjs, dayjs.Dayjs]>([dayjs(search.startDate), dayjs(search.endDate)]);
  const [selected, setSelected] = useState<string[]>([]);
  const [applyOpen, setApplyOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useProductList(marketId, search);
  const total = useProductCount(marketId, search);
  const setFlags = useSetProductFlags();

  const update = (next: Partial<ProductSearch>) => setParams(writeSearch({ ...search, ...next }));

  async function submit() {
    const [start, end] = period;
    const filters = { name: name.trim() || undefined, sell: fromChoice(sell), display: fromChoice(display), page: 1 };
    setSelected([]);
    if (start.isAfter(end, 'day')) {
      await dialog.alert(messages.search.invalidPeriod);
      const range = defaultRange(SEARCH_PERIOD_DAYS.products);
      setPeriod([dayjs(range.startDate), dayjs(range.endDate)]);
      update({ ...filters, ...range });
      return;
    }
    update({ ...filters, startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') });
  }

  async function changeFlag(flag: 'sell' | 'display', value: boolean) {
    if (selected.length === 0) return dialog.alert(messages.productManage.noSelection);
    const flagLabel = flag === 'sell' ? '판매' : '진열';
    const valueLabel = flag === 'sell' ? (value ? '판매' : '판매 안 함') : value ? '진열' : '진열 안 함';
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

  async function openDeliveryLayer() {
    if (selected.length === 0) return dialog.alert(messages.delivery.bulkNoSelection);
    setApplyOpen(true);
  }

  async function exportList() {
    setExporting(true);
    try {
      await downloadProducts(marketId, search, `판매자센터_상품관리_${seoulDate().replace(/-/g, '')}.xlsx`);
    } catch (error) {
      await alertError(error, messages.productManage.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  function openProduct(row: ProductRow) {
    // The edit screen reads the product id from session storage and the code from its path (spec 01 §2).
    sessionStorage.setItem(PRODUCT_ID_STORAGE_KEY, String(row.id));
    navigate(productEditPath(row.code));
  }

  const sortOrderOf = (key: ProductSortKey) =>
    search.sort === key ? (search.order === 'asc' ? 'ascend' : 'descend') : null;

  const columns: ColumnsType<ProductRow> = [
    {
      title: '상세',
      key: 'detail',
      width: 80,
      render: (_, row) => (
        <Button size="small" onClick={() => openProduct(row)} aria-label={`${row.name} 상세`}>
          상세
        </Button>
      ),
    },
    { title: '상품코드', dataIndex: 'code', width: 190 },
    { title: '상품명', dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrderOf('name'), ellipsis: true },
    {
      title: '대표 이미지',
      key: 'mainImage',
      width: 100,
      render: (_, row) =>
        row.mainImage ? (
          <img className="product-thumb" src={row.mainImage.url} alt={`${row.name} 대표 이미지`} loading="lazy" />
        ) : (
          <span className="product-thumb-empty">{messages.common.none}</span>
        ),
    },
    {
      title: '판매 상태',
      dataIndex: 'sell',
      key: 'sell',
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf('sell'),
      render: (v: boolean) => (v ? <Tag color="#2e7d32">판매</Tag> : <Tag>판매 안 함</Tag>),
    },
    {
      title: '진열 상태',
      dataIndex: 'display',
      key: 'display',
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf('display'),
      render: (v: boolean) => (v ? <Tag color="#0958d9">진열</Tag> : <Tag>진열 안 함</Tag>),
    },
    {
      title: '등록일',
      dataIndex: 'timestamp',
      key: 'timestamp',
      width: 150,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: sortOrderOf('timestamp'),
      render: formatDateTime,
    },
    {
      title: '판매가',
      dataIndex: 'netPrice',
      width: 110,
      align: 'right',
      render: (v: number) => `${formatPrice(v)}원`,
    },
    { title: '할인가', dataIndex: 'price', width: 110, align: 'right', render: (v: number) => `${formatPrice(v)}원` },
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.productManage}</h1>
      <Form className="search-panel" layout="inline" onFinish={() => void submit()}>
        <Form.Item label="상품명" htmlFor="product-name">
          <Input
            id="product-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            allowClear
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label="판매 여부" htmlFor="product-sell">
          <Select<FlagChoice>
            id="product-sell"
            value={sell}
            onChange={setSell}
            style={{ width: 130 }}
            options={[
              { value: '', label: '전체' },
              { value: 'true', label: '판매' },
              { value: 'false', label: '판매 안 함' },
            ]}
          />
        </Form.Item>
        <Form.Item label="진열 여부" htmlFor="product-display">
          <Select<FlagChoice>
            id="product-display"
            value={display}
            onChange={setDisplay}
            style={{ width: 130 }}
            options={[
              { value: '', label: '전체' },
              { value: 'true', label: '진열' },
              { value: 'false', label: '진열 안 함' },
            ]}
          />
        </Form.Item>
        <Form.Item label="등록 기간">
          <RangePicker
            value={period}
            allowClear={false}
            order={false}
            onChange={(v) => v && v[0] && v[1] && setPeriod([v[0], v[1]])}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            검색
          </Button>
        </Form.Item>
      </Form>
      <div className="list-toolbar">
        <div className="bulk-bar">
          <span>
            총 <strong data-testid="product-total">{formatPrice(total.data ?? 0)}</strong>건
            {selected.length > 0 && <span className="muted"> · {selected.length}개 선택</span>}
          </span>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'true', label: '판매로 변경' },
                { key: 'false', label: '판매 안 함으로 변경' },
              ],
              onClick: ({ key }) => void changeFlag('sell', key === 'true'),
            }}
          >
            <Button loading={setFlags.isPending}>판매 상태 변경</Button>
          </Dropdown>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'true', label: '진열로 변경' },
                { key: 'false', label: '진열 안 함으로 변경' },
              ],
              onClick: ({ key }) => void changeFlag('display', key === 'true'),
            }}
          >
            <Button loading={setFlags.isPending}>진열 상태 변경</Button>
          </Dropdown>
          <Button onClick={() => void openDeliveryLayer()}>배송비 일괄 변경</Button>
        </div>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          엑셀 다운로드
        </Button>
      </div>
      {/* Rows of 100–104 px (spec 01 §9): a 90 px thumbnail with 5 px above and below. */}
      <ConfigProvider theme={{ components: { Table: { cellPaddingBlockMD: 5 } } }}>
        <Table<ProductRow>
          className="product-table"
          rowKey="code"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.products ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys as string[]),
            getCheckboxProps: (row) => ({ 'aria-label': `${row.name} 선택` }) as never,
          }}
          onChange={(_, __, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = sorter as SorterResult<ProductRow>;
            const key = (s.columnKey as ProductSortKey | undefined) ?? 'timestamp';
            if (!s.order) update({ sort: 'timestamp', order: 'desc', page: 1 });
            else update({ sort: key, order: s.order === 'ascend' ? 'asc' : 'desc', page: 1 });
          }}
          pagination={{
            current: search.page,
            pageSize: search.size,
            total: total.data ?? 0,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            onChange: (page, size) => update({ page: size !== search.size ? 1 : page, size }),
          }}
        />
      </ConfigProvider>
      <ApplyTemplateModal
        marketId={marketId}
        open={applyOpen}
        productCodes={selected}
        invalidate={productManageKeys.all}
        onClose={() => setApplyOpen(false)}
      />
    </div>
  );
}
