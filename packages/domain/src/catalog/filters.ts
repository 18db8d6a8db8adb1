import { TOP_CATEGORY_CODES, type TopCategoryCode } from './categories.ts';
import { FILTER_VALUE_MAX_LENGTH } from '../limits.ts';

export { FILTER_VALUE_MAX_LENGTH };

/**
 * Filter groups per top category (spec 01 §3). A filter is one value of one attribute of one group:
 * `{category, main, sub, value}`, e.g. `{category: 'TOP', main: 'COLOR', sub: 'COLOR', value: '블랙'}`;
 * a product carries it as the string 'main-sub-value' ('COLOR-COLOR-블랙'). Group and attribute codes
 * are stable English identifiers without '-'; values are Korean text, and sellers may add values.
 */
export const FILTER_MAIN_CODES = [
  'COLOR',
  'STYLE',
  'PURPOSE',
  'AGE_BODY',
  'PATTERN_MATERIAL',
  'SHRINK',
  'WEIGHT',
  'CUSHION',
  'HEEL_HEIGHT',
  'HAT_DEPTH',
  'BRIM_WIDTH',
] as const;
export type FilterMainCode = (typeof FILTER_MAIN_CODES)[number];

export const FILTER_MAIN_NAMES: Record<FilterMainCode, string> = {
  COLOR: '색상',
  STYLE: '스타일',
  PURPOSE: '용도',
  AGE_BODY: '연령/체형',
  PATTERN_MATERIAL: '패턴/소재',
  SHRINK: '수축성',
  WEIGHT: '무게',
  CUSHION: '쿠션',
  HEEL_HEIGHT: '굽 높이',
  HAT_DEPTH: '모자 깊이',
  BRIM_WIDTH: '챙 길이',
};

/** Attribute codes inside the groups, with their Korean names. */
export const FILTER_SUB_NAMES = {
  COLOR: '색상',
  MOOD: '무드',
  PAD: '패드',
  TYPE: '타입',
  DETAIL: '디테일',
  FIT: '핏',
  ACTIVITY: '활동',
  SEASON: '시즌',
  AGE: '연령',
  BODY: '체형',
  SIZE: '사이즈',
  PATTERN: '패턴',
  MATERIAL: '소재',
  LEVEL: '정도',
} as const;
export type FilterSubCode = keyof typeof FILTER_SUB_NAMES;

export interface ColorDef {
  readonly name: string;
  /** '#RRGGBB', upper case. */
  readonly hex: string;
}

/** The 21 named colours with their fixed swatch colours. */
export const COLORS: readonly ColorDef[] = [
  { name: '블랙', hex: '#000000' },
  { name: '화이트', hex: '#FFFFFF' },
  { name: '그레이', hex: '#8C8C8C' },
  { name: '차콜', hex: '#36454F' },
  { name: '베이지', hex: '#E8D8B8' },
  { name: '아이보리', hex: '#FFFFF0' },
  { name: '브라운', hex: '#8B5A2B' },
  { name: '카키', hex: '#6B6B3A' },
  { name: '네이비', hex: '#1F2A56' },
  { name: '블루', hex: '#2F6FDE' },
  { name: '스카이블루', hex: '#87CEEB' },
  { name: '민트', hex: '#98E0C8' },
  { name: '그린', hex: '#2E8B57' },
  { name: '옐로우', hex: '#FFD700' },
  { name: '오렌지', hex: '#FF8C00' },
  { name: '레드', hex: '#D62828' },
  { name: '버건디', hex: '#800020' },
  { name: '핑크', hex: '#FF9EBB' },
  { name: '퍼플', hex: '#7B4FA0' },
  { name: '라벤더', hex: '#C8B6E2' },
  { name: '실버', hex: '#C0C0C0' },
];

export function colorHex(name: string): string | undefined {
  return COLORS.find((c) => c.name === name)?.hex;
}

export interface FilterSubGroup {
  readonly code: FilterSubCode;
  readonly name: string;
  readonly values: readonly string[];
}

export interface FilterGroup {
  readonly code: FilterMainCode;
  readonly name: string;
  readonly subs: readonly FilterSubGroup[];
}

