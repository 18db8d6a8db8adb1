/**
 * 상품정보제공고시 (the product information notice) and KC certification, as data.
 *
 * Each of the 21 top categories belongs to one notice group; each group lists its items in the order the
 * notice gives them. The groups and their items follow Naver Commerce API's `productInfoProvidedNotice`
 * (`wear`, `shoes`, `bag`, `fashionItems`, `sportsEquipment`, `generalFood`), which models the Fair Trade
 * Commission's notice on product information item by item (source: myso-kr/naver-commerce-api-docs-cli,
 * docs/api/v2/products.POST.md; see docs/architecture.md "Product information notice").
 *
 * Six items are the spec's own product fields (`material`, `country`, `factory`, `wash`, `repair`,
 * `quality`: spec 01 §3 create payload); the others are kept in the product's `notice` object under
 * their key. `noticeValuesOf` joins both into one flat record for checks, screens and sheets.
 */
import { TOP_CATEGORY_CODES, type TopCategoryCode } from '../catalog/categories.ts';
import type { MessageKey } from '../messages.ts';
import { textLength } from '../text-length.ts';

/** What a seller may write instead of a value where the notice allows pointing to the detail page. */
export const DETAIL_REFERENCE = '상품상세 참조';

export const NOTICE_GROUPS = ['WEAR', 'SHOES', 'BAG', 'FASHION_ITEMS', 'SPORTS_EQUIPMENT', 'GENERAL_FOOD'] as const;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

/** The item keys stored in the product's own columns (the spec's create payload names them). */
export const NOTICE_COLUMN_KEYS = ['material', 'country', 'factory', 'wash', 'repair', 'quality'] as const;
export type NoticeColumnKey = (typeof NOTICE_COLUMN_KEYS)[number];

/** The item keys kept in the product's `notice` object. */
export const NOTICE_EXTRA_KEYS = [
  'color',
  'size',
  'madeOn',
  'heelHeight',
  'kind',
  'itemModel',
  'weight',
  'components',
  'releasedOn',
  'detailSpec',
  'productName',
  'foodType',
  'expiry',
  'capacity',
  'ingredients',
  'nutrition',
  'gmo',
  'safety',
] as const;
export type NoticeExtraKey = (typeof NOTICE_EXTRA_KEYS)[number];
export type NoticeFieldKey = NoticeColumnKey | NoticeExtraKey;

/** Longest value of a `notice` item; the column items keep their own limits (`NOTICE_COLUMN_MAX`). */
export const NOTICE_VALUE_MAX = 200;
export const NOTICE_LONG_VALUE_MAX = 1000;
export const NOTICE_COLUMN_MAX: Record<NoticeColumnKey, number> = {
  country: 50,
  material: 200,
  factory: 100,
  wash: 200,
  repair: 200,
  quality: 200,
};

export interface NoticeField {
  readonly key: NoticeFieldKey;
  /** The item's name as the notice words it (shown on the form, the preview and the sheets). */
  readonly label: string;
  /** An example or a rule of the notice, shown under the field. */
  readonly hint?: string;
  /** `상품상세 참조` is accepted (the value varies by option or lot, or is long text the detail page shows). */
  readonly detailReference: boolean;
  /** Only where it applies (e.g. heel height of women's shoes); may stay empty. */
  readonly optional?: boolean;
  readonly max: number;
}

export interface NoticeGroupInfo {
  readonly group: NoticeGroup;
  readonly name: string;
  /** The `productInfoProvidedNotice` member of Naver's product API this group follows. */
  readonly source: string;
  readonly fields: readonly NoticeField[];
}

const maxOf = (key: NoticeFieldKey, long = false) =>
  (NOTICE_COLUMN_MAX as Record<string, number>)[key] ?? (long ? NOTICE_LONG_VALUE_MAX : NOTICE_VALUE_MAX);

