/**
 * The bulk registration spreadsheet (issue 35 §3): one template per top category, its columns, and
 * the reading of an uploaded sheet into products with per-cell problems. A product spans one or more
 * rows sharing its 상품 번호: the first row carries the product's fields, every row one option
 * combination (and one size-table row when its size cells are filled).
 *
 * The checks are the form's own, in the spec's register order (`productRegisterProblems`), then the
 * field checks of the save (pricing, tags, size table, options, combinations), each with the form's
 * message; what only a sheet can get wrong (a name that matches nothing) has its own message.
 */
import type { TopCategory } from '../catalog/categories.ts';
import { TOP_CATEGORIES } from '../catalog/categories.ts';
import { filterGroupsOf } from '../catalog/filters.ts';
import { findSizeCategory, sizeCategoriesOfTop, type SizeCategory } from '../catalog/size-categories.ts';
import { isFeeType, type FeeType } from '../delivery/fee-types.ts';
import { message, type MessageKey } from '../messages.ts';
import { contentTextLength, EDITOR_TEXT_LIMIT, hasContent } from './content.ts';
import { checkSizeTable, MAX_NAME_LENGTH, MAX_SUMMARY_LENGTH } from './details.ts';
import { checkOptionGroups, isExtraAmountText, MAX_STOCK, type OptionGroupDraft, unionKey } from './options.ts';
import { applyDiscountRate, checkPricing, readPriceInput } from './pricing.ts';
import { checkTags } from './tags.ts';
import {
  checkNotice,
  DETAIL_REFERENCE,
  KC_AGENCY_MAX,
  KC_KIND_LABELS,
  KC_KINDS,
  KC_NUMBER_MAX,
  KC_TOP_CATEGORIES,
  kcRequirementOf,
  noticeGroupOf,
  splitNoticeValues,
  type KcKind,
  type NoticeColumnKey,
  type NoticeExtras,
  type NoticeValues,
} from './notice.ts';
import { productRegisterProblems } from './validation.ts';
import { textLength } from '../text-length.ts';

/** Most rows one upload may hold (the parse's time and memory caps are the delivery sheet's). */
export const PRODUCT_SHEET_MAX_ROWS = 5000;
/** Most products one upload may register. */
export const PRODUCT_SHEET_MAX_PRODUCTS = 1000;
/** Sheet rows (1-based) of the template: the top category, the size-table kind, the header. */
export const PRODUCT_SHEET_CATEGORY_ROW = 1;
export const PRODUCT_SHEET_SIZE_ROW = 2;
export const PRODUCT_SHEET_HEADER_ROW = 3;
/** Labels of the two meta rows' first cells. */
export const PRODUCT_SHEET_META = { category: '상위 카테고리', size: '사이즈표 종류', noSize: '없음' } as const;

/** The seller's memo on a product (the create payload's limit). */
const SHEET_MEMO_MAX = 500;
/** Headers of the KC certification columns. */
export const KC_SHEET_HEADERS = { kcKind: 'KC 인증 구분', kcNumber: 'KC 인증번호', kcAgency: 'KC 인증기관' } as const;

/** Which part of a product a column belongs to: the product's own (first row), a combination, a size row. */
export type SheetColumnPart = 'product' | 'combination' | 'size';

export interface ProductSheetColumn {
  /** Stable key: 'name', 'filter:COLOR:COLOR', 'size:2', … */
  key: string;
  header: string;
  part: SheetColumnPart;
  required: boolean;
  /** What to write, shown as the header cell's note in the template. */
  hint: string;
}

const col = (key: string, header: string, part: SheetColumnPart, hint: string, required = false) => ({
  key,
  header,
  part,
  required,
  hint,
});

/** The size category a template of this top category uses by default (its first, or none). */
export const defaultSheetSizeCategory = (top: TopCategory): SizeCategory | undefined =>
  sizeCategoriesOfTop(top.code).find((c) => c.measurements.length > 1);

