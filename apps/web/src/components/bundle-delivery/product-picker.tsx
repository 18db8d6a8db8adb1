import { addDays, formatPrice, labels, messages, seoulDate, type ProductRow } from '@seller/domain';
import { Button, Modal, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { checkedPeriod, PagedTable, periodOf, SearchPanel, useListUrlState, useSearchDraft } from '../list/index.ts';
import { flagOf, fromChoice, ProductSearchFields } from '../product-search-fields.tsx';
import { usePickerProducts } from './api.ts';

const FILTERS = ['name', 'sell', 'display', 'startDate', 'endDate'] as const;

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
  /** The dialog's title and its pick button (default: the bundle editor's). */
  title?: string;
  /** The alert of a pick of nothing (the bulk fee layer names its own, spec 02 §9). */
  emptyPickMessage?: string;
  pickLabel?: (count: number) => string;
}

/**
 * Product search and picker of the bundle editor: name, sell, display, period; paged; multi-select.
 * The list recipe of every list screen, with its state kept in the dialog rather than the URL.
 */
export function ProductPicker({
  marketId,
  open,
  chosen,
  onClose,
  onPick,
  title = labels.bundle.pickerTitle,
  pickLabel = labels.bundle.addPicked,
  emptyPickMessage = messages.common.noSelection,
}: ProductPickerProps) {
  const state = useListUrlState({ filters: FILTERS, inMemory: true });
  const applied = useMemo(
    () => ({
      name: state.filters.name ?? '',
      sell: flagOf(state.filters.sell),
      display: flagOf(state.filters.display),
      ...periodOf(state.filters, defaultPeriod()),
    }),
    [state.filters],
  );
  const [form, setForm] = useSearchDraft(applied);
  const [picked, setPicked] = useState<ProductRow[]>([]);
  const result = usePickerProducts(
    marketId,
    {
      name: applied.name || undefined,
      sell: fromChoice(applied.sell),
      display: fromChoice(applied.display),
      startDate: applied.startDate,
      endDate: applied.endDate,
      page: state.page,
      size: state.size,
    },
    open,
  );

  useEffect(() => {
    if (!open) setPicked([]);
  }, [open]);

  async function submit() {
    const period = await checkedPeriod(form, defaultPeriod());
    if (!period) return;
    setForm({ ...form, ...period });
    state.search({ ...form, name: form.name.trim(), ...period });
  }

  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {labels.bundle.cancel}
        </Button>,
        <Button
          key="add"
          type="primary"
          onClick={() => {
            if (picked.length === 0) return void dialog.alert(emptyPickMessage);
            onPick(picked);
            onClose();
          }}
        >
          {pickLabel(picked.length)}
        </Button>,
      ]}
    >
      <SearchPanel onSearch={() => void submit()}>
        <ProductSearchFields idPrefix="picker" form={form} onChange={setForm} />
      </SearchPanel>
      <PagedTable<ProductRow>
        label={labels.productList.list}
        rowKey="code"
        rows={result.data?.products ?? []}
        total={result.data?.total ?? 0}
        page={state.page}
        size={state.size}
        loading={result.isFetching}
        onPage={state.setPage}
        selection={{
          keys: picked.map((p) => p.code),
          acrossPages: true,
          onChange: (_, rows) => setPicked(rows),
          checkbox: (row) => ({ label: labels.list.select(row.name), disabled: chosen.includes(row.code) }),
        }}
        columns={[
          { title: labels.productList.code, dataIndex: 'code', width: 190 },
          {
            title: labels.productList.name,
            dataIndex: 'name',
            render: (text: string, row) => (
              <>
                {text} {chosen.includes(row.code) && <Tag>{labels.bundle.added}</Tag>}
              </>
            ),
          },
          {
            title: labels.productList.sellShort,
            dataIndex: 'sell',
            width: 90,
            render: (v: boolean) => (v ? labels.productList.sell : labels.productList.noSell),
          },
          {
            title: labels.productList.displayShort,
            dataIndex: 'display',
            width: 90,
            render: (v: boolean) => (v ? labels.productList.display : labels.productList.noDisplay),
          },
          {
            title: labels.productList.salePrice,
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (v: number) => labels.productList.won(formatPrice(v)),
          },
        ]}
      />
    </Modal>
  );
}