const f = (
  key: NoticeFieldKey,
  label: string,
  detailReference: boolean,
  extra: { hint?: string; optional?: boolean; long?: boolean } = {},
): NoticeField => ({
  key,
  label,
  detailReference,
  max: maxOf(key, extra.long),
  ...(extra.hint ? { hint: extra.hint } : {}),
  ...(extra.optional ? { optional: true } : {}),
});

// Items every goods group shares: maker, country, warranty and the A/S contact are the seller's facts and
// are always written out; care instructions may point to the detail page.
const maker = f('factory', '제조자/수입자', false, { hint: '수입품은 수입자를 함께 적어주세요.' });
const country = f('country', '제조국', false, { hint: '예: 대한민국, 베트남' });
const warranty = f('quality', '품질보증기준', false, { hint: '예: 소비자분쟁해결기준(공정거래위원회 고시)에 따름' });
const afterService = f('repair', 'A/S 책임자와 전화번호', false, { hint: '예: 고객센터 02-1234-5678' });

export const NOTICE_GROUP_INFO: Record<NoticeGroup, NoticeGroupInfo> = {
  WEAR: {
    group: 'WEAR',
    name: '의류',
    source: 'wear',
    fields: [
      f('material', '제품 소재(혼용률)', false, {
        hint: '섬유의 조성 또는 혼용률을 백분율로. 예: 면 95%, 폴리우레탄 5%',
      }),
      f('color', '색상', true),
      f('size', '치수', true),
      maker,
      country,
      f('wash', '세탁방법 및 취급시 주의사항', true),
      f('madeOn', '제조연월', true, { hint: '예: 2026-10' }),
      warranty,
      afterService,
    ],
  },
  SHOES: {
    group: 'SHOES',
    name: '구두/신발',
    source: 'shoes',
    fields: [
      f('material', '제품 주소재', false, { hint: '운동화는 겉감과 안감을 나누어 적어주세요.' }),
      f('color', '색상', true),
      f('size', '치수(발길이)', true, { hint: '해외 사이즈는 국내 사이즈(mm)를 함께 적어주세요.' }),
      f('heelHeight', '굽높이', true, { hint: '굽이 있는 여성화만 적어주세요(cm).', optional: true }),
      maker,
      country,
      f('wash', '취급시 주의사항', true),
      warranty,
      afterService,
    ],
  },
  BAG: {
    group: 'BAG',
    name: '가방',
    source: 'bag',
    fields: [
      f('kind', '종류', false),
      f('material', '소재', false),
      f('color', '색상', true),
      f('size', '크기', true),
      maker,
      country,
      f('wash', '취급시 주의사항', true),
      warranty,
      afterService,
    ],
  },
  FASHION_ITEMS: {
    group: 'FASHION_ITEMS',
    name: '패션잡화(모자/벨트/액세서리)',
    source: 'fashionItems',
    fields: [
      f('kind', '종류', false),
      f('material', '소재', false),
      f('size', '치수', true),
      maker,
      country,
      f('wash', '취급시 주의사항', true),
      warranty,
      afterService,
    ],
  },
  SPORTS_EQUIPMENT: {
    group: 'SPORTS_EQUIPMENT',
    name: '스포츠용품',
    source: 'sportsEquipment',
    fields: [
      f('itemModel', '품명 및 모델명', false),
      f('size', '크기', true),
      f('weight', '중량', true),
      f('color', '색상', true),
      f('material', '재질', false),
      f('components', '제품 구성', true),
      f('releasedOn', '동일 모델의 출시연월', true, { hint: '예: 2026-03' }),
      maker,
      country,
      f('detailSpec', '상품별 세부 사양', true, { long: true }),
      warranty,
      afterService,
    ],
  },
  GENERAL_FOOD: {
    group: 'GENERAL_FOOD',
    name: '가공식품',
    source: 'generalFood',
    fields: [
      f('productName', '제품명', false),
      f('foodType', '식품의 유형', false),
      f('factory', '생산자 및 소재지', false, { hint: '수입품은 생산자, 수입자와 제조국을 적어주세요.' }),
      f('madeOn', '제조연월일', true),
      f('expiry', '소비기한 또는 품질유지기한', true),
      f('capacity', '포장단위별 내용물의 용량(중량), 수량', false),
      f('ingredients', '원재료명 및 함량', true, { hint: '원산지 표시를 포함해주세요.', long: true }),
      f('nutrition', '영양성분', true, { hint: '영양성분 표시대상 식품만 적어주세요.', optional: true, long: true }),
      f('gmo', '유전자변형식품 표시', false, { hint: '해당하는 경우만 적어주세요.', optional: true }),
      f('safety', '소비자안전을 위한 주의사항', true, { long: true }),
      f('repair', '소비자상담 관련 전화번호', false),
    ],
  },
};