/** The age bands: early and late halves of the 10s to the 50s and over. */
export const AGE_BANDS = [
  '10대 초반',
  '10대 후반',
  '20대 초반',
  '20대 후반',
  '30대 초반',
  '30대 후반',
  '40대 초반',
  '40대 후반',
  '50대 이상 초반',
  '50대 이상 후반',
] as const;

/** Shrink-ability in five levels, from none to yes. */
export const SHRINK_LEVELS = ['없음', '거의 없음', '보통', '약간 있음', '있음'] as const;

const MOODS = ['캐주얼', '베이직', '심플', '섹시', '러블리', '페미닌', '스포티', '모던', '빈티지', '스트릿', '클래식'];
const PADS = ['노패드', '얇은 패드', '두꺼운 패드', '탈부착 패드', '몰드컵'];
const FITS = ['슬림핏', '레귤러핏', '오버핏', '루즈핏', '세미오버핏'];
const ACTIVITIES = [
  '데일리',
  '운동/피트니스',
  '요가/필라테스',
  '러닝',
  '출근/오피스',
  '데이트',
  '여행',
  '홈웨어',
  '수영/물놀이',
  '아웃도어',
];
const SEASONS = ['봄', '여름', '가을', '겨울', '사계절'];
const BODIES = ['마른 체형', '보통 체형', '통통 체형', '글래머 체형', '키 작은 체형', '키 큰 체형'];
const PATTERNS = ['무지', '스트라이프', '체크', '도트', '플라워', '레터링', '그래픽', '애니멀', '카모', '타이다이'];

const APPAREL_MATERIALS = [
  '면',
  '폴리에스터',
  '나일론',
  '스판덱스',
  '레이온',
  '모달',
  '실크',
  '울',
  '캐시미어',
  '린넨',
  '데님',
  '니트',
  '메쉬',
  '레이스',
  '가죽',
  '인조가죽',
];
const UNDERWEAR_MATERIALS = [
  '면',
  '모달',
  '나일론',
  '스판덱스',
  '폴리에스터',
  '레이스',
  '메쉬',
  '실크',
  '텐셀',
  '시어서커',
];
const APPAREL_DETAILS = [
  '레이스',
  '리본',
  '프릴',
  '셔링',
  '스트링',
  '지퍼',
  '단추',
  '포켓',
  '절개',
  '트임',
  '자수',
  '스터드',
];
const UNDERWEAR_DETAILS = ['레이스', '리본', '프릴', '망사', '스트랩', '프론트 후크', '심리스', '자수', '컷아웃'];

interface CategoryFilterShape {
  types: readonly string[];
  pad?: boolean;
  fit?: boolean;
  details: readonly string[];
  activities?: readonly string[];
  /** '체형' for garments, '사이즈' for goods. */
  body: { code: 'BODY' | 'SIZE'; values: readonly string[] };
  patterns?: boolean;
  materials: readonly string[];
  color?: boolean;
  mood?: boolean;
  extras?: readonly FilterMainCode[];
}

const GARMENT_BODY = { code: 'BODY', values: BODIES } as const;
const SHRINK = ['SHRINK'] as const;

