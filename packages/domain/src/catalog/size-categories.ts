import { TOP_CATEGORIES, type TopCategoryCode } from './categories.ts';

/**
 * The size-category catalogue (spec 01 §3): named size categories, each with an illustration, an
 * ordered list of measurements and a blank template, and the map from (top, sub) category pairs to
 * the size category a product's size table uses. Every template starts with the size (text, e.g.
 * 55, 75B, XL); the other columns are numbers in cm defaulting to 0, except gloves, whose finger
 * length and hand width are text. Pairs without meaningful measurements map to NONE (size only).
 */
export type MeasurementKind = 'text' | 'number';

export interface Measurement {
  readonly name: string;
  readonly kind: MeasurementKind;
  /** 'cm' for numeric measurements, null for text. */
  readonly unit: 'cm' | null;
}

/** Drawing family of the illustration (several size categories share one outline). */
export type SizeShape =
  | 'bra'
  | 'panty'
  | 'boxer'
  | 'set'
  | 'girdle'
  | 'corset'
  | 'bodysuit'
  | 'camisole'
  | 'slip'
  | 'pajama'
  | 'robe'
  | 'socks'
  | 'stockings'
  | 'tee'
  | 'longtee'
  | 'sleeveless'
  | 'crop'
  | 'shirt'
  | 'hoodie'
  | 'jacket'
  | 'coat'
  | 'vest'
  | 'dress'
  | 'sleevelessdress'
  | 'jumpsuit'
  | 'pants'
  | 'shorts'
  | 'skirt'
  | 'swimsuit'
  | 'bikini'
  | 'shoes'
  | 'boots'
  | 'sandals'
  | 'bag'
  | 'backpack'
  | 'clutch'
  | 'cap'
  | 'buckethat'
  | 'beanie'
  | 'mat'
  | 'box'
  | 'gloves'
  | 'belt'
  | 'scarf'
  | 'eyewear'
  | 'necklace'
  | 'earring'
  | 'ring'
  | 'bracelet'
  | 'none';

export interface SizeCategory {
  readonly code: string;
  readonly name: string;
  readonly shape: SizeShape;
  /** Served by the web app: `/size-illustrations/<code>.svg`. */
  readonly illustrationUrl: string;
  /** Ordered; the first is always the size (text). */
  readonly measurements: readonly Measurement[];
}

/** A cell of a size table: text for the size column (and gloves), a number of cm otherwise. */
export type SizeCell = string | number;

/** A size table as a product carries it (spec 01 §3: categoryName, columns, rows). */
export interface SizeTableTemplate {
  /** Code of the size category the table was made from. */
  readonly code: string;
  readonly categoryName: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly SizeCell[])[];
}

export const NONE_SIZE_CATEGORY = 'NONE';
export const SIZE_COLUMN = '사이즈';

const SIZE: Measurement = { name: SIZE_COLUMN, kind: 'text', unit: null };
const cm = (name: string): Measurement => ({ name, kind: 'number', unit: 'cm' });
const text = (name: string): Measurement => ({ name, kind: 'text', unit: null });

function sc(code: string, name: string, shape: SizeShape, measurements: (string | Measurement)[]): SizeCategory {
  return {
    code,
    name,
    shape,
    illustrationUrl: `/size-illustrations/${code}.svg`,
    measurements: [SIZE, ...measurements.map((m) => (typeof m === 'string' ? cm(m) : m))],
  };
}

const TOP_BODY = ['총길이', '어깨 너비', '가슴 단면', '소매 길이'];