/** The columns of a top category's template, in sheet order. */
export function productSheetColumns(top: TopCategory, size: SizeCategory | undefined): ProductSheetColumn[] {
  const filters = filterGroupsOf(top.code).flatMap((g) =>
    g.subs.map((s) =>
      col(
        `filter:${g.code}:${s.code}`,
        s.code === 'LEVEL' || g.subs.length === 1 ? `필터 ${g.name}` : `필터 ${g.name} ${s.name}`,
        'product',
        `쉼표로 여러 개: ${s.values.slice(0, 4).join(', ')} …`,
      ),
    ),
  );
  return [
    col('no', '상품 번호', 'product', '같은 상품의 행(옵션 조합마다 한 행)은 같은 번호', true),
    col('sell', '판매 여부', 'product', 'Y 또는 N', true),
    col('display', '노출 여부', 'product', 'Y 또는 N', true),
    col('delivery', '배송비 템플릿', 'product', '마켓 관리의 배송비 템플릿 이름 (비우면 무료 배송)'),
    col('name', '상품명', 'product', `최대 ${MAX_NAME_LENGTH}자`, true),
    col('brand', '브랜드', 'product', '마켓에 연결된 브랜드 이름', true),
    col('subs', '하위 카테고리', 'product', `쉼표로 여러 개: ${top.subs.map((s) => s.name).join(', ')}`, true),
    ...filters,
    col('price', '판매가', 'product', '10원 단위 (예: 12,000)', true),
    col('saleRate', '할인율(%)', 'product', '비우면 할인 없음. 1만원 이상이면 소수점 한 자리까지'),
    col('summary', '상품 소개', 'product', `최대 ${MAX_SUMMARY_LENGTH}자`),
    col('content', '상세 설명', 'product', `최대 ${EDITOR_TEXT_LIMIT}자, 줄바꿈은 문단`, true),
    col('tags', '태그', 'product', '쉼표로 최대 3개'),
    ...(noticeGroupOf(top.code)?.fields ?? []).map((f) =>
      col(
        `notice:${f.key}`,
        `고시 ${f.label}`,
        'product',
        [
          f.hint,
          f.detailReference ? `'${DETAIL_REFERENCE}' 가능` : '',
          f.optional ? '해당할 때만' : '',
          `최대 ${f.max}자`,
        ]
          .filter(Boolean)
          .join(' / '),
        !f.optional,
      ),
    ),
    ...(KC_TOP_CATEGORIES.includes(top.code)
      ? [
          col('kcKind', KC_SHEET_HEADERS.kcKind, 'product', Object.values(KC_KIND_LABELS).join(', '), true),
          col('kcNumber', KC_SHEET_HEADERS.kcNumber, 'product', 'KC 인증, 공급자적합성확인, 안전기준준수일 때'),
          col('kcAgency', KC_SHEET_HEADERS.kcAgency, 'product', 'KC 인증, 공급자적합성확인, 안전기준준수일 때'),
        ]
      : []),
    col('memo', '메모', 'product', '판매자만 보는 메모'),
    col('option1Name', '옵션1 이름', 'combination', '예: 색상', true),
    col('option1Value', '옵션1 값', 'combination', '예: 블랙', true),
    col('option1Price', '옵션1 추가금액', 'combination', '숫자, 비우면 0'),
    col('option2Name', '옵션2 이름', 'combination', '예: 사이즈 (없으면 비움)'),
    col('option2Value', '옵션2 값', 'combination', '예: M'),
    col('option2Price', '옵션2 추가금액', 'combination', '숫자, 비우면 0'),
    col('stock', '재고', 'combination', '0 이상의 정수, 비우면 0'),
    col('unionMemo', '조합 메모', 'combination', ''),
    ...(size?.measurements ?? []).map((m, i) =>
      col(`size:${i}`, `사이즈표 ${m.name}`, 'size', i === 0 ? '사이즈 (예: S, 75B)' : 'cm 숫자'),
    ),
  ];
}

