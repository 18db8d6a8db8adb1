import {
  cutText,
  activeUnions,
  type CategoryChoice,
  categoryLabel,
  checkNewCategory,
  defaultDeliveryTemplate,
  type DeliveryTemplate,
  FILTER_VALUE_MAX_LENGTH,
  filterLabel,
  formatPrice,
  hasContent,
  labels,
  MAX_SUMMARY_LENGTH,
  message,
  type MessageKey,
  messages,
  oneLine,
  parseCategoryKey,
  parseFilterKey,
  PRODUCT_EDIT_FEE_TYPES,
  type ProductModelDraft,
  sizeCategoryOf,
  type SizeCategoryView,
  MAX_NAME_LENGTH,
  checkNotice,
  kcRequirementOf,
  noticeGroupOf,
  noticeParams,
  type ProductSaveFacts,
  LOW_STOCK_DEFAULT,
  MAX_STOCK,
} from '@seller/domain';
import { Button, Checkbox, Radio, Select, Space, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { DeliveryTemplateChooser } from '../../components/delivery-template/template-chooser.tsx';
import { PlainTable } from '../../components/plain-table.tsx';
import { RichTextEditor } from '../../components/rich-text-editor/index.tsx';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';
import { useRovingFocus } from '../../lib/roving-focus.ts';
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
import { NoticeSection, type NoticeState } from './notice-section.tsx';
import type { ImageItem } from './image-list.tsx';
import { ImageList } from './image-list.tsx';
import type { OptionsValue } from './options-popup.tsx';
import { blankPrice, PriceDiscount, priceProblem, type PriceHandle, type PriceState } from './price-discount.tsx';
import './products.css';
import { textCount } from '../../lib/text-count.ts';

/** Loaded when the seller first opens it (the popup is most of the form's option code). */
const OptionsPopup = lazyNamed(() => import('./options-popup.tsx'), 'OptionsPopup');

/** Everything the register and edit forms hold. */
export interface ProductFormState extends NoticeState {
  /** Register: the age filter values chosen (10대 초반 makes a children's product, which needs KC). */
  ageValues: string[];
  /** Total stock at or under which the product is 품절 임박 (null: the default). */
  lowStockThreshold: number | null;
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
  /** The product version this form was loaded from (null before the product exists); every save step names it. */
  version: number | null;
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
    notice: {},
    kcKind: null,
    kcNumber: '',
    kcAgency: '',
    ageValues: [],
    lowStockThreshold: null,
    version: null,
  };
}

/** The product's top category and age values: chosen on register, fixed on edit. */
export function classification(state: ProductFormState) {
  const top = state.categories[0]?.main ?? parseCategoryKey(state.fixedCategories[0] ?? '')?.main ?? null;
  const fixedAges = state.fixedFilters.flatMap((key) => {
    const parts = parseFilterKey(key);
    return parts?.sub === 'AGE' ? [parts.value] : [];
  });
  return { group: noticeGroupOf(top), kc: kcRequirementOf(top, [...state.ageValues, ...fixedAges]) };
}

/** Facts of the save orders (spec 01 §5) taken from the form; `linkedBrandCount` from the brand list. */
export function formFacts(state: ProductFormState, linkedBrandCount?: number) {
  const { group, kc } = classification(state);
  return {
    notice: group ? checkNotice(group, state.notice, state, kc) : null,
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

export const alertKey = (key: MessageKey, facts?: ProductSaveFacts) =>
  dialog.alert(message(key, facts ? noticeParams(facts, key) : {}));

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
        placeholder={labels.form.addValue}
        count={textCount(FILTER_VALUE_MAX_LENGTH)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void submit()}
      />
      {/* Out of the Tab order: Enter in the field adds (one stop per attribute in a long form, WCAG 2.4.3). */}
      <Button loading={busy} onClick={() => void submit()} tabIndex={-1}>
        {labels.form.add}
      </Button>
    </Space.Compact>
  );
}

