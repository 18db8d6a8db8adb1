/**
 * The fixed category tree of the marketplace (spec 01 §3): 21 top categories, each with its sub
 * categories. Codes are stable English identifiers (never shown, never containing '-', which joins
 * 'main-sub' strings); names are the Korean labels sellers see.
 */
export interface SubCategory {
  readonly code: string;
  readonly name: string;
}

export interface TopCategory {
  readonly code: TopCategoryCode;
  readonly name: string;
  readonly subs: readonly SubCategory[];
}

export const TOP_CATEGORY_CODES = [
  'BRA',
  'PANTY',
  'UNDERWEAR_SET',
  'EVENT_UNDERWEAR',
  'SHAPEWEAR',
  'INNERWEAR',
  'SLEEPWEAR',
  'OTHER',
  'OUTER',
  'ONE_PIECE',
  'SET',
  'TOP',
  'BOTTOM',
  'SKIRT',
  'SWIMWEAR',
  'SHOES',
  'BAG',
  'HAT',
  'GEAR',
  'ACCESSORY',
  'FOOD',
] as const;
export type TopCategoryCode = (typeof TOP_CATEGORY_CODES)[number];

const subs = (...pairs: [code: string, name: string][]): readonly SubCategory[] =>
  pairs.map(([code, name]) => ({ code, name }));