/** A top category by its Korean name or code. */
export const sheetTopCategory = (text: string) =>
  TOP_CATEGORIES.find((t) => t.name === text.trim() || t.code === text.trim());

/** The size category named in the template's meta row (none when '없음' or blank). */
export function sheetSizeCategory(top: TopCategory, text: string): SizeCategory | undefined | null {
  const name = text.trim();
  if (!name || name === PRODUCT_SHEET_META.noSize) return undefined;
  return (
    sizeCategoriesOfTop(top.code).find((c) => c.name === name || c.code === name) ?? findSizeCategory(name) ?? null
  );
}

// ---- reading ----------------------------------------------------------------------------------

/** What the sheet's names are matched against (the market's own and the catalogue's). */
export interface ProductSheetCatalog {
  topId: number;
  subs: { id: number; code: string; name: string }[];
  filters: { id: number; main: string; sub: string; value: string }[];
  brands: { id: number; koName: string }[];
  deliveries: {
    id: number;
    name: string;
    feeType: string;
    defaultFee: number;
    intCondition: number;
    islandMountainFee: number;
    jejuFee: number;
    returnFee?: number;
    exchangeFee?: number;
    international: boolean;
  }[];
}

export interface SheetCellProblem {
  /** The sheet row (1-based, as Excel numbers it). */
  row: number;
  column: string;
  message: string;
}

/** A product read from the sheet, ready for the create path (marketId and code are the server's). */
export interface SheetProductInput {
  sellYn: boolean;
  displayYn: boolean;
  name: string;
  brandId: number;
  summary: string;
  price: number;
  saleRate: number;
  salePrice: number;
  delivery: {
    marketDeliveryId: number | null;
    marketDeliveryName: string;
    feeType: FeeType;
    defaultFee: number;
    intCondition: number;
    islandMountainFee: number;
    jejuFee: number;
    returnFee?: number;
    exchangeFee?: number;
    international: boolean;
  } | null;
  parentCategoryId: number;
  childCategoryIds: number[];
  filterIds: number[];
  tags: string[];
  sizeTables: { categoryName: string; columns: string[]; rows: string[][] }[];
  memo: string;
  /** The notice items kept in the product's own columns (material, country, …). */
  noticeColumns: Partial<Record<NoticeColumnKey, string>>;
  /** The notice items kept in the product's `notice` object. */
  notice: NoticeExtras;
  kcKind: KcKind | null;
  kcNumber: string;
  kcAgency: string;
  contentHtml: string;
  options: OptionGroupDraft[];
  unions: { names: string[]; stocks: number; memo: string; deleted: false }[];
}

export interface SheetProduct {
  /** The seller's 상품 번호. */
  no: string;
  /** The sheet rows of the product, first row first. */
  rows: number[];
  problems: SheetCellProblem[];
  /** Present when the product has no problem. */
  input?: SheetProductInput;
}

export interface ReadProductSheet {
  top: TopCategory;
  size: SizeCategory | undefined;
  columns: ProductSheetColumn[];
  /** Every data row: its sheet row number and its cells by column key. */
  rows: { row: number; cells: Record<string, string> }[];
  products: SheetProduct[];
}

/** Why a whole sheet is refused (no product is read): a message key and its parameters. */
export class ProductSheetRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The details text of a cell as the editor's HTML: one paragraph a line. */
export const sheetContentHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

const yesNo = (text: string): boolean | null | undefined => {
  const t = text.trim().toUpperCase();
  if (t === '') return undefined;
  if (t === 'Y' || t === '예' || t === 'TRUE') return true;
  if (t === 'N' || t === '아니오' || t === 'FALSE') return false;
  return null;
};

/** Which column each register-order check points at. */
const REGISTER_COLUMNS: Partial<Record<MessageKey, string>> = {
  'product.noSellFlag': 'sell',
  'product.noDisplayFlag': 'display',
  'product.deliveryCondition': 'delivery',
  'product.noName': 'name',
  'product.noBrand': 'brand',
  'product.noLinkedBrand': 'brand',
  'product.noCategory': 'subs',
  'product.noFilter': 'filter',
  'product.noPrice': 'price',
  'product.noContent': 'content',
  'product.noUnion': 'option1Value',
};

