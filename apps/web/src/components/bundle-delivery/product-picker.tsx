import { addDays, formatPrice, messages, PAGE_SIZES, seoulDate, type ProductRow } from '@seller/domain';
import { Button, DatePicker, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { usePickerProducts, type PickerSearch } from './api.ts';

const { RangePicker } = DatePicker;
type FlagChoice = '' | 'true' | 'false';
const fromChoice = (v: FlagChoice) => (v === '' ? undefined : v === 'true');

/** Today → tomorrow, the picker's default period (spec 02 §9). */
const defaultPeriod = () => {
  const today = seoulDate();
  return { startDate: today, endDate: addDays(today, 1) };
};

export interface ProductPickerProps {
  marketId: number;
  open: boolean;
  /** Codes already in the bundle: shown as chosen and not added twice. */
  chosen: string[];
  onClose: () => void;
  onPick: (rows: ProductRow[]) => void;
}

/** Product search and picker of the bundle editor: name, sell, display, period; paged; multi-select. */
export function ProductPicker({ marketId, open, chosen, onClose, onPick }: ProductPickerProps) {
  const [name, setName] = useState('');
  const [sell, setSell] = useState<FlagChoice>('');
  const [display, setDisplay] = useState<FlagChoice>('');
  const [period, setPeriod] = useState<[dayjs.Dayjs, dayjs.Dayjs]>(() => {
    const p = defaultPeriod();
    return [dayjs(p.startDate), dayjs(p.endDate)];
  });
  const [search, setSearch] = useState<PickerSearch>(() => ({ ...defaultPeriod(), page: 1, size: 10 }));
  const [picked, setPicked] = useState<ProductRow[]>([]);
  const result = usePickerProducts(marketId, search, open);

  useEffect(() => {
    if (!open) setPicked([]);
  }, [open]);

  async function submit() {
    const [start, end] = period;
    if (start.isAfter(end, 'day')) {
      await dialog.alert(messages.search.invalidPeriod);
      const p = defaultPeriod();
      setPeriod([dayjs(p.startDate), dayjs(p.endDate)]);
      setSearch({ ...search, ...p, page: 1 });
      return;
    }
    setSearch({
      name: name.trim() || undefined,
      sell: fromChoice(sell),
      display: fromChoice(display),
      startDate: start.format('YYYY-MM-DD'),
      endDate: end.format('YYYY-MM-DD'),
      page: 1,
      size: search.size,
    });
  }

  return (
    <Modal
      open={open}
      title="묶음 배송 상품 선택"
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          취소
        </Button>,
        <Button
          key="add"
          type="primary"
          onClick={() => {
            if (picked.length === 0) return void dialog.alert(messages.common.noSelection);
            onPick(picked);
            onClose();
          }}
        >
          선택한 상품 추가 ({picked.length})
        </Button>,
      ]}
    >
      <Form className="search-panel" layout="inline" onFinish={() => void submit()}>
        <Form.Item label="상품명" htmlFor="picker-name">
          <Input
            id="picker-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            allowClear
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label="판매 여부" htmlFor="picker-sell">
          <Select<FlagChoice>
            id="picker-sell"
            value={sell}
            onChange={setSell}
            style={{ width: 120 }}
            options={[
              { value: '', label: '전체' },
              { value: 'true', label: '판매' },
              { value: 'false', label: '판매 안 함' },
            ]}
          />
        </Form.Item>
        <Form.Item label="진열 여부" htmlFor="picker-display">
          <Select<FlagChoice>
            id="picker-display"
            value={display}
            onChange={setDisplay}
            style={{ width: 120 }}
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
      <Table<ProductRow>
        rowKey="code"
        size="small"
        loading={result.isFetching}
        dataSource={result.data?.products ?? []}
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.code),
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setPicked(rows.filter(Boolean)),
          getCheckboxProps: (row) =>
            ({ disabled: chosen.includes(row.code), 'aria-label': `${row.name} 선택` }) as never,
        }}
        columns={[
          { title: '상품코드', dataIndex: 'code', width: 190 },
          {
            title: '상품명',
            dataIndex: 'name',
            render: (text: string, row) => (
              <>
                {text} {chosen.includes(row.code) && <Tag>추가됨</Tag>}
              </>
            ),
          },
          { title: '판매', dataIndex: 'sell', width: 90, render: (v: boolean) => (v ? '판매' : '판매 안 함') },
          { title: '진열', dataIndex: 'display', width: 90, render: (v: boolean) => (v ? '진열' : '진열 안 함') },
          {
            title: '할인가',
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (v: number) => `${formatPrice(v)}원`,
          },
        ]}
        pagination={{
          current: search.page,
          pageSize: search.size,
          total: result.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (page, size) => setSearch({ ...search, page: size !== search.size ? 1 : page, size }),
        }}
      />
    </Modal>
  );
}