export const SIZE_CATEGORIES: readonly SizeCategory[] = [
  sc('BRA', '브라', 'bra', ['총길이', '날개 길이', '날개 높이', '컵 높이', '컵 너비', '후크 길이', '후크 높이']),
  sc('BRALETTE', '브라렛', 'bra', ['총길이', '가슴 단면', '컵 높이', '컵 너비', '어깨끈 길이']),
  sc('SPORTS_BRA', '스포츠 브라', 'crop', ['총길이', '가슴 단면', '밑가슴 단면', '어깨끈 길이']),
  sc('PANTY', '팬티', 'panty', ['허리 단면', '엉덩이 단면', '앞 길이', '뒤 길이', '밑위']),
  sc('BOXER', '드로즈/사각 팬티', 'boxer', ['허리 단면', '엉덩이 단면', '허벅지 단면', '총길이']),
  sc('UNDERWEAR_SET', '속옷 세트', 'set', [
    '브라 총길이',
    '컵 높이',
    '컵 너비',
    '밑가슴 단면',
    '팬티 허리 단면',
    '팬티 엉덩이 단면',
  ]),
  sc('GARTER', '가터벨트', 'belt', ['허리 단면', '총길이', '가터 끈 길이']),
  sc('GIRDLE', '거들', 'girdle', ['총길이', '허리 단면', '엉덩이 단면', '허벅지 단면']),
  sc('CORSET', '코르셋/니퍼', 'corset', ['총길이', '가슴 단면', '허리 단면', '밑단 단면', '후크 길이']),
  sc('BODYSUIT', '바디수트', 'bodysuit', ['총길이', '가슴 단면', '허리 단면', '엉덩이 단면', '어깨끈 길이']),
  sc('CAMISOLE', '캐미솔/런닝', 'camisole', ['총길이', '가슴 단면', '밑단 단면', '어깨끈 길이']),
  sc('SLIP', '슬립', 'slip', ['총길이', '가슴 단면', '허리 단면', '밑단 단면', '어깨끈 길이']),
  sc('PAJAMA', '파자마 세트', 'pajama', [
    '상의 총길이',
    '어깨 너비',
    '가슴 단면',
    '소매 길이',
    '하의 총길이',
    '허리 단면',
    '엉덩이 단면',
  ]),
  sc('ROBE', '로브/가운', 'robe', ['총길이', '어깨 너비', '가슴 단면', '소매 길이', '허리끈 길이']),
  sc('SOCKS', '양말', 'socks', ['발길이', '목 길이', '발목 단면']),
  sc('STOCKINGS', '스타킹/타이츠', 'stockings', ['총길이', '허리 단면', '엉덩이 단면']),
  sc('LEG_WARMER', '레그워머', 'socks', ['총길이', '위 단면', '아래 단면']),
  sc('JACKET', '자켓', 'jacket', [...TOP_BODY, '밑단 단면']),
  sc('COAT', '코트', 'coat', [...TOP_BODY, '밑단 단면', '소매통']),
  sc('PADDING', '패딩', 'coat', [...TOP_BODY, '밑단 단면', '후드 높이']),
  sc('CARDIGAN', '가디건', 'jacket', [...TOP_BODY, '밑단 단면']),
  sc('VEST', '베스트/조끼', 'vest', ['총길이', '어깨 너비', '가슴 단면', '암홀']),
  sc('ONE_PIECE', '원피스', 'dress', ['총길이', '어깨 너비', '가슴 단면', '허리 단면', '소매 길이', '밑단 단면']),
  sc('SLEEVELESS_DRESS', '민소매 원피스', 'sleevelessdress', ['총길이', '가슴 단면', '허리 단면', '밑단 단면', '암홀']),
  sc('JUMPSUIT', '점프수트', 'jumpsuit', ['총길이', '가슴 단면', '허리 단면', '엉덩이 단면', '밑위', '밑단 단면']),
  sc('TOP_BOTTOM_SET', '상하의 세트', 'pajama', [
    '상의 총길이',
    '어깨 너비',
    '가슴 단면',
    '소매 길이',
    '하의 총길이',
    '허리 단면',
    '엉덩이 단면',
    '밑단 단면',
  ]),
  sc('SHORT_SLEEVE', '반팔 티셔츠', 'tee', TOP_BODY),
  sc('LONG_SLEEVE', '긴팔 티셔츠', 'longtee', [...TOP_BODY, '소매통']),
  sc('SLEEVELESS', '민소매', 'sleeveless', ['총길이', '가슴 단면', '밑단 단면', '암홀']),
  sc('CROP_TOP', '크롭/탱크탑', 'crop', ['총길이', '가슴 단면', '밑단 단면']),
  sc('KNIT', '니트', 'longtee', [...TOP_BODY, '밑단 단면']),
  sc('HOODIE', '후드', 'hoodie', [...TOP_BODY, '후드 높이']),
  sc('SWEATSHIRT', '맨투맨', 'longtee', [...TOP_BODY, '밑단 단면']),
  sc('SHIRT', '셔츠/블라우스', 'shirt', [...TOP_BODY, '목둘레']),
  sc('LONG_PANTS', '긴바지', 'pants', ['총길이', '허리 단면', '엉덩이 단면', '허벅지 단면', '밑위', '밑단 단면']),
  sc('SHORT_PANTS', '반바지', 'shorts', ['총길이', '허리 단면', '엉덩이 단면', '허벅지 단면', '밑위']),
  sc('JOGGER', '조거/트레이닝 팬츠', 'pants', [
    '총길이',
    '허리 단면',
    '엉덩이 단면',
    '허벅지 단면',
    '밑위',
    '밑단 단면',
  ]),
  sc('LEGGINGS', '레깅스', 'stockings', ['총길이', '허리 단면', '엉덩이 단면', '허벅지 단면', '밑단 단면']),
  sc('MINI_SKIRT', '미니 스커트', 'skirt', ['총길이', '허리 단면', '엉덩이 단면', '밑단 단면', '속바지 길이']),
  sc('SKIRT', '스커트', 'skirt', ['총길이', '허리 단면', '엉덩이 단면', '밑단 단면']),
  sc('SWIMSUIT', '원피스 수영복', 'swimsuit', ['총길이', '가슴 단면', '허리 단면', '엉덩이 단면']),
  sc('BIKINI', '비키니', 'bikini', ['상의 가슴 단면', '컵 높이', '컵 너비', '하의 허리 단면', '하의 엉덩이 단면']),
  sc('RASH_GUARD', '래쉬가드', 'longtee', [...TOP_BODY, '밑단 단면']),
  sc('SHOES', '신발', 'shoes', ['전체 높이', '굽 높이', '발볼 너비']),
  sc('BOOTS', '부츠', 'boots', ['전체 높이', '굽 높이', '발볼 너비', '목 둘레']),
  sc('SANDALS', '샌들/슬리퍼', 'sandals', ['굽 높이', '발볼 너비', '발길이']),
  sc('BAG', '가방', 'bag', ['가로', '세로', '폭', '끈 길이']),
  sc('BACKPACK', '백팩', 'backpack', ['가로', '세로', '폭', '어깨끈 길이']),
  sc('CLUTCH', '클러치/파우치', 'clutch', ['가로', '세로', '폭']),
  sc('WALLET', '지갑', 'clutch', ['가로', '세로', '폭']),
  sc('CAP', '모자', 'cap', ['머리 둘레', '모자 깊이', '챙 길이']),
  sc('BUCKET_HAT', '버킷햇/페도라', 'buckethat', ['머리 둘레', '모자 깊이', '챙 길이']),
  sc('BEANIE', '비니/베레모', 'beanie', ['머리 둘레', '모자 깊이']),
  sc('MAT', '매트', 'mat', ['가로', '세로', '두께']),
  sc('GEAR', '운동 용품', 'box', ['가로', '세로', '높이']),
  sc('GLOVES', '장갑', 'gloves', [text('손가락 길이'), text('손 너비')]),
  sc('BELT', '벨트', 'belt', ['총길이', '너비']),
  sc('SCARF', '스카프/머플러', 'scarf', ['가로', '세로']),
  sc('EYEWEAR', '선글라스/안경', 'eyewear', ['렌즈 가로', '렌즈 세로', '브릿지', '다리 길이']),
  sc('NECKLACE', '목걸이', 'necklace', ['총길이', '펜던트 가로', '펜던트 세로']),
  sc('EARRING', '귀걸이', 'earring', ['길이', '너비']),
  sc('RING', '반지', 'ring', ['안지름', '두께']),
  sc('BRACELET', '팔찌/시계', 'bracelet', ['둘레', '너비']),
  sc(NONE_SIZE_CATEGORY, '없음', 'none', []),
];