/**
 * The header row's columns by position: a header matching one of the template's columns takes its
 * key; others are ignored. Refused when a required column is missing.
 */
function locateColumns(header: string[], columns: ProductSheetColumn[]): Map<number, ProductSheetColumn> {
  const byHeader = new Map(columns.map((c) => [c.header, c]));
  const located = new Map<number, ProductSheetColumn>();
  header.forEach((text, index) => {
    const column = byHeader.get(text.trim());
    if (column && ![...located.values()].includes(column)) located.set(index, column);
  });
  const found = new Set([...located.values()].map((c) => c.key));
  const missing = columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  if (missing.length) throw new ProductSheetRefusal('productSheet.missingColumns', { columns: missing.join(', ') });
  return located;
}

/** The top category a sheet's meta row names; throws ProductSheetRefusal when it is not a template. */
export function productSheetTop(all: string[][]): TopCategory {
  const metaCell = (index: number) => all[PRODUCT_SHEET_CATEGORY_ROW - 1]?.[index]?.trim() ?? '';
  if (metaCell(0) !== PRODUCT_SHEET_META.category) throw new ProductSheetRefusal('productSheet.notTemplate');
  const top = sheetTopCategory(metaCell(1));
  if (!top) throw new ProductSheetRefusal('productSheet.unknownCategory');
  return top;
}

/**
 * Reads a sheet's rows (as the parse gives them: row 1 first, cells as text) into products with
 * their problems. Throws ProductSheetRefusal when the sheet is not a template or holds no product.
 */
export function readProductSheet(all: string[][], catalog: ProductSheetCatalog): ReadProductSheet {
  const top = productSheetTop(all);
  const size = sheetSizeCategory(top, all[PRODUCT_SHEET_SIZE_ROW - 1]?.[1] ?? '');
  if (size === null) throw new ProductSheetRefusal('productSheet.notTemplate');
  const columns = productSheetColumns(top, size);
  const located = locateColumns(all[PRODUCT_SHEET_HEADER_ROW - 1] ?? [], columns);

  const rows = all
    .map((cells, index) => {
      const byKey: Record<string, string> = {};
      for (const [i, column] of located) byKey[column.key] = cells[i]?.trim() ?? '';
      return { row: index + 1, cells: byKey, blank: cells.every((c) => !c || !c.trim()) };
    })
    .slice(PRODUCT_SHEET_HEADER_ROW)
    .filter((r) => !r.blank)
    .map(({ row, cells }) => ({ row, cells }));
  if (rows.length === 0) throw new ProductSheetRefusal('productSheet.noRows');
  if (rows.length > PRODUCT_SHEET_MAX_ROWS)
    throw new ProductSheetRefusal('productSheet.tooManyRows', { max: PRODUCT_SHEET_MAX_ROWS });

  const groups = new Map<string, typeof rows>();
  const unnumbered: SheetProduct[] = [];
  for (const r of rows) {
    const no = r.cells.no ?? '';
    if (!no) {
      unnumbered.push({
        no: '',
        rows: [r.row],
        problems: [{ row: r.row, column: 'no', message: message('productSheet.noNumber') }],
      });
      continue;
    }
    const group = groups.get(no);
    if (group) group.push(r);
    else groups.set(no, [r]);
  }
  if (groups.size > PRODUCT_SHEET_MAX_PRODUCTS)
    throw new ProductSheetRefusal('productSheet.tooManyProducts', { max: PRODUCT_SHEET_MAX_PRODUCTS });
  const products = [
    ...[...groups].map(([no, group]) => readProduct(no, group, top, size, columns, catalog)),
    ...unnumbered,
  ];
  products.sort((a, b) => a.rows[0]! - b.rows[0]!);
  return { top, size, columns, rows, products };
}