/** Each top category's notice group: clothing and underwear are 의류 (`OTHER` is hosiery and the like). */
export const NOTICE_GROUP_BY_TOP: Record<TopCategoryCode, NoticeGroup> = {
  BRA: 'WEAR',
  PANTY: 'WEAR',
  UNDERWEAR_SET: 'WEAR',
  EVENT_UNDERWEAR: 'WEAR',
  SHAPEWEAR: 'WEAR',
  INNERWEAR: 'WEAR',
  SLEEPWEAR: 'WEAR',
  OTHER: 'WEAR',
  OUTER: 'WEAR',
  ONE_PIECE: 'WEAR',
  SET: 'WEAR',
  TOP: 'WEAR',
  BOTTOM: 'WEAR',
  SKIRT: 'WEAR',
  SWIMWEAR: 'WEAR',
  SHOES: 'SHOES',
  BAG: 'BAG',
  HAT: 'FASHION_ITEMS',
  GEAR: 'SPORTS_EQUIPMENT',
  ACCESSORY: 'FASHION_ITEMS',
  FOOD: 'GENERAL_FOOD',
};

/** The notice group of a top category code, or null for an unknown code. */
export function noticeGroupOf(topCode: string | null | undefined): NoticeGroupInfo | null {
  const group = topCode ? (NOTICE_GROUP_BY_TOP as Record<string, NoticeGroup>)[topCode] : undefined;
  return group ? NOTICE_GROUP_INFO[group] : null;
}

// ---- KC certification ------------------------------------------------------------------------

/** Certification kinds a product declares (Naver's `productCertificationInfos` kinds and exemptions). */
export const KC_KINDS = [
  'KC_CERTIFICATION',
  'SUPPLIER_CONFORMITY',
  'SAFETY_STANDARD',
  'PURCHASE_AGENCY',
  'PARALLEL_IMPORT',
  'NOT_APPLICABLE',
] as const;
export type KcKind = (typeof KC_KINDS)[number];

export const KC_KIND_LABELS: Record<KcKind, string> = {
  KC_CERTIFICATION: 'KC 인증',
  SUPPLIER_CONFORMITY: '공급자적합성확인',
  SAFETY_STANDARD: '안전기준준수',
  PURCHASE_AGENCY: '구매대행',
  PARALLEL_IMPORT: '병행수입',
  NOT_APPLICABLE: '해당 없음',
};

/** Kinds that are a certification: they need the number and the agency that issued it. */
export const KC_CERTIFIED_KINDS: readonly KcKind[] = ['KC_CERTIFICATION', 'SUPPLIER_CONFORMITY', 'SAFETY_STANDARD'];
export const KC_NUMBER_MAX = 50;
export const KC_AGENCY_MAX = 50;

/**
 * Top categories whose products must declare a certification kind: everything worn or used, since
 * children's textiles, shoes, bags and accessories (13 and under, 어린이제품 안전 특별법) and sports goods
 * (전기용품 및 생활용품 안전관리법) need KC. Food is certified otherwise and declares none.
 */
export const KC_TOP_CATEGORIES: readonly TopCategoryCode[] = TOP_CATEGORY_CODES.filter((code) => code !== 'FOOD');