/** Size category of each (top, sub) pair; every sub of every top category has an entry. */
export const SIZE_CATEGORY_MAP: Readonly<Record<TopCategoryCode, Readonly<Record<string, string>>>> = {
  BRA: {
    A_CUP: 'BRA',
    B_CUP: 'BRA',
    C_CUP: 'BRA',
    D_CUP: 'BRA',
    E_CUP: 'BRA',
    F_CUP: 'BRA',
    G_CUP: 'BRA',
    H_CUP_PLUS: 'BRA',
    BRALETTE: 'BRALETTE',
    SPORTS_BRA: 'SPORTS_BRA',
    NUBRA: NONE_SIZE_CATEGORY,
  },
  PANTY: {
    BRIEF: 'PANTY',
    HIPSTER: 'PANTY',
    BOYSHORT: 'BOXER',
    THONG: 'PANTY',
    HIGH_WAIST: 'PANTY',
    SEAMLESS: 'PANTY',
    MENS_TRUNK: 'BOXER',
    MENS_BRIEF: 'PANTY',
    PERIOD: 'PANTY',
  },
  UNDERWEAR_SET: {
    BRA_PANTY_SET: 'UNDERWEAR_SET',
    BRALETTE_SET: 'UNDERWEAR_SET',
    SPORTS_SET: 'UNDERWEAR_SET',
    SEAMLESS_SET: 'UNDERWEAR_SET',
    MENS_SET: 'BOXER',
    COUPLE_SET: 'UNDERWEAR_SET',
  },
  EVENT_UNDERWEAR: {
    LINGERIE: 'UNDERWEAR_SET',
    BABYDOLL: 'SLIP',
    GARTER: 'GARTER',
    BODY_STOCKING: 'BODYSUIT',
    COSTUME: NONE_SIZE_CATEGORY,
    EVENT_SET: 'UNDERWEAR_SET',
  },
  SHAPEWEAR: {
    GIRDLE: 'GIRDLE',
    CORSET: 'CORSET',
    WAIST_NIPPER: 'CORSET',
    BODY_SHAPER: 'BODYSUIT',
    SHAPING_TOP: 'CAMISOLE',
    HIP_UP: 'GIRDLE',
    MATERNITY: 'GIRDLE',
  },
  INNERWEAR: {
    CAMISOLE: 'CAMISOLE',
    SLIP: 'SLIP',
    RUNNING: 'CAMISOLE',
    THERMAL_TOP: 'LONG_SLEEVE',
    THERMAL_BOTTOM: 'LEGGINGS',
    BODYSUIT: 'BODYSUIT',
    PETTICOAT: 'SKIRT',
  },
  SLEEPWEAR: {
    PAJAMA_SET: 'PAJAMA',
    NIGHTGOWN: 'ONE_PIECE',
    ROBE: 'ROBE',
    HOME_TOP: 'LONG_SLEEVE',
    HOME_BOTTOM: 'LONG_PANTS',
    COUPLE_SLEEPWEAR: 'PAJAMA',
  },
  OTHER: {
    SOCKS: 'SOCKS',
    STOCKINGS: 'STOCKINGS',
    LEG_WARMER: 'LEG_WARMER',
    NIPPLE_PATCH: NONE_SIZE_CATEGORY,
    STRAP: NONE_SIZE_CATEGORY,
    LAUNDRY: NONE_SIZE_CATEGORY,
  },
  OUTER: {
    JACKET: 'JACKET',
    BLAZER: 'JACKET',
    COAT: 'COAT',
    PADDING: 'PADDING',
    CARDIGAN: 'CARDIGAN',
    JUMPER: 'JACKET',
    WINDBREAKER: 'JACKET',
    VEST: 'VEST',
    FLEECE: 'JACKET',
    ZIP_UP: 'HOODIE',
  },
  ONE_PIECE: {
    MINI_DRESS: 'ONE_PIECE',
    MIDI_DRESS: 'ONE_PIECE',
    LONG_DRESS: 'ONE_PIECE',
    SLEEVELESS_DRESS: 'SLEEVELESS_DRESS',
    SHIRT_DRESS: 'ONE_PIECE',
    KNIT_DRESS: 'ONE_PIECE',
    JUMPSUIT: 'JUMPSUIT',
  },
  SET: {
    TRAINING_SET: 'TOP_BOTTOM_SET',
    KNIT_SET: 'TOP_BOTTOM_SET',
    SUIT_SET: 'TOP_BOTTOM_SET',
    SKIRT_SET: 'TOP_BOTTOM_SET',
    SHORTS_SET: 'TOP_BOTTOM_SET',
    YOGA_SET: 'TOP_BOTTOM_SET',
  },
  TOP: {
    SHORT_SLEEVE_TEE: 'SHORT_SLEEVE',
    LONG_SLEEVE_TEE: 'LONG_SLEEVE',
    SLEEVELESS: 'SLEEVELESS',
    CROP_TANK: 'CROP_TOP',
    POLO: 'SHORT_SLEEVE',
    KNIT: 'KNIT',
    HOODIE: 'HOODIE',
    SWEATSHIRT: 'SWEATSHIRT',
    JACKET: 'JACKET',
    SHIRT: 'SHIRT',
    BLOUSE: 'SHIRT',
  },
  BOTTOM: {
    LONG_PANTS: 'LONG_PANTS',
    SHORTS: 'SHORT_PANTS',
    DENIM: 'LONG_PANTS',
    SLACKS: 'LONG_PANTS',
    JOGGER: 'JOGGER',
    LEGGINGS: 'LEGGINGS',
    WIDE_PANTS: 'LONG_PANTS',
    CARGO: 'LONG_PANTS',
  },
  SKIRT: {
    MINI_SKIRT: 'MINI_SKIRT',
    MIDI_SKIRT: 'SKIRT',
    LONG_SKIRT: 'SKIRT',
    PLEATS: 'SKIRT',
    H_LINE: 'SKIRT',
    DENIM_SKIRT: 'SKIRT',
    TENNIS_SKIRT: 'MINI_SKIRT',
  },
  SWIMWEAR: {
    ONE_PIECE_SWIM: 'SWIMSUIT',
    BIKINI: 'BIKINI',
    MONOKINI: 'SWIMSUIT',
    RASH_GUARD: 'RASH_GUARD',
    SWIM_PANTS: 'SHORT_PANTS',
    COVER_UP: NONE_SIZE_CATEGORY,
    KIDS_SWIM: 'SWIMSUIT',
  },
  SHOES: {
    SNEAKERS: 'SHOES',
    RUNNING_SHOES: 'SHOES',
    FLATS: 'SHOES',
    HEELS: 'SHOES',
    BOOTS: 'BOOTS',
    SANDALS: 'SANDALS',
    SLIPPERS: 'SANDALS',
    AQUA_SHOES: 'SHOES',
  },
  BAG: {
    SHOULDER_BAG: 'BAG',
    CROSS_BAG: 'BAG',
    TOTE_BAG: 'BAG',
    BACKPACK: 'BACKPACK',
    CLUTCH: 'CLUTCH',
    ECO_BAG: 'BAG',
    WALLET: 'WALLET',
    GYM_BAG: 'BAG',
  },
  HAT: {
    BALL_CAP: 'CAP',
    BUCKET_HAT: 'BUCKET_HAT',
    BEANIE: 'BEANIE',
    SUN_CAP: 'CAP',
    FEDORA: 'BUCKET_HAT',
    BERET: 'BEANIE',
    VISOR: 'CAP',
  },
  GEAR: {
    YOGA_MAT: 'MAT',
    FITNESS_GEAR: 'GEAR',
    GLOVES: 'GLOVES',
    SPORTS_BOTTLE: 'GEAR',
    TOWEL: 'SCARF',
    SUPPORTER: NONE_SIZE_CATEGORY,
    SWIM_GEAR: NONE_SIZE_CATEGORY,
  },
  ACCESSORY: {
    BELT: 'BELT',
    SCARF: 'SCARF',
    EYEWEAR: 'EYEWEAR',
    NECKLACE: 'NECKLACE',
    EARRING: 'EARRING',
    RING: 'RING',
    BRACELET: 'BRACELET',
    HAIR: NONE_SIZE_CATEGORY,
    WATCH: 'BRACELET',
  },
  FOOD: {
    PROTEIN: NONE_SIZE_CATEGORY,
    DIET: NONE_SIZE_CATEGORY,
    HEALTH: NONE_SIZE_CATEGORY,
    SNACK: NONE_SIZE_CATEGORY,
    DRINK: NONE_SIZE_CATEGORY,
    MEAL: NONE_SIZE_CATEGORY,
  },
};