function readProduct(
  no: string,
  group: { row: number; cells: Record<string, string> }[],
  top: TopCategory,
  size: SizeCategory | undefined,
  columns: ProductSheetColumn[],
  catalog: ProductSheetCatalog,
): SheetProduct {
  const first = group[0]!;
  const problems: SheetCellProblem[] = [];
  const at = (column: string, key: MessageKey, params?: Record<string, string | number>, row = first.row) =>
    problems.push({ row, column, message: message(key, params) });
  const cell = (key: string) => first.cells[key] ?? '';

  // Later rows repeat the product's fields or leave them blank.
  for (const r of group.slice(1))
    for (const c of columns)
      if (c.part === 'product' && c.key !== 'no' && (r.cells[c.key] ?? '') !== '' && r.cells[c.key] !== cell(c.key))
        at(c.key, 'productSheet.differsFromFirst', undefined, r.row);

  // Names matched against the market's and the catalogue's.
  const lookupProblems = new Map<string, [MessageKey, Record<string, string | number>?]>();
  const sell = yesNo(cell('sell'));
  const display = yesNo(cell('display'));
  if (sell === null) lookupProblems.set('sell', ['productSheet.flagYesNo']);
  if (display === null) lookupProblems.set('display', ['productSheet.flagYesNo']);

  let delivery: SheetProductInput['delivery'] = null;
  if (cell('delivery')) {
    const template = catalog.deliveries.find((d) => d.name === cell('delivery'));
    if (!template || !isFeeType(template.feeType)) lookupProblems.set('delivery', ['productSheet.unknownDelivery']);
    else
      delivery = {
        marketDeliveryId: template.id,
        marketDeliveryName: template.name,
        feeType: template.feeType,
        defaultFee: template.defaultFee,
        intCondition: template.intCondition,
        islandMountainFee: template.islandMountainFee,
        jejuFee: template.jejuFee,
        returnFee: template.returnFee ?? 0,
        exchangeFee: template.exchangeFee ?? 0,
        international: template.international,
      };
  }
  const brand = cell('brand') ? catalog.brands.find((b) => b.koName === cell('brand')) : undefined;
  if (cell('brand') && !brand) lookupProblems.set('brand', ['productSheet.unknownBrand']);

  const subNames = list(cell('subs'));
  const subs = subNames.map((name) => catalog.subs.find((s) => s.name === name || s.code === name));
  const unknownSubs = subNames.filter((_, i) => !subs[i]);
  if (unknownSubs.length)
    lookupProblems.set('subs', ['productSheet.unknownSubCategory', { names: unknownSubs.join(', ') }]);
  const subIds = [...new Set(subs.filter((s) => !!s).map((s) => s.id))];

  const filterIds: number[] = [];
  const filterColumns = columns.filter((c) => c.key.startsWith('filter:'));
  for (const c of filterColumns) {
    const [, main, sub] = c.key.split(':');
    const names = list(cell(c.key));
    const unknown: string[] = [];
    for (const name of names) {
      const found = catalog.filters.find((f) => f.main === main && f.sub === sub && f.value === name);
      if (found) filterIds.push(found.id);
      else unknown.push(name);
    }
    if (unknown.length) lookupProblems.set(c.key, ['productSheet.unknownFilter', { names: unknown.join(', ') }]);
  }

  const noticeValues: NoticeValues = Object.fromEntries(
    (noticeGroupOf(top.code)?.fields ?? []).map((f) => [f.key, cell(`notice:${f.key}`)]),
  );
  const kcText = cell('kcKind');
  const kcKind = KC_KINDS.find((k) => KC_KIND_LABELS[k] === kcText || k === kcText) ?? null;
  if (kcText && !kcKind) lookupProblems.set('kcKind', ['productSheet.unknownKcKind']);
  const kc = { kcKind, kcNumber: cell('kcNumber'), kcAgency: cell('kcAgency') };
  const ageValues = catalog.filters.filter((f) => filterIds.includes(f.id) && f.sub === 'AGE').map((f) => f.value);
  const kcRequirement = kcRequirementOf(top.code, ageValues);

  const priceReading = readPriceInput(cell('price'));
  const contentHtml = sheetContentHtml(cell('content'));

  // Options and combinations: every row is one combination.
  const optionProblems: SheetCellProblem[] = [];
  const optionAt = (row: number, column: string, key: MessageKey, params?: Record<string, string | number>) =>
    optionProblems.push({ row, column, message: message(key, params) });
  const groupsDraft: OptionGroupDraft[] = [];
  const unions: SheetProductInput['unions'] = [];
  const seenUnions = new Set<string>();
  const hasSecond = group.some((r) => (r.cells.option2Name ?? '') !== '' || (r.cells.option2Value ?? '') !== '');
  const positions: (1 | 2)[] = hasSecond ? [1, 2] : [1];
  for (const position of positions) {
    const name = first.cells[`option${position}Name`] ?? '';
    const values: { name: string; price: number }[] = [];
    for (const r of group) {
      const rowName = r.cells[`option${position}Name`] ?? '';
      if (rowName && rowName !== name) optionAt(r.row, `option${position}Name`, 'productSheet.optionNameMismatch');
      const value = r.cells[`option${position}Value`] ?? '';
      const priceText = (r.cells[`option${position}Price`] ?? '').replace(/,/g, '');
      if (!isExtraAmountText(priceText)) {
        optionAt(r.row, `option${position}Price`, 'product.extraAmountDigits');
        continue;
      }
      if (!value) continue;
      const price = priceText.trim() === '' ? 0 : Number(priceText);
      const known = values.find((v) => v.name === value);
      if (!known) values.push({ name: value, price });
      else if (known.price !== price) optionAt(r.row, `option${position}Price`, 'productSheet.extraPriceMismatch');
    }
    if (name || values.length) groupsDraft.push({ name, position, values });
  }
  for (const r of group) {
    const names = positions.map((p) => r.cells[`option${p}Value`] ?? '');
    if (names.every((n) => !n)) continue;
    if (names.some((n) => !n)) {
      optionAt(r.row, names[0] ? 'option2Value' : 'option1Value', 'product.noOrDuplicatedDetailName');
      continue;
    }
    const key = unionKey(names);
    if (seenUnions.has(key)) optionAt(r.row, 'option1Value', 'productSheet.duplicateCombination');
    seenUnions.add(key);
    const stockText = (r.cells.stock ?? '').replace(/,/g, '');
    if (stockText !== '' && (!/^\d+$/.test(stockText) || Number(stockText) > MAX_STOCK))
      optionAt(r.row, 'stock', 'productSheet.stockInvalid', { max: MAX_STOCK });
    unions.push({ names, stocks: Number(stockText || 0), memo: r.cells.unionMemo ?? '', deleted: false });
  }

  // The register order (spec 01 §5), each check at its column; a name that matched nothing says so.
  const facts = {
    sellYn: sell ?? undefined,
    displayYn: display ?? undefined,
    delivery,
    name: cell('name'),
    brandId: brand?.id ?? null,
    linkedBrandCount: catalog.brands.length,
    categoryCount: subIds.length,
    filterCount: filterIds.length,
    price: priceReading.price,
    priceError: priceReading.error ?? null,
    hasContent: hasContent(contentHtml),
    activeUnionCount: unions.length,
  };
  const registerProblems = new Map<string, MessageKey>();
  for (const key of productRegisterProblems(facts)) {
    const column = key === 'product.noFilter' ? (filterColumns[0]?.key ?? 'subs') : (REGISTER_COLUMNS[key] ?? 'price');
    registerProblems.set(column, key);
  }
  const registerOrder = ['sell', 'display', 'delivery', 'name', 'brand', 'subs', ...filterColumns.map((c) => c.key)];
  for (const column of [...registerOrder, 'price', 'notice', 'content', 'option1Value']) {
    if (column === 'notice') {
      // The notice and KC, checked right after the price (the save order's place for them).
      const kcColumn = lookupProblems.get('kcKind');
      if (kcColumn) at('kcKind', kcColumn[0]);
      const problem = checkNotice(noticeGroupOf(top.code), noticeValues, kc, kcRequirement);
      if (problem && !(kcColumn && problem.field === 'kcKind'))
        at(problem.field.startsWith('kc') ? problem.field : `notice:${problem.field}`, problem.key, problem.params);
      continue;
    }
    const instead = lookupProblems.get(column);
    const key = registerProblems.get(column);
    if (instead) at(column, instead[0], instead[1]);
    else if (key) at(column, key);
  }

  // The save's field checks, in the form's order.
  if (textLength(cell('name')) > MAX_NAME_LENGTH) at('name', 'product.nameMax');
  let saleRate = 0;
  let salePrice = priceReading.price ?? 0;
  if (priceReading.price && cell('saleRate')) {
    const discount = applyDiscountRate(priceReading.price, cell('saleRate'));
    if (discount.error) at('saleRate', discount.error);
    else {
      saleRate = discount.saleRate;
      salePrice = discount.salePrice;
      const pricing = checkPricing(priceReading.price, saleRate, salePrice);
      if (pricing) at('saleRate', pricing);
    }
  }
  if (textLength(cell('summary')) > MAX_SUMMARY_LENGTH) at('summary', 'product.summaryMax');
  if (contentTextLength(contentHtml) > EDITOR_TEXT_LIMIT) at('content', 'product.contentTooLong');
  const tags = checkTags(list(cell('tags')));
  if (tags.error) at('tags', tags.error);
  for (const [key, max] of [
    ['kcNumber', KC_NUMBER_MAX],
    ['kcAgency', KC_AGENCY_MAX],
  ] as const)
    if (textLength(cell(key)) > max) at(key, 'productSheet.textTooLong', { max });
  if (textLength(cell('memo')) > SHEET_MEMO_MAX) at('memo', 'productSheet.textTooLong', { max: SHEET_MEMO_MAX });

  const sizeRows = group
    .map((r) => ({ row: r.row, cells: (size?.measurements ?? []).map((_, i) => r.cells[`size:${i}`] ?? '') }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const sizeTables: SheetProductInput['sizeTables'] = [];
  if (size && sizeRows.length) {
    const table = {
      categoryName: size.name,
      columns: size.measurements.map((m) => m.name),
      rows: sizeRows.map((r) => r.cells.map((c, i) => (c === '' && i > 0 ? '0' : c))),
    };
    const problem = checkSizeTable(table);
    if (problem) {
      const bad = sizeRows.find((r) =>
        checkSizeTable({ ...table, rows: [r.cells.map((c, i) => (c === '' && i > 0 ? '0' : c))] }),
      );
      at('size:0', problem, undefined, bad?.row ?? sizeRows[0]!.row);
    } else sizeTables.push(table);
  }

  const optionProblem = groupsDraft.length ? checkOptionGroups(groupsDraft) : null;
  if (optionProblem) at(optionProblem === 'product.noOptionName' ? 'option1Name' : 'option1Value', optionProblem);
  problems.push(...optionProblems);

  const rows = group.map((r) => r.row);
  if (problems.length) return { no, rows, problems };
  const notice = splitNoticeValues(noticeValues);
  return {
    no,
    rows,
    problems,
    input: {
      sellYn: sell!,
      displayYn: display!,
      name: cell('name'),
      brandId: brand!.id,
      summary: cell('summary'),
      price: priceReading.price!,
      saleRate,
      salePrice,
      delivery,
      parentCategoryId: catalog.topId,
      childCategoryIds: subIds,
      filterIds,
      tags: tags.tags as string[],
      sizeTables,
      memo: cell('memo'),
      noticeColumns: notice.columns,
      notice: notice.notice,
      ...kc,
      contentHtml,
      options: groupsDraft,
      unions,
    },
  };
}
