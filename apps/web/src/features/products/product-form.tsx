import {
  activeUnions,
  categoryLabel,
  checkNewCategory,
  defaultDeliveryTemplate,
  FILTER_VALUE_MAX_LENGTH,
  filterLabel,
  formatPrice,
  hasContent,
  MAX_SUMMARY_LENGTH,
  message,
  messages,
  parseCategoryKey,
  parseFilterKey,
  PRODUCT_EDIT_FEE_TYPES,
  sizeCategoryOf,
  type CategoryChoice,
  type DeliveryTemplate,
  type MessageKey,
  type ProductModelDraft,
  type SizeCategoryView,
} from '@seller/domain';
import { Button, Checkbox, Input, Radio, Select, Space, Tag } from 'antd';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { DeliveryTemplateChooser } from '../../components/delivery-template/template-chooser.tsx';
import { PlainTable } from '../../components/plain-table.tsx';
import { RichTextEditor } from '../../components/rich-text-editor/index.tsx';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useRequiredSession } from '../../lib/session.ts';
import {
  useAddFilterValue,
  useBrands,
  useCategoryTree,
  useFilterGroups,
  useMarketModels,
  useSizeCategories,
} from './api.ts';
import { ModelPicker, SizeTables, TagInput, type SizeTableState } from './detail-sections.tsx';
import type { ImageItem } from './image-list.tsx';
import { ImageList } from './image-list.tsx';
import type { OptionsValue } from './options-popup.tsx';
import { blankPrice, PriceDiscount, priceProblem, type PriceHandle, type PriceState } from './price-discount.tsx';
import './products.css';

/** Loaded when the seller first opens it (the popup is most of the form's option code). */
const OptionsPopup = lazyNamed(() => import('./options-popup.tsx'), 'OptionsPopup');

/** Everything the register and edit forms hold. */
export interface ProductFormState {
  sellYn: boolean | null;
  displayYn: boolean | null;
  code: string;
  name: string;
  summary: string;
  brandId: number | null;
  /** Register: chosen sub categories. Edit: read-only 'main-sub' strings in `fixedCategories`. */
  categories: CategoryChoice[];
  filterIds: number[];
  fixedCategories: string[];
  fixedFilters: string[];
  delivery: DeliveryTemplate;
  price: PriceState;
  mainImages: ImageItem[];
  coverImages: ImageItem[];
  /** Saved images the seller removed: deleted on the server by the next save, not before. */
  removedImageIds: number[];
  content: string;
  options: OptionsValue;
  sizeTables: SizeTableState[];
  models: ProductModelDraft[];
  tags: string[];
}

export function blankForm(code: string): ProductFormState {
  return {
    sellYn: null,
    displayYn: null,
    code,
    name: '',
    summary: '',
    brandId: null,
    categories: [],
    filterIds: [],
    fixedCategories: [],
    fixedFilters: [],
    delivery: defaultDeliveryTemplate(),
    price: blankPrice,
    mainImages: [],
    coverImages: [],
    removedImageIds: [],
    content: '',
    options: { groups: [], unions: [] },
    sizeTables: [],
    models: [],
    tags: [],
  };
}

/** Facts of the save orders (spec 01 §5) taken from the form; `linkedBrandCount` from the brand list. */
export function formFacts(state: ProductFormState, linkedBrandCount?: number) {
  return {
    linkedBrandCount,
    priceError: priceProblem(state.price),
    sellYn: state.sellYn,
    displayYn: state.displayYn,
    delivery: state.delivery,
    name: state.name,
    brandId: state.brandId,
    categoryCount: state.categories.length,
    filterCount: state.filterIds.length,
    price: state.price.price,
    mainImageCount: state.mainImages.length,
    coverImageCount: state.coverImages.length,
    hasContent: hasContent(state.content),
    activeUnionCount: activeUnions(state.options.unions).length,
  };
}

export const alertKey = (key: MessageKey) => dialog.alert(message(key));

function Row({
  label,
  htmlFor,
  required,
  children,
}: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="product-row">
      <div className="product-row-label">
        {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : <span>{label}</span>}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      <div className="product-row-body">{children}</div>
    </div>
  );
}