/** The age filter value that makes a product a children's product (13 and under). */
export const CHILDREN_AGE_FILTER = '10대 초반';

export type KcRequirement = 'none' | 'declare' | 'certify';

/**
 * What the law asks of a product's certification: `none` (food), `declare` (a kind must be chosen,
 * 해당 없음 included), `certify` (a children's product: a certification kind or an import exemption,
 * never 해당 없음).
 */
export function kcRequirementOf(topCode: string | null | undefined, ageFilterValues: readonly string[] = []) {
  if (!topCode || !(KC_TOP_CATEGORIES as readonly string[]).includes(topCode)) return 'none' as KcRequirement;
  return (ageFilterValues.includes(CHILDREN_AGE_FILTER) ? 'certify' : 'declare') as KcRequirement;
}

export interface KcFacts {
  kcKind: KcKind | null | undefined;
  kcNumber: string;
  kcAgency: string;
}

// ---- values and checks -----------------------------------------------------------------------

export type NoticeValues = Partial<Record<NoticeFieldKey, string>>;
export type NoticeExtras = Partial<Record<NoticeExtraKey, string>>;

/** The flat notice record of a product (its columns and its `notice` object). */
export function noticeValuesOf(p: Partial<Record<NoticeColumnKey, string>> & { notice?: NoticeExtras | null }) {
  const values: NoticeValues = { ...(p.notice ?? {}) };
  for (const key of NOTICE_COLUMN_KEYS) if (p[key] !== undefined) values[key] = p[key];
  return values;
}

/** Splits a flat record into the column items and the `notice` object (only the group's extra items). */
export function splitNoticeValues(values: NoticeValues) {
  const columns: Partial<Record<NoticeColumnKey, string>> = {};
  const notice: NoticeExtras = {};
  for (const key of NOTICE_COLUMN_KEYS) if (values[key] !== undefined) columns[key] = values[key];
  for (const key of NOTICE_EXTRA_KEYS) if (values[key]) notice[key] = values[key];
  return { columns, notice };
}

export interface NoticeProblem {
  key: MessageKey;
  params: Record<string, string | number>;
  /** The item the problem is about (the screen focuses it). */
  field: NoticeFieldKey | 'kcKind' | 'kcNumber' | 'kcAgency';
}

/**
 * The notice and certification checks of the save order, item by item in the notice's order, then the
 * certification: a required item left empty, `상품상세 참조` where the item needs its value, an item
 * over its length; a missing kind, number or agency where the law asks for them.
 */
export function checkNotice(
  group: NoticeGroupInfo | null,
  values: NoticeValues,
  kc: KcFacts,
  requirement: KcRequirement,
): NoticeProblem | null {
  for (const field of group?.fields ?? []) {
    const value = (values[field.key] ?? '').trim();
    const params = { field: field.label, max: field.max };
    if (!value && !field.optional) return { key: 'product.noticeRequired', params, field: field.key };
    if (value === DETAIL_REFERENCE && !field.detailReference) {
      return { key: 'product.noticeNoReference', params, field: field.key };
    }
    if (textLength(value) > field.max) return { key: 'product.noticeTooLong', params, field: field.key };
  }
  if (requirement === 'none') return null;
  if (!kc.kcKind) return { key: 'product.kcKindRequired', params: {}, field: 'kcKind' };
  if (requirement === 'certify' && kc.kcKind === 'NOT_APPLICABLE') {
    return { key: 'product.kcChildren', params: {}, field: 'kcKind' };
  }
  if (KC_CERTIFIED_KINDS.includes(kc.kcKind)) {
    if (!kc.kcNumber.trim()) return { key: 'product.kcNumberRequired', params: {}, field: 'kcNumber' };
    if (!kc.kcAgency.trim()) return { key: 'product.kcAgencyRequired', params: {}, field: 'kcAgency' };
  }
  return null;
}