/** A filter group: its checkboxes are one Tab stop, arrow keys move between them, Space ticks. */
function FilterGroup({ name, children }: { name: string; children: ReactNode }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useRovingFocus(ref, 'input.ant-checkbox-input', 'items');
  return (
    <fieldset ref={ref} className="filter-group">
      <legend>{name}</legend>
      {children}
    </fieldset>
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
      <Row label={labels.form.category} required>
        <Space wrap>
          <Select
            aria-label={labels.form.mainCategory}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={labels.form.mainCategory}
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
            aria-label={labels.form.subCategory}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={labels.form.subCategory}
            style={{ width: 200 }}
            value={sub}
            onChange={setSub}
            options={topRow?.subs.map((s) => ({ value: s.id, label: s.subName }))}
          />
          <Button onClick={() => void add()}>{labels.form.addCategory}</Button>
          <Button
            onClick={() => (
              set({ categories: [], filterIds: [], ageValues: [], sizeTables: [] }),
              setTop(undefined),
              setSub(undefined)
            )}
          >
            {labels.form.reset}
          </Button>
        </Space>
        <div style={{ marginTop: 8 }}>
          {state.categories.map((c) => (
            <Tag key={c.id}>{categoryLabel(c.main, c.sub)}</Tag>
          ))}
        </div>
      </Row>
      <Row label={labels.form.filter} required>
        {!locked && <span className="muted">{labels.form.filterAfterCategory}</span>}
        {filters.data?.map((group) => (
          <FilterGroup key={group.main} name={group.name}>
            {group.subs.map((s) => (
              <div key={s.sub} className="filter-sub">
                {group.subs.length > 1 || s.name !== group.name ? (
                  <span className="filter-sub-name">{s.name}</span>
                ) : null}
                <Checkbox.Group
                  value={state.filterIds.filter((id) => s.values.some((v) => v.id === id))}
                  onChange={(ids) => {
                    const filterIds = [
                      ...state.filterIds.filter((id) => !s.values.some((v) => v.id === id)),
                      ...(ids as number[]),
                    ];
                    const ageValues = (filters.data ?? []).flatMap((g) =>
                      g.subs.flatMap((a) =>
                        a.sub === 'AGE' ? a.values.filter((v) => filterIds.includes(v.id)).map((v) => v.value) : [],
                      ),
                    );
                    set({ filterIds, ageValues });
                  }}
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
                    label={labels.form.addValueOf(group.name, s.name)}
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
          </FilterGroup>
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
  const optionsButton = useRef<HTMLButtonElement>(null);
  useReturnFocus(optionsOpen, optionsButton);
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
      <Row label={labels.form.sell} required>
        <Radio.Group
          aria-label={labels.form.sell}
          value={state.sellYn}
          onChange={(e) => set({ sellYn: e.target.value as boolean })}
          options={[
            { value: true, label: labels.form.selling },
            { value: false, label: labels.form.notSelling },
          ]}
        />
      </Row>
      <Row label={labels.form.display} required>
        <Radio.Group
          aria-label={labels.form.display}
          value={state.displayYn}
          onChange={(e) => set({ displayYn: e.target.value as boolean })}
          options={[
            { value: true, label: labels.form.displayed },
            { value: false, label: labels.form.notDisplayed },
          ]}
        />
      </Row>
      <Row label={labels.form.code} htmlFor="product-code">
        <Input id="product-code" value={state.code} readOnly style={{ width: 260 }} />
      </Row>
      <Row label={labels.form.name} htmlFor="product-name" required>
        <Input
          id="product-name"
          value={state.name}
          count={textCount(MAX_NAME_LENGTH)}
          onChange={(e) => set({ name: oneLine(e.target.value) })}
        />
      </Row>
      <Row label={labels.form.summary} htmlFor="product-summary">
        <TextArea
          id="product-summary"
          value={state.summary}
          count={textCount(MAX_SUMMARY_LENGTH, true)}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => set({ summary: cutText(e.target.value, MAX_SUMMARY_LENGTH) })}
        />
      </Row>
      <Row label={labels.form.brand} required>
        <Select
          aria-label={labels.form.brand}
          placeholder={brands.data?.length === 0 ? labels.form.noLinkedBrand : labels.form.chooseBrand}
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
          <Row label={labels.form.category}>
            {state.fixedCategories.map((key) => {
              const pair = parseCategoryKey(key);
              return <Tag key={key}>{pair ? categoryLabel(pair.main, pair.sub) : key}</Tag>;
            })}
            <div className="muted">{labels.form.categoryFixed}</div>
          </Row>
          <Row label={labels.form.filter}>
            {state.fixedFilters.map((key) => {
              const parts = parseFilterKey(key);
              return <Tag key={key}>{parts ? filterLabel(parts.main, parts.sub, parts.value) : key}</Tag>;
            })}
            <div className="muted">{labels.form.filterFixed}</div>
          </Row>
        </>
      )}
      <Row label={labels.form.deliveryFee} required>
        <DeliveryTemplateChooser
          marketId={session.key}
          value={state.delivery}
          onChange={(delivery) => set({ delivery })}
          feeTypes={mode === 'edit' ? PRODUCT_EDIT_FEE_TYPES : undefined}
        />
      </Row>
      <Row label={labels.form.priceAndDiscount} required>
        <PriceDiscount
          value={state.price}
          onChange={(change) => onChange((s) => ({ ...s, price: change(s.price) }))}
          handle={price}
        />
      </Row>
      <Row label={labels.form.notice} required>
        <NoticeSection {...classification(state)} value={state} onChange={set} />
      </Row>
      <Row label={labels.form.mainImages} required>
        <ImageList kind="MAIN" label={labels.form.mainImages} {...imageProps('mainImages')} />
      </Row>
      <Row label={labels.form.coverImages} required>
        <ImageList kind="COVER" label={labels.form.coverImages} {...imageProps('coverImages')} />
      </Row>
      <Row label={labels.form.detail} required>
        <RichTextEditor
          label={labels.form.detailContent}
          value={state.content}
          onChange={(content) => set({ content })}
          uploadPath={`product/${session.id}/${session.key}/${state.code}/editor/`}
          placeholder={labels.form.detailPlaceholder}
        />
      </Row>
      <Row label={labels.form.options} required>
        <Button ref={optionsButton} onClick={() => setOptionsOpen(true)}>
          {labels.form.optionSettings}
        </Button>
        {active.length > 0 && (
          <PlainTable
            className="option-unions"
            rowKey={(u) => u.names.join('\u0000')}
            rows={active}
            label={labels.form.unions}
            columns={[
              {
                title: state.options.groups.map((g) => g.name).join(' / '),
                key: 'n',
                render: (u) => u.names.join(' / '),
              },
              { title: labels.form.extra, key: 'p', render: (u) => labels.form.wonOf(formatPrice(u.totalPrice)) },
              { title: labels.form.stock, key: 's', render: (u) => formatPrice(u.stocks) },
              { title: labels.form.memo, key: 'm', render: (u) => u.memo || messages.product.memoNone },
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
      <Row label={labels.form.lowStockThreshold} htmlFor="product-low-stock">
        <AmountInput
          id="product-low-stock"
          value={state.lowStockThreshold ?? LOW_STOCK_DEFAULT}
          max={MAX_STOCK}
          onChange={(lowStockThreshold) => set({ lowStockThreshold })}
          style={{ width: 120 }}
        />
        <div className="muted">{labels.form.lowStockThresholdHint(LOW_STOCK_DEFAULT)}</div>
      </Row>
      <Row label={labels.form.sizeTables}>
        <SizeTables tables={state.sizeTables} choices={sizeChoices} onChange={(sizeTables) => set({ sizeTables })} />
      </Row>
      <Row label={labels.form.models}>
        <ModelPicker models={models.data ?? []} value={state.models} onChange={(next) => set({ models: next })} />
      </Row>
      <Row label={labels.form.tags}>
        <TagInput value={state.tags} onChange={(tags) => set({ tags })} />
      </Row>
      <div className="product-save">
        {status}
        <Button type="primary" size="large" loading={saving} onClick={() => void save()}>
          {labels.form.save}
        </Button>
      </div>
    </form>
  );
}