const sizeByCode = new Map(SIZE_CATEGORIES.map((c) => [c.code, c]));

export function findSizeCategory(code: string): SizeCategory | undefined {
  return sizeByCode.get(code);
}

/** The size category of a (top, sub) pair; undefined when the pair is not in the catalogue. */
export function sizeCategoryOf(main: string, sub: string): SizeCategory | undefined {
  const code = (SIZE_CATEGORY_MAP as Record<string, Record<string, string> | undefined>)[main]?.[sub];
  return code ? sizeByCode.get(code) : undefined;
}

/** Blank value of one measurement: '' for text, 0 for numbers. */
export function blankCell(measurement: Measurement): SizeCell {
  return measurement.kind === 'text' ? '' : 0;
}

/** A one-row blank size table of a size category. */
export function sizeTemplate(category: SizeCategory): SizeTableTemplate {
  return {
    code: category.code,
    categoryName: category.name,
    columns: category.measurements.map((m) => m.name),
    rows: [category.measurements.map(blankCell)],
  };
}

/** Every size category used by the subs of one top category, in first-use order. */
export function sizeCategoriesOfTop(main: string): SizeCategory[] {
  const top = TOP_CATEGORIES.find((t) => t.code === main);
  if (!top) return [];
  const seen = new Set<string>();
  const result: SizeCategory[] = [];
  for (const s of top.subs) {
    const category = sizeCategoryOf(main, s.code);
    if (category && !seen.has(category.code)) {
      seen.add(category.code);
      result.push(category);
    }
  }
  return result;
}