export const TOP_CATEGORIES: readonly TopCategory[] = [
  {
    code: 'BRA',
    name: '브라',
    subs: subs(
      ['A_CUP', 'A컵'],
      ['B_CUP', 'B컵'],
      ['C_CUP', 'C컵'],
      ['D_CUP', 'D컵'],
      ['E_CUP', 'E컵'],
      ['F_CUP', 'F컵'],
      ['G_CUP', 'G컵'],
      ['H_CUP_PLUS', 'H컵 이상'],
      ['BRALETTE', '브라렛'],
      ['SPORTS_BRA', '스포츠 브라'],
      ['NUBRA', '누브라/실리콘 브라'],
    ),
  },
  {
    code: 'PANTY',
    name: '팬티',
    subs: subs(
      ['BRIEF', '삼각 팬티'],
      ['HIPSTER', '힙스터'],
      ['BOYSHORT', '사각 팬티'],
      ['THONG', 'T팬티'],
      ['HIGH_WAIST', '하이웨이스트'],
      ['SEAMLESS', '심리스'],
      ['MENS_TRUNK', '남성 드로즈'],
      ['MENS_BRIEF', '남성 삼각'],
      ['PERIOD', '위생 팬티'],
    ),
  },
  {
    code: 'UNDERWEAR_SET',
    name: '속옷 세트',
    subs: subs(
      ['BRA_PANTY_SET', '브라+팬티 세트'],
      ['BRALETTE_SET', '브라렛 세트'],
      ['SPORTS_SET', '스포츠 속옷 세트'],
      ['SEAMLESS_SET', '심리스 세트'],
      ['MENS_SET', '남성 속옷 세트'],
      ['COUPLE_SET', '커플 속옷 세트'],
    ),
  },
  {
    code: 'EVENT_UNDERWEAR',
    name: '이벤트 속옷',
    subs: subs(
      ['LINGERIE', '란제리'],
      ['BABYDOLL', '베이비돌'],
      ['GARTER', '가터벨트'],
      ['BODY_STOCKING', '바디 스타킹'],
      ['COSTUME', '코스튬'],
      ['EVENT_SET', '이벤트 세트'],
    ),
  },
  {
    code: 'SHAPEWEAR',
    name: '보정 속옷',
    subs: subs(
      ['GIRDLE', '거들'],
      ['CORSET', '코르셋'],
      ['WAIST_NIPPER', '니퍼'],
      ['BODY_SHAPER', '올인원/바디쉐이퍼'],
      ['SHAPING_TOP', '보정 상의'],
      ['HIP_UP', '힙업 팬티'],
      ['MATERNITY', '산전·산후 보정'],
    ),
  },
  {
    code: 'INNERWEAR',
    name: '이너웨어',
    subs: subs(
      ['CAMISOLE', '캐미솔'],
      ['SLIP', '슬립'],
      ['RUNNING', '런닝/민소매 이너'],
      ['THERMAL_TOP', '발열 내의 상의'],
      ['THERMAL_BOTTOM', '발열 내의 하의'],
      ['BODYSUIT', '바디수트'],
      ['PETTICOAT', '속치마/속바지'],
    ),
  },
  {
    code: 'SLEEPWEAR',
    name: '잠옷/홈웨어',
    subs: subs(
      ['PAJAMA_SET', '파자마 세트'],
      ['NIGHTGOWN', '원피스 잠옷'],
      ['ROBE', '로브/가운'],
      ['HOME_TOP', '홈웨어 상의'],
      ['HOME_BOTTOM', '홈웨어 하의'],
      ['COUPLE_SLEEPWEAR', '커플 잠옷'],
    ),
  },
  {
    code: 'OTHER',
    name: '기타',
    subs: subs(
      ['SOCKS', '양말'],
      ['STOCKINGS', '스타킹/타이츠'],
      ['LEG_WARMER', '레그워머'],
      ['NIPPLE_PATCH', '니플 패치'],
      ['STRAP', '어깨끈/액세서리'],
      ['LAUNDRY', '세탁망/보관함'],
    ),
  },
  {
    code: 'OUTER',
    name: '아우터',
    subs: subs(
      ['JACKET', '자켓'],
      ['BLAZER', '블레이저'],
      ['COAT', '코트'],
      ['PADDING', '패딩'],
      ['CARDIGAN', '가디건'],
      ['JUMPER', '점퍼'],
      ['WINDBREAKER', '바람막이'],
      ['VEST', '베스트/조끼'],
      ['FLEECE', '플리스'],
      ['ZIP_UP', '집업'],
    ),
  },
  {
    code: 'ONE_PIECE',
    name: '원피스',
    subs: subs(
      ['MINI_DRESS', '미니 원피스'],
      ['MIDI_DRESS', '미디 원피스'],
      ['LONG_DRESS', '롱 원피스'],
      ['SLEEVELESS_DRESS', '민소매 원피스'],
      ['SHIRT_DRESS', '셔츠 원피스'],
      ['KNIT_DRESS', '니트 원피스'],
      ['JUMPSUIT', '점프수트'],
    ),
  },
  {
    code: 'SET',
    name: '상하의 세트',
    subs: subs(
      ['TRAINING_SET', '트레이닝 세트'],
      ['KNIT_SET', '니트 세트'],
      ['SUIT_SET', '정장 세트'],
      ['SKIRT_SET', '스커트 세트'],
      ['SHORTS_SET', '반바지 세트'],
      ['YOGA_SET', '요가/필라테스 세트'],
    ),
  },
  {
    code: 'TOP',
    name: '상의',
    subs: subs(
      ['SHORT_SLEEVE_TEE', '반팔 티셔츠'],
      ['LONG_SLEEVE_TEE', '긴팔 티셔츠'],
      ['SLEEVELESS', '민소매'],
      ['CROP_TANK', '크롭/탱크탑'],
      ['POLO', '폴로/카라'],
      ['KNIT', '니트'],
      ['HOODIE', '후드'],
      ['SWEATSHIRT', '맨투맨'],
      ['JACKET', '자켓'],
      ['SHIRT', '셔츠'],
      ['BLOUSE', '블라우스'],
    ),
  },
  {
    code: 'BOTTOM',
    name: '하의',
    subs: subs(
      ['LONG_PANTS', '긴바지'],
      ['SHORTS', '반바지'],
      ['DENIM', '데님 팬츠'],
      ['SLACKS', '슬랙스'],
      ['JOGGER', '조거/트레이닝 팬츠'],
      ['LEGGINGS', '레깅스'],
      ['WIDE_PANTS', '와이드 팬츠'],
      ['CARGO', '카고 팬츠'],
    ),
  },
  {
    code: 'SKIRT',
    name: '스커트',
    subs: subs(
      ['MINI_SKIRT', '미니 스커트'],
      ['MIDI_SKIRT', '미디 스커트'],
      ['LONG_SKIRT', '롱 스커트'],
      ['PLEATS', '플리츠 스커트'],
      ['H_LINE', 'H라인 스커트'],
      ['DENIM_SKIRT', '데님 스커트'],
      ['TENNIS_SKIRT', '테니스 스커트'],
    ),
  },
  {
    code: 'SWIMWEAR',
    name: '수영복',
    subs: subs(
      ['ONE_PIECE_SWIM', '원피스 수영복'],
      ['BIKINI', '비키니'],
      ['MONOKINI', '모노키니'],
      ['RASH_GUARD', '래쉬가드'],
      ['SWIM_PANTS', '수영 팬츠/보드숏'],
      ['COVER_UP', '비치 커버업'],
      ['KIDS_SWIM', '아동 수영복'],
    ),
  },
  {
    code: 'SHOES',
    name: '신발',
    subs: subs(
      ['SNEAKERS', '운동화/스니커즈'],
      ['RUNNING_SHOES', '러닝화'],
      ['FLATS', '플랫/로퍼'],
      ['HEELS', '힐/펌프스'],
      ['BOOTS', '부츠/워커'],
      ['SANDALS', '샌들'],
      ['SLIPPERS', '슬리퍼'],
      ['AQUA_SHOES', '아쿠아 슈즈'],
    ),
  },
  {
    code: 'BAG',
    name: '가방',
    subs: subs(
      ['SHOULDER_BAG', '숄더백'],
      ['CROSS_BAG', '크로스백'],
      ['TOTE_BAG', '토트백'],
      ['BACKPACK', '백팩'],
      ['CLUTCH', '클러치/파우치'],
      ['ECO_BAG', '에코백'],
      ['WALLET', '지갑'],
      ['GYM_BAG', '짐색/스포츠 가방'],
    ),
  },
  {
    code: 'HAT',
    name: '모자',
    subs: subs(
      ['BALL_CAP', '볼캡'],
      ['BUCKET_HAT', '버킷햇'],
      ['BEANIE', '비니'],
      ['SUN_CAP', '썬캡'],
      ['FEDORA', '페도라'],
      ['BERET', '베레모'],
      ['VISOR', '바이저'],
    ),
  },
  {
    code: 'GEAR',
    name: '용품/장비',
    subs: subs(
      ['YOGA_MAT', '요가 매트'],
      ['FITNESS_GEAR', '홈트 기구'],
      ['GLOVES', '장갑'],
      ['SPORTS_BOTTLE', '물병/텀블러'],
      ['TOWEL', '스포츠 타월'],
      ['SUPPORTER', '보호대'],
      ['SWIM_GEAR', '수경/수모'],
    ),
  },
  {
    code: 'ACCESSORY',
    name: '패션잡화',
    subs: subs(
      ['BELT', '벨트'],
      ['SCARF', '스카프/머플러'],
      ['EYEWEAR', '선글라스/안경'],
      ['NECKLACE', '목걸이'],
      ['EARRING', '귀걸이'],
      ['RING', '반지'],
      ['BRACELET', '팔찌'],
      ['HAIR', '헤어 액세서리'],
      ['WATCH', '시계'],
    ),
  },
  {
    code: 'FOOD',
    name: '식품',
    subs: subs(
      ['PROTEIN', '단백질 보충제'],
      ['DIET', '다이어트 식품'],
      ['HEALTH', '건강기능식품'],
      ['SNACK', '간식/스낵'],
      ['DRINK', '음료'],
      ['MEAL', '간편식'],
    ),
  },
];

const topByCode = new Map(TOP_CATEGORIES.map((top) => [top.code as string, top]));

export function findTopCategory(main: string): TopCategory | undefined {
  return topByCode.get(main);
}

export function findSubCategory(main: string, sub: string): SubCategory | undefined {
  return topByCode.get(main)?.subs.find((s) => s.code === sub);
}

/** The 'main-sub' string a product carries for one chosen category (spec 01 §3). */
export function categoryKey(main: string, sub: string): string {
  return `${main}-${sub}`;
}

export function parseCategoryKey(key: string): { main: string; sub: string } | null {
  const at = key.indexOf('-');
  if (at <= 0 || at === key.length - 1) return null;
  return { main: key.slice(0, at), sub: key.slice(at + 1) };
}

/** Korean label of a 'main-sub' pair, e.g. '상의 > 니트'; the codes themselves when unknown. */
export function categoryLabel(main: string, sub: string): string {
  const top = findTopCategory(main);
  return `${top?.name ?? main} > ${findSubCategory(main, sub)?.name ?? sub}`;
}