/** A value the catalogue lacks, added for this market and chosen at once. */
function AddFilterValue({ label, onAdd }: { label: string; onAdd: (value: string) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = value.trim();
    if (!text) return void dialog.alert(messages.catalog.filterValueRequired);
    setBusy(true);
    try {
      await onAdd(text);
      setValue('');
    } catch (error) {
      await alertError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact size="small" className="filter-add">
      <Input
        aria-label={label}
        placeholder="값 추가"
        maxLength={FILTER_VALUE_MAX_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void submit()}
      />
      <Button loading={busy} onClick={() => void submit()}>
        추가
      </Button>
    </Space.Compact>
  );
}

type FormUpdate = (update: (state: ProductFormState) => ProductFormState) => void;

function CategoryPicker({
  state,
  set,
  update,
}: {
  state: ProductFormState;
  set: (patch: Partial<ProductFormState>) => void;
  update: FormUpdate;
}) {
  const tree = useCategoryTree();
  const locked = state.categories.length > 0;
  const [top, setTop] = useState<string>();
  const [sub, setSub] = useState<number>();
  const topMain = locked ? state.categories[0]!.main : top;
  const topRow = tree.data?.find((t) => t.main === topMain);
  const filters = useFilterGroups(locked ? topMain! : null);
  const addFilterValue = useAddFilterValue();

  const add = async () => {
    const problem = checkNewCategory(
      state.categories.map((c) => c.id),
      topRow?.id,
      sub,
    );
    if (problem) return alertKey(problem);
    const choice = topRow!.subs.find((s) => s.id === sub)!;
    set({ categories: [...state.categories, choice] });
    setSub(undefined);
  };

  return (
    <>
      <Row label="카테고리" required>
        <Space wrap>
          <Select
            aria-label="상위 카테고리"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="상위 카테고리"
            style={{ width: 180 }}
            value={topMain}
            disabled={locked}
            loading={tree.isLoading}
            onChange={(v) => {
              setTop(v);
              setSub(undefined);
            }}
            options={tree.data?.map((t) => ({ value: t.main, label: t.name }))}
          />
          <Select
            aria-label="하위 카테고리"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="하위 카테고리"
            style={{ width: 200 }}
            value={sub}
            onChange={setSub}
            options={topRow?.subs.map((s) => ({ value: s.id, label: s.subName }))}
          />
          <Button onClick={() => void add()}>카테고리 추가</Button>
          <Button
            onClick={() => (
              set({ categories: [], filterIds: [], sizeTables: [] }),
              setTop(undefined),
              setSub(undefined)
            )}
          >
            초기화
          </Button>
        </Space>
        <div style={{ marginTop: 8 }}>
          {state.categories.map((c) => (
            <Tag key={c.id}>{categoryLabel(c.main, c.sub)}</Tag>
          ))}
        </div>
      </Row>
      <Row label="필터" required>
        {!locked && <span className="muted">카테고리를 추가하면 필터를 고를 수 있습니다.</span>}
        {filters.data?.map((group) => (
          <fieldset key={group.main} className="filter-group">
            <legend>{group.name}</legend>
            {group.subs.map((s) => (
              <div key={s.sub} className="filter-sub">
                {group.subs.length > 1 || s.name !== group.name ? (
                  <span className="filter-sub-name">{s.name}</span>
                ) : null}
                <Checkbox.Group
                  value={state.filterIds.filter((id) => s.values.some((v) => v.id === id))}
                  onChange={(ids) =>
                    set({
                      filterIds: [
                        ...state.filterIds.filter((id) => !s.values.some((v) => v.id === id)),
                        ...(ids as number[]),
                      ],
                    })
                  }
                  options={s.values.map((v) => ({
                    value: v.id,
                    label: (
                      <span>
                        {v.hex && <span className="swatch" style={{ background: v.hex }} aria-hidden="true" />}
                        {v.value}
                      </span>
                    ),
                  }))}
                />
                {group.main !== 'COLOR' && (
                  <AddFilterValue
                    label={`${group.name} ${s.name} 값 추가`}
                    onAdd={async (value) => {
                      const { id } = await addFilterValue.mutateAsync({
                        category: topMain!,
                        main: group.main,
                        sub: s.sub,
                        value,
                      });
                      update((s) => ({ ...s, filterIds: [...new Set([...s.filterIds, id])] }));
                    }}
                  />
                )}
              </div>
            ))}
          </fieldset>
        ))}
      </Row>
    </>
  );
}

/** The size categories a product's categories allow (unique, in order). */
function useSizeChoices(state: ProductFormState): SizeCategoryView[] {
  const all = useSizeCategories();
  return useMemo(() => {
    const codes = state.categories.length
      ? state.categories.map((c) => c.sizeCategoryCode)
      : state.fixedCategories.flatMap((key) => {
          const pair = parseCategoryKey(key);
          const code = pair ? sizeCategoryOf(pair.main, pair.sub)?.code : undefined;
          return code ? [code] : [];
        });
    return [...new Set(codes)].flatMap((code) => all.data?.filter((c) => c.code === code) ?? []);
  }, [all.data, state.categories, state.fixedCategories]);
}

export interface ProductFormProps {
  mode: 'register' | 'edit';
  state: ProductFormState;
  /** Takes an update of the latest form, so a late change (the price's idle rounding) touches only its field. */
  onChange: FormUpdate;
  /** Save pressed: the form as on screen, after any pending price rounding was applied. */
  onSave: (state: ProductFormState, linkedBrandCount: number | undefined) => void;
  saving: boolean;
  /** Shown above the save button: which step is running or failed. */
  status?: ReactNode;
}

/** The product form, every field of spec 01 §2 in its order; edit shows code, category and filters read-only. */
export function ProductForm({ mode, state, onChange, onSave, saving, status }: ProductFormProps) {
  const session = useRequiredSession();
  const brands = useBrands(session.key);
  const models = useMarketModels(session.key);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const sizeChoices = useSizeChoices(state);
  const set = (patch: Partial<ProductFormState>) => onChange((s) => ({ ...s, ...patch }));
  const active = activeUnions(state.options.unions);
  const latest = useRef(state);
  latest.current = state;
  const price = useRef<PriceHandle>(null);

  const save = async () => {
    const settled = await price.current?.flush();
    if (settled === null) return;
    onSave(settled ? { ...latest.current, price: settled } : latest.current, brands.data?.length);
  };

  const imageProps = (key: 'mainImages' | 'coverImages') => ({
    items: state[key],
    onChange: (change: (items: ImageItem[]) => ImageItem[]) => onChange((s) => ({ ...s, [key]: change(s[key]) })),
    onRemoveSaved: (id: number) => onChange((s) => ({ ...s, removedImageIds: [...s.removedImageIds, id] })),
  });

  return (
    // Enter in a field never submits the form: each field does its own action (add a tag, a value) or nothing.
    <form className="product-form" onSubmit={(e) => e.preventDefault()}>
      <Row label="판매 여부" required>
        <Radio.Group
          aria-label="판매 여부"
          value={state.sellYn}
          onChange={(e) => set({ sellYn: e.target.value as boolean })}
          options={[
            { value: true, label: '판매함' },
            { value: false, label: '판매 안 함' },
          ]}
        />
      </Row>
      <Row label="노출 여부" required>
        <Radio.Group
          aria-label="노출 여부"
          value={state.displayYn}
          onChange={(e) => set({ displayYn: e.target.value as boolean })}
          options={[
            { value: true, label: '노출함' },
            { value: false, label: '노출 안 함' },
          ]}
        />
      </Row>
      <Row label="상품 코드" htmlFor="product-code">
        <Input id="product-code" value={state.code} readOnly style={{ width: 260 }} />
      </Row>
      <Row label="상품명" htmlFor="product-name" required>
        <Input id="product-name" value={state.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
      </Row>
      <Row label="상품 소개" htmlFor="product-summary">
        <Input.TextArea
          id="product-summary"
          value={state.summary}
          maxLength={MAX_SUMMARY_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => set({ summary: e.target.value.slice(0, MAX_SUMMARY_LENGTH) })}
        />
      </Row>
      <Row label="브랜드" required>
        <Select
          aria-label="브랜드"
          placeholder={brands.data?.length === 0 ? '마켓에 연결된 브랜드가 없습니다' : '브랜드 선택'}
          style={{ width: 260 }}
          value={state.brandId ?? undefined}
          loading={brands.isLoading}
          onChange={(v: number) => set({ brandId: v })}
          options={brands.data?.map((b) => ({ value: b.id, label: b.koName }))}
        />
      </Row>
      {mode === 'register' ? (
        <CategoryPicker state={state} set={set} update={onChange} />
      ) : (
        <>
          <Row label="카테고리">
            {state.fixedCategories.map((key) => {
              const pair = parseCategoryKey(key);
              return <Tag key={key}>{pair ? categoryLabel(pair.main, pair.sub) : key}</Tag>;
            })}
            <div className="muted">등록 후에는 카테고리를 변경할 수 없습니다.</div>
          </Row>
          <Row label="필터">
            {state.fixedFilters.map((key) => {
              const parts = parseFilterKey(key);
              return <Tag key={key}>{parts ? filterLabel(parts.main, parts.sub, parts.value) : key}</Tag>;
            })}
            <div className="muted">등록 후에는 필터를 변경할 수 없습니다.</div>
          </Row>
        </>
      )}
      <Row label="배송비" required>
        <DeliveryTemplateChooser
          marketId={session.key}
          value={state.delivery}
          onChange={(delivery) => set({ delivery })}
          feeTypes={mode === 'edit' ? PRODUCT_EDIT_FEE_TYPES : undefined}
        />
      </Row>
      <Row label="가격 / 할인" required>
        <PriceDiscount
          value={state.price}
          onChange={(change) => onChange((s) => ({ ...s, price: change(s.price) }))}
          handle={price}
        />
      </Row>
      <Row label="대표 이미지" required>
        <ImageList kind="MAIN" label="대표 이미지" {...imageProps('mainImages')} />
      </Row>
      <Row label="일반 이미지" required>
        <ImageList kind="COVER" label="일반 이미지" {...imageProps('coverImages')} />
      </Row>
      <Row label="상품 상세" required>
        <RichTextEditor
          label="상품 상세 내용"
          value={state.content}
          onChange={(content) => set({ content })}
          uploadPath={`product/${session.id}/${session.key}/${state.code}/editor/`}
          placeholder="상품 상세 설명을 입력하세요 (최대 1000자)"
        />
      </Row>
      <Row label="옵션" required>
        <Button onClick={() => setOptionsOpen(true)}>옵션 설정</Button>
        {active.length > 0 && (
          <PlainTable
            className="option-unions"
            rowKey={(u) => u.names.join('\u0000')}
            rows={active}
            label="옵션 조합"
            columns={[
              {
                title: state.options.groups.map((g) => g.name).join(' / '),
                key: 'n',
                render: (u) => u.names.join(' / '),
              },
              { title: '추가 금액', key: 'p', render: (u) => `${formatPrice(u.totalPrice)}원` },
              { title: '재고', key: 's', render: (u) => formatPrice(u.stocks) },
              { title: '메모', key: 'm', render: (u) => u.memo || messages.product.memoNone },
            ]}
          />
        )}
        {optionsOpen && (
          <Suspense fallback={null}>
            <OptionsPopup
              open
              value={state.options}
              onChange={(options) => set({ options })}
              onClose={() => setOptionsOpen(false)}
            />
          </Suspense>
        )}
      </Row>
      <Row label="사이즈표">
        <SizeTables tables={state.sizeTables} choices={sizeChoices} onChange={(sizeTables) => set({ sizeTables })} />
      </Row>
      <Row label="모델 정보">
        <ModelPicker models={models.data ?? []} value={state.models} onChange={(next) => set({ models: next })} />
      </Row>
      <Row label="태그">
        <TagInput value={state.tags} onChange={(tags) => set({ tags })} />
      </Row>
      <div className="product-save">
        {status}
        <Button type="primary" size="large" loading={saving} onClick={() => void save()}>
          저장
        </Button>
      </div>
    </form>
  );
}