const SHAPES: Record<TopCategoryCode, CategoryFilterShape> = {
  BRA: {
    types: ['풀컵', '3/4컵', '1/2컵', '와이어', '노와이어', '푸시업', '스트랩리스', '프론트 후크', '스포츠', '브라렛'],
    pad: true,
    details: UNDERWEAR_DETAILS,
    body: GARMENT_BODY,
    materials: UNDERWEAR_MATERIALS,
    extras: SHRINK,
  },
  PANTY: {
    types: ['삼각', '사각', '힙스터', 'T팬티', '하이웨이스트', '노라인', '드로즈'],
    details: UNDERWEAR_DETAILS,
    body: GARMENT_BODY,
    materials: UNDERWEAR_MATERIALS,
    extras: SHRINK,
  },
  UNDERWEAR_SET: {
    types: ['와이어 세트', '노와이어 세트', '브라렛 세트', '스포츠 세트', '심리스 세트'],
    pad: true,
    details: UNDERWEAR_DETAILS,
    body: GARMENT_BODY,
    materials: UNDERWEAR_MATERIALS,
    extras: SHRINK,
  },
  EVENT_UNDERWEAR: {
    types: ['시스루', '베이비돌', '가터', '코스튬', '바디 스타킹', '오픈'],
    pad: true,
    details: UNDERWEAR_DETAILS,
    body: GARMENT_BODY,
    materials: UNDERWEAR_MATERIALS,
    extras: SHRINK,
  },
  SHAPEWEAR: {
    types: ['상체 보정', '하체 보정', '전신 보정', '복부 보정', '힙업'],
    fit: true,
    details: ['후크', '지퍼', '심리스', '실리콘 밴드', '레이스'],
    body: GARMENT_BODY,
    materials: ['나일론', '스판덱스', '폴리에스터', '면', '파워넷'],
    extras: SHRINK,
  },
  INNERWEAR: {
    types: ['캐미솔', '런닝', '슬립', '발열', '쿨링', '브라캡 내장', '속바지'],
    pad: true,
    fit: true,
    details: UNDERWEAR_DETAILS,
    body: GARMENT_BODY,
    materials: UNDERWEAR_MATERIALS,
    extras: SHRINK,
  },
  SLEEPWEAR: {
    types: ['긴팔 세트', '반팔 세트', '원피스형', '가운형', '수면 바지', '캐릭터'],
    fit: true,
    details: ['리본', '레이스', '단추', '포켓', '카라', '밴딩'],
    activities: ['홈웨어', '수면', '여행', '커플'],
    body: GARMENT_BODY,
    materials: ['면', '모달', '레이온', '실크', '새틴', '극세사', '수면 원단', '거즈'],
    extras: SHRINK,
  },
  OTHER: {
    types: ['양말', '스타킹', '레그워머', '패치', '어깨끈', '보관용품'],
    details: ['레이스', '망사', '무봉제', '논슬립', '자수'],
    body: { code: 'SIZE', values: ['프리사이즈', '스몰', '미디엄', '라지'] },
    materials: ['면', '나일론', '스판덱스', '폴리에스터', '실리콘', '울'],
    extras: SHRINK,
  },
  OUTER: {
    types: ['싱글', '더블', '후드형', '집업형', '롱', '숏', '크롭', '노카라'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: [...APPAREL_MATERIALS, '덕다운', '구스다운', '플리스', '코듀로이', '트위드'],
    extras: SHRINK,
  },
  ONE_PIECE: {
    types: ['A라인', 'H라인', '머메이드', '랩', '셔츠형', '뷔스티에', '점프수트'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: APPAREL_MATERIALS,
    extras: SHRINK,
  },
  SET: {
    types: ['트레이닝', '니트', '정장', '스커트', '반바지', '요가/필라테스'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: APPAREL_MATERIALS,
    extras: SHRINK,
  },
  TOP: {
    types: ['라운드넥', '브이넥', '터틀넥', '오프숄더', '크롭', '카라', '후드', '헨리넥'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: APPAREL_MATERIALS,
    extras: SHRINK,
  },
  BOTTOM: {
    types: ['스트레이트', '와이드', '부츠컷', '스키니', '조거', '테이퍼드', '밴딩', '카고'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: APPAREL_MATERIALS,
    extras: SHRINK,
  },
  SKIRT: {
    types: ['A라인', 'H라인', '플리츠', '머메이드', '랩', '플레어', '속바지 내장'],
    fit: true,
    details: APPAREL_DETAILS,
    body: GARMENT_BODY,
    materials: APPAREL_MATERIALS,
    extras: SHRINK,
  },
  SWIMWEAR: {
    types: ['원피스', '비키니', '모노키니', '래쉬가드', '보드숏', '비치웨어'],
    pad: true,
    fit: true,
    details: ['스트링', '컷아웃', '프릴', '리본', '지퍼', '하이넥', '오프숄더'],
    activities: ['수영/물놀이', '여행', '서핑', '아쿠아로빅', '수영 강습'],
    body: GARMENT_BODY,
    materials: ['나일론', '폴리에스터', '스판덱스', '네오프렌', '리사이클 원단'],
    extras: SHRINK,
  },
  SHOES: {
    types: ['스니커즈', '러닝화', '로퍼', '펌프스', '뮬', '부츠', '샌들', '슬리퍼', '슬링백'],
    details: ['끈', '벨크로', '지퍼', '버클', '스트랩', '발볼 넓음', '키높이'],
    body: {
      code: 'SIZE',
      values: ['발볼 좁음', '발볼 보통', '발볼 넓음', '정사이즈', '반 사이즈 크게', '반 사이즈 작게'],
    },
    materials: ['가죽', '인조가죽', '스웨이드', '캔버스', '메쉬', '니트', '고무', 'EVA'],
    extras: ['WEIGHT', 'CUSHION', 'HEEL_HEIGHT'],
  },
  BAG: {
    types: ['숄더', '크로스', '토트', '백팩', '클러치', '버킷', '호보', '지갑'],
    details: ['지퍼', '자석 잠금', '버클', '체인', '탈부착 스트랩', '포켓', '노트북 수납'],
    body: { code: 'SIZE', values: ['미니', '스몰', '미디엄', '라지', '빅'] },
    materials: ['가죽', '인조가죽', '캔버스', '나일론', '코튼', '폴리에스터', '라피아'],
    extras: ['WEIGHT'],
  },
  HAT: {
    types: ['볼캡', '버킷', '비니', '썬캡', '페도라', '베레모', '바이저'],
    details: ['자수', '와펜', '사이즈 조절', '귀덮개', '턱끈', '자외선 차단'],
    body: { code: 'SIZE', values: ['작은 머리', '보통 머리', '큰 머리', '프리사이즈'] },
    materials: ['면', '울', '아크릴', '폴리에스터', '나일론', '라피아', '데님', '코듀로이'],
    extras: ['HAT_DEPTH', 'BRIM_WIDTH'],
  },
  GEAR: {
    types: ['매트', '밴드', '덤벨', '폼롤러', '장갑', '보호대', '물병', '수경/수모', '타월'],
    details: ['미끄럼 방지', '휴대용', '접이식', '스트랩 포함', '방수'],
    activities: ['운동/피트니스', '요가/필라테스', '러닝', '수영/물놀이', '아웃도어', '재활/스트레칭'],
    body: { code: 'SIZE', values: ['스몰', '미디엄', '라지', '프리사이즈'] },
    materials: ['TPE', 'NBR', 'PVC', '천연고무', '실리콘', '스테인리스', '폴리에스터', '네오프렌'],
    extras: ['WEIGHT'],
  },
  ACCESSORY: {
    types: ['벨트', '스카프', '안경', '선글라스', '목걸이', '귀걸이', '반지', '팔찌', '헤어', '시계'],
    details: ['큐빅', '진주', '체인', '각인', '원터치', '자외선 차단'],
    body: { code: 'SIZE', values: ['프리사이즈', '스몰', '미디엄', '라지'] },
    materials: ['가죽', '금속', '실버', '골드', '스테인리스', '아세테이트', '실크', '울', '아크릴'],
  },
  FOOD: {
    types: ['분말', '바', '음료', '정제/캡슐', '젤리', '도시락/간편식', '스낵'],
    details: ['저당', '무설탕', '고단백', '저칼로리', '비건', '글루텐프리'],
    activities: ['운동 전', '운동 후', '식사 대용', '간식', '다이어트', '건강 관리'],
    body: { code: 'SIZE', values: ['1회분', '소용량', '중용량', '대용량'] },
    patterns: false,
    color: false,
    mood: false,
    materials: ['유청 단백질', '식물성 단백질', '곡물', '견과류', '과일', '채소', '유산균'],
  },
};

const EXTRA_VALUES: Record<
  Exclude<FilterMainCode, 'COLOR' | 'STYLE' | 'PURPOSE' | 'AGE_BODY' | 'PATTERN_MATERIAL'>,
  readonly string[]
> = {
  SHRINK: SHRINK_LEVELS,
  WEIGHT: ['매우 가벼움', '가벼움', '보통', '무거움'],
  CUSHION: ['없음', '약함', '보통', '강함'],
  HEEL_HEIGHT: ['플랫(1cm 미만)', '낮음(1~3cm)', '중간(3~5cm)', '높음(5~7cm)', '매우 높음(7cm 이상)'],
  HAT_DEPTH: ['얕음', '보통', '깊음'],
  BRIM_WIDTH: ['없음', '짧음', '보통', '김'],
};

const sub = (code: FilterSubCode, values: readonly string[]): FilterSubGroup => ({
  code,
  name: FILTER_SUB_NAMES[code],
  values,
});
const group = (code: FilterMainCode, subs: FilterSubGroup[]): FilterGroup => ({
  code,
  name: FILTER_MAIN_NAMES[code],
  subs,
});

function buildGroups(shape: CategoryFilterShape): readonly FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (shape.color !== false)
    groups.push(
      group('COLOR', [
        sub(
          'COLOR',
          COLORS.map((c) => c.name),
        ),
      ]),
    );
  const style: FilterSubGroup[] = [];
  if (shape.mood !== false) style.push(sub('MOOD', MOODS));
  if (shape.pad) style.push(sub('PAD', PADS));
  style.push(sub('TYPE', shape.types), sub('DETAIL', shape.details));
  if (shape.fit) style.push(sub('FIT', FITS));
  groups.push(group('STYLE', style));
  groups.push(group('PURPOSE', [sub('ACTIVITY', shape.activities ?? ACTIVITIES), sub('SEASON', SEASONS)]));
  groups.push(group('AGE_BODY', [sub('AGE', AGE_BANDS), sub(shape.body.code, shape.body.values)]));
  groups.push(
    group(
      'PATTERN_MATERIAL',
      shape.patterns === false
        ? [sub('MATERIAL', shape.materials)]
        : [sub('PATTERN', PATTERNS), sub('MATERIAL', shape.materials)],
    ),
  );
  for (const extra of shape.extras ?? []) {
    groups.push(group(extra, [sub('LEVEL', EXTRA_VALUES[extra as keyof typeof EXTRA_VALUES])]));
  }
  return groups;
}

/** Filter groups of every top category, in display order. */
export const FILTER_GROUPS: Readonly<Record<TopCategoryCode, readonly FilterGroup[]>> = Object.fromEntries(
  TOP_CATEGORY_CODES.map((code) => [code, buildGroups(SHAPES[code])]),
) as Record<TopCategoryCode, readonly FilterGroup[]>;

export function filterGroupsOf(category: string): readonly FilterGroup[] {
  return (FILTER_GROUPS as Record<string, readonly FilterGroup[]>)[category] ?? [];
}

/** One catalogue filter value as data rows: the unit loaded into the filters table. */
export interface FilterDef {
  readonly category: TopCategoryCode;
  readonly main: FilterMainCode;
  readonly sub: FilterSubCode;
  readonly value: string;
  /** Swatch of a colour value. */
  readonly hex: string | null;
  /** Position inside its attribute. */
  readonly position: number;
}

/** Every catalogue filter value of every top category, flattened (the seed of the filters table). */
export function allFilterDefs(): FilterDef[] {
  const defs: FilterDef[] = [];
  for (const category of TOP_CATEGORY_CODES) {
    for (const g of FILTER_GROUPS[category]) {
      for (const s of g.subs) {
        s.values.forEach((value, position) => {
          defs.push({
            category,
            main: g.code,
            sub: s.code,
            value,
            hex: g.code === 'COLOR' ? (colorHex(value) ?? null) : null,
            position,
          });
        });
      }
    }
  }
  return defs;
}

/** The 'main-sub-value' string a product carries for one filter (spec 01 §3). */
export function filterKey(main: string, sub: string, value: string): string {
  return `${main}-${sub}-${value}`;
}

/** Splits at the first two '-' (codes never contain one; a value may). */
export function parseFilterKey(key: string): { main: string; sub: string; value: string } | null {
  const first = key.indexOf('-');
  const second = first < 0 ? -1 : key.indexOf('-', first + 1);
  if (first <= 0 || second <= first + 1 || second === key.length - 1) return null;
  return { main: key.slice(0, first), sub: key.slice(first + 1, second), value: key.slice(second + 1) };
}

export function isFilterMainCode(code: string): code is FilterMainCode {
  return (FILTER_MAIN_CODES as readonly string[]).includes(code);
}

export function isFilterSubCode(code: string): code is FilterSubCode {
  return Object.hasOwn(FILTER_SUB_NAMES, code);
}

/** Korean label of a filter, e.g. '스타일 > 무드 > 캐주얼'. */
export function filterLabel(main: string, sub: string, value: string): string {
  const mainName = isFilterMainCode(main) ? FILTER_MAIN_NAMES[main] : main;
  const subName = isFilterSubCode(sub) ? FILTER_SUB_NAMES[sub] : sub;
  return sub === 'LEVEL' || sub === main ? `${mainName} > ${value}` : `${mainName} > ${subName} > ${value}`;
}
