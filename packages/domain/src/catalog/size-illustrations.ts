import type { SizeCategory, SizeShape } from './size-categories.ts';

/**
 * Simple measuring diagrams of the size categories: an outline of the garment or good, numbered
 * dimension lines for the measurements the drawing knows, and a numbered legend of every
 * measurement. Pure string building (no I/O): `apps/web/scripts/size-illustrations.ts` writes the
 * results to `apps/web/public/size-illustrations/<code>.svg`, and a test checks they are current.
 * Not exported from the package index, so the web bundle does not carry it.
 */

type Line = readonly [x1: number, y1: number, x2: number, y2: number];

interface Drawing {
  /** Outline paths in a 200 x 200 box. */
  readonly paths: readonly string[];
  /** Where a measurement of that name is measured. */
  readonly lines: Readonly<Record<string, Line>>;
}

const TOP_LINES = {
  총길이: [150, 22, 150, 178],
  '어깨 너비': [62, 20, 138, 20],
  '가슴 단면': [62, 72, 138, 72],
  '밑단 단면': [62, 168, 138, 168],
  '상의 총길이': [150, 22, 150, 178],
} satisfies Record<string, Line>;

const tee: Drawing = {
  paths: [
    'M80 28 L62 32 L30 58 L44 80 L62 68 L62 178 L138 178 L138 68 L156 80 L170 58 L138 32 L120 28 Q100 44 80 28 Z',
  ],
  lines: { ...TOP_LINES, '소매 길이': [138, 32, 170, 58] },
};
const longSleeve: Drawing = {
  paths: [
    'M80 28 L62 32 L24 150 L42 156 L62 80 L62 178 L138 178 L138 80 L158 156 L176 150 L138 32 L120 28 Q100 44 80 28 Z',
  ],
  lines: { ...TOP_LINES, '소매 길이': [138, 32, 176, 150], 소매통: [24, 150, 42, 156] },
};
const hoodie: Drawing = {
  paths: [
    'M80 28 L62 32 L24 150 L42 156 L62 80 L62 178 L138 178 L138 80 L158 156 L176 150 L138 32 L120 28 Q100 44 80 28 Z',
    'M80 28 Q78 2 100 2 Q122 2 120 28',
  ],
  lines: { ...TOP_LINES, '소매 길이': [138, 32, 176, 150], '후드 높이': [100, 2, 100, 36] },
};
const shirt: Drawing = {
  paths: [...longSleeve.paths, 'M86 30 L100 48 L114 30', 'M100 48 L100 178'],
  lines: { ...longSleeve.lines, 목둘레: [86, 30, 114, 30] },
};
const jacket: Drawing = {
  paths: [...longSleeve.paths, 'M82 30 L100 96 L118 30', 'M100 96 L100 178'],
  lines: longSleeve.lines,
};
const coat: Drawing = {
  paths: [
    'M80 22 L60 28 L22 160 L40 166 L58 84 L54 194 L146 194 L142 84 L160 166 L178 160 L140 28 L120 22 L100 90 Z',
    'M100 90 L100 194',
  ],
  lines: {
    총길이: [156, 22, 156, 194],
    '어깨 너비': [60, 16, 140, 16],
    '가슴 단면': [58, 84, 142, 84],
    '소매 길이': [140, 28, 178, 160],
    '밑단 단면': [54, 188, 146, 188],
    소매통: [22, 160, 40, 166],
    '후드 높이': [100, 4, 100, 22],
  },
};
const sleeveless: Drawing = {
  paths: ['M78 20 L66 22 Q72 56 58 70 L58 178 L142 178 L142 70 Q128 56 134 22 L122 20 Q100 48 78 20 Z'],
  lines: {
    총길이: [150, 20, 150, 178],
    '가슴 단면': [58, 76, 142, 76],
    '밑단 단면': [58, 168, 142, 168],
    암홀: [134, 24, 142, 70],
    '어깨 너비': [66, 14, 134, 14],
  },
};
const vest: Drawing = {
  paths: [...sleeveless.paths, 'M84 24 L100 90 L116 24', 'M100 90 L100 178'],
  lines: sleeveless.lines,
};
const camisole: Drawing = {
  paths: ['M70 70 L70 30 M130 70 L130 30', 'M62 70 Q100 86 138 70 L142 170 L58 170 Z'],
  lines: {
    총길이: [150, 30, 150, 170],
    '가슴 단면': [62, 80, 138, 80],
    '밑단 단면': [58, 162, 142, 162],
    '어깨끈 길이': [130, 30, 130, 70],
    '허리 단면': [60, 120, 140, 120],
  },
};
const crop: Drawing = {
  paths: ['M70 60 L76 26 M130 60 L124 26', 'M60 60 Q100 80 140 60 L140 120 L60 120 Z'],
  lines: {
    총길이: [150, 26, 150, 120],
    '가슴 단면': [60, 72, 140, 72],
    '밑단 단면': [60, 114, 140, 114],
    '밑가슴 단면': [60, 114, 140, 114],
    '어깨끈 길이': [124, 26, 130, 60],
  },
};
const bra: Drawing = {
  paths: [
    'M20 96 L56 90 Q60 52 82 50 Q98 54 100 86 Q102 54 118 50 Q140 52 144 90 L180 96 L180 120 L20 120 Z',
    'M82 50 L78 22 M118 50 L122 22',
    'M180 98 L192 98 L192 118 L180 118',
  ],
  lines: {
    총길이: [20, 132, 180, 132],
    '날개 길이': [144, 140, 180, 140],
    '날개 높이': [172, 96, 172, 120],
    '컵 높이': [82, 50, 82, 116],
    '컵 너비': [56, 86, 100, 86],
    '후크 길이': [180, 110, 192, 110],
    '후크 높이': [196, 98, 196, 118],
    '가슴 단면': [20, 132, 180, 132],
    '어깨끈 길이': [118, 50, 122, 22],
  },
};
const panty: Drawing = {
  paths: ['M40 50 L160 50 Q150 110 112 150 L88 150 Q50 110 40 50 Z'],
  lines: {
    '허리 단면': [40, 42, 160, 42],
    '엉덩이 단면': [48, 80, 152, 80],
    '앞 길이': [100, 50, 100, 150],
    '뒤 길이': [30, 50, 70, 150],
    밑위: [100, 50, 100, 150],
  },
};
const boxer: Drawing = {
  paths: ['M40 40 L160 40 L168 140 L112 140 L100 100 L88 140 L32 140 Z'],
  lines: {
    '허리 단면': [40, 32, 160, 32],
    '엉덩이 단면': [36, 80, 164, 80],
    '허벅지 단면': [32, 132, 88, 132],
    총길이: [176, 40, 176, 140],
  },
};
const girdle: Drawing = {
  paths: ['M44 24 L156 24 L166 170 L108 170 L100 120 L92 170 L34 170 Z'],
  lines: {
    총길이: [176, 24, 176, 170],
    '허리 단면': [44, 34, 156, 34],
    '엉덩이 단면': [38, 90, 162, 90],
    '허벅지 단면': [34, 160, 92, 160],
  },
};
const set: Drawing = {
  paths: [
    'M20 50 L56 46 Q60 14 82 12 Q98 16 100 42 Q102 16 118 12 Q140 14 144 46 L180 50 L180 68 L20 68 Z',
    'M50 100 L150 100 Q142 150 112 180 L88 180 Q58 150 50 100 Z',
  ],
  lines: {
    '브라 총길이': [20, 76, 180, 76],
    '컵 높이': [82, 12, 82, 66],
    '컵 너비': [56, 42, 100, 42],
    '밑가슴 단면': [20, 76, 180, 76],
    '팬티 허리 단면': [50, 92, 150, 92],
    '팬티 엉덩이 단면': [56, 126, 144, 126],
  },
};
const corset: Drawing = {
  paths: ['M56 30 Q100 44 144 30 Q132 100 146 170 L54 170 Q68 100 56 30 Z', 'M100 38 L100 170'],
  lines: {
    총길이: [156, 30, 156, 170],
    '가슴 단면': [56, 42, 144, 42],
    '허리 단면': [66, 100, 134, 100],
    '밑단 단면': [54, 162, 146, 162],
    '후크 길이': [100, 38, 100, 170],
  },
};
const bodysuit: Drawing = {
  paths: [
    'M72 20 L72 50 M128 20 L128 50',
    'M60 50 Q100 66 140 50 Q130 100 140 130 L112 186 L88 186 L60 130 Q70 100 60 50 Z',
  ],
  lines: {
    총길이: [154, 20, 154, 186],
    '가슴 단면': [62, 60, 138, 60],
    '허리 단면': [66, 100, 134, 100],
    '엉덩이 단면': [60, 130, 140, 130],
    '어깨끈 길이': [128, 20, 128, 50],
  },
};
const slip: Drawing = {
  paths: ['M72 16 L72 46 M128 16 L128 46', 'M64 46 Q100 62 136 46 L128 96 L154 186 L46 186 L72 96 Z'],
  lines: {
    총길이: [164, 16, 164, 186],
    '가슴 단면': [64, 56, 136, 56],
    '허리 단면': [72, 96, 128, 96],
    '밑단 단면': [46, 178, 154, 178],
    '어깨끈 길이': [128, 16, 128, 46],
  },
};
const dress: Drawing = {
  paths: [
    'M82 14 L66 18 L40 70 L56 78 L68 58 L72 96 L46 190 L154 190 L128 96 L132 58 L144 78 L160 70 L134 18 L118 14 Q100 30 82 14 Z',
  ],
  lines: {
    총길이: [168, 14, 168, 190],
    '어깨 너비': [66, 8, 134, 8],
    '가슴 단면': [68, 60, 132, 60],
    '허리 단면': [72, 96, 128, 96],
    '소매 길이': [134, 18, 160, 70],
    '밑단 단면': [46, 182, 154, 182],
  },
};
const sleevelessDress: Drawing = {
  paths: ['M80 12 L68 14 Q74 44 66 58 L72 96 L46 190 L154 190 L128 96 L134 58 Q126 44 132 14 L120 12 Q100 36 80 12 Z'],
  lines: {
    총길이: [168, 12, 168, 190],
    '가슴 단면': [66, 62, 134, 62],
    '허리 단면': [72, 96, 128, 96],
    '밑단 단면': [46, 182, 154, 182],
    암홀: [132, 16, 134, 58],
  },
};
const jumpsuit: Drawing = {
  paths: [
    'M80 10 L68 12 Q74 40 64 54 L64 100 L60 190 L94 190 L100 120 L106 190 L140 190 L136 100 L136 54 Q126 40 132 12 L120 10 Q100 32 80 10 Z',
  ],
  lines: {
    총길이: [150, 10, 150, 190],
    '가슴 단면': [64, 60, 136, 60],
    '허리 단면': [64, 100, 136, 100],
    '엉덩이 단면': [62, 118, 138, 118],
    밑위: [100, 100, 100, 120],
    '밑단 단면': [60, 184, 94, 184],
  },
};
const pajama: Drawing = {
  paths: [
    'M48 12 L38 14 L14 72 L26 76 L38 50 L38 104 L82 104 L82 50 L94 76 L106 72 L82 14 L72 12 Q60 22 48 12 Z',
    'M120 60 L184 60 L188 190 L160 190 L152 100 L144 190 L116 190 Z',
  ],
  lines: {
    '상의 총길이': [30, 12, 30, 104],
    '어깨 너비': [38, 6, 82, 6],
    '가슴 단면': [38, 56, 82, 56],
    '소매 길이': [82, 14, 106, 72],
    '하의 총길이': [194, 60, 194, 190],
    '허리 단면': [120, 52, 184, 52],
    '엉덩이 단면': [118, 90, 186, 90],
    '밑단 단면': [116, 184, 144, 184],
  },
};
const robe: Drawing = {
  paths: [...coat.paths, 'M58 110 L142 110'],
  lines: { ...coat.lines, '허리끈 길이': [58, 110, 142, 110] },
};
const pants: Drawing = {
  paths: ['M58 14 L142 14 L150 190 L110 190 L100 70 L90 190 L50 190 Z'],
  lines: {
    총길이: [160, 14, 160, 190],
    '허리 단면': [58, 8, 142, 8],
    '엉덩이 단면': [54, 50, 146, 50],
    '허벅지 단면': [54, 80, 98, 80],
    밑위: [100, 14, 100, 70],
    '밑단 단면': [50, 184, 90, 184],
  },
};
const shorts: Drawing = {
  paths: ['M52 30 L148 30 L160 140 L110 140 L100 90 L90 140 L40 140 Z'],
  lines: {
    총길이: [170, 30, 170, 140],
    '허리 단면': [52, 22, 148, 22],
    '엉덩이 단면': [48, 70, 152, 70],
    '허벅지 단면': [42, 132, 90, 132],
    밑위: [100, 30, 100, 90],
  },
};
const stockings: Drawing = {
  paths: ['M66 10 L134 10 L136 60 L118 186 L104 186 L100 70 L96 186 L82 186 L64 60 Z'],
  lines: {
    총길이: [150, 10, 150, 186],
    '허리 단면': [66, 4, 134, 4],
    '엉덩이 단면': [64, 50, 136, 50],
    '허벅지 단면': [70, 90, 98, 90],
    '밑단 단면': [82, 180, 96, 180],
  },
};
const skirt: Drawing = {
  paths: ['M66 30 L134 30 L140 60 L164 170 L36 170 L60 60 Z'],
  lines: {
    총길이: [174, 30, 174, 170],
    '허리 단면': [66, 22, 134, 22],
    '엉덩이 단면': [58, 70, 142, 70],
    '밑단 단면': [36, 162, 164, 162],
    '속바지 길이': [100, 60, 100, 140],
  },
};
const bikini: Drawing = {
  paths: [
    'M40 60 Q60 20 96 56 M104 56 Q140 20 160 60 M40 60 L96 56 L104 56 L160 60',
    'M60 20 L72 4 M140 20 L128 4',
    'M50 110 L150 110 Q140 160 112 180 L88 180 Q60 160 50 110 Z',
  ],
  lines: {
    '상의 가슴 단면': [40, 74, 160, 74],
    '컵 높이': [68, 30, 68, 60],
    '컵 너비': [40, 66, 96, 66],
    '하의 허리 단면': [50, 102, 150, 102],
    '하의 엉덩이 단면': [56, 136, 144, 136],
  },
};
const swimsuit: Drawing = bodysuit;
const shoes: Drawing = {
  paths: ['M20 150 L20 100 Q24 80 60 82 L100 96 Q150 104 178 128 L180 150 Z', 'M20 150 L180 150 L180 158 L20 158 Z'],
  lines: {
    '전체 높이': [10, 80, 10, 158],
    '굽 높이': [24, 150, 24, 158],
    '발볼 너비': [100, 170, 160, 170],
    발길이: [20, 176, 180, 176],
  },
};
const boots: Drawing = {
  paths: ['M40 150 L40 20 L92 20 L96 100 Q150 104 178 128 L180 150 Z', 'M40 150 L180 150 L180 166 L40 166 Z'],
  lines: {
    '전체 높이': [28, 20, 28, 166],
    '굽 높이': [44, 150, 44, 166],
    '발볼 너비': [100, 178, 160, 178],
    '목 둘레': [40, 12, 92, 12],
  },
};
const sandals: Drawing = {
  paths: ['M20 140 L180 140 L180 152 L20 152 Z', 'M60 140 Q80 100 110 140 M120 140 Q140 106 160 140'],
  lines: { '굽 높이': [14, 140, 14, 152], '발볼 너비': [110, 162, 170, 162], 발길이: [20, 176, 180, 176] },
};
const bag: Drawing = {
  paths: ['M40 80 L160 80 L170 180 L30 180 Z', 'M70 80 Q100 10 130 80'],
  lines: {
    가로: [30, 190, 170, 190],
    세로: [180, 80, 180, 180],
    폭: [160, 80, 170, 90],
    '끈 길이': [100, 28, 100, 80],
  },
};
const backpack: Drawing = {
  paths: ['M50 40 Q100 10 150 40 L156 186 L44 186 Z', 'M66 110 L134 110 L134 160 L66 160 Z', 'M80 30 Q100 12 120 30'],
  lines: {
    가로: [44, 196, 156, 196],
    세로: [168, 30, 168, 186],
    폭: [150, 40, 156, 50],
    '어깨끈 길이': [28, 40, 28, 186],
  },
};
const clutch: Drawing = {
  paths: ['M30 70 L170 70 L170 150 L30 150 Z', 'M30 70 L100 116 L170 70'],
  lines: { 가로: [30, 162, 170, 162], 세로: [182, 70, 182, 150], 폭: [170, 70, 180, 80] },
};
const cap: Drawing = {
  paths: ['M40 120 Q40 40 110 40 Q160 44 160 120 Z', 'M150 120 L196 132 L150 136 Z'],
  lines: { '머리 둘레': [40, 128, 160, 128], '모자 깊이': [100, 40, 100, 120], '챙 길이': [160, 142, 196, 142] },
};
const bucketHat: Drawing = {
  paths: ['M60 120 Q62 50 100 48 Q138 50 140 120 Z', 'M20 140 L60 118 L140 118 L180 140 Z'],
  lines: { '머리 둘레': [60, 128, 140, 128], '모자 깊이': [100, 48, 100, 118], '챙 길이': [140, 150, 180, 150] },
};
const beanie: Drawing = {
  paths: ['M50 140 Q50 40 100 40 Q150 40 150 140 Z', 'M46 140 L154 140 L154 164 L46 164 Z'],
  lines: { '머리 둘레': [46, 174, 154, 174], '모자 깊이': [164, 40, 164, 164] },
};
const socks: Drawing = {
  paths: ['M70 10 L110 10 L110 130 Q110 150 150 150 Q176 152 176 172 Q176 190 150 190 L90 190 Q70 190 70 160 Z'],
  lines: {
    발길이: [70, 198, 176, 198],
    '목 길이': [60, 10, 60, 130],
    '발목 단면': [70, 4, 110, 4],
    총길이: [60, 10, 60, 190],
    '위 단면': [70, 4, 110, 4],
    '아래 단면': [70, 136, 110, 136],
  },
};
const mat: Drawing = {
  paths: ['M30 60 L150 60 L150 170 L30 170 Z', 'M150 60 Q180 60 180 90 Q180 120 150 120'],
  lines: { 가로: [30, 182, 150, 182], 세로: [20, 60, 20, 170], 두께: [150, 52, 180, 52] },
};
const box: Drawing = {
  paths: ['M40 80 L140 80 L140 180 L40 180 Z', 'M40 80 L70 50 L170 50 L140 80 M170 50 L170 150 L140 180'],
  lines: { 가로: [40, 190, 140, 190], 세로: [180, 60, 180, 160], 높이: [28, 80, 28, 180] },
};
const gloves: Drawing = {
  paths: [
    'M60 190 L60 90 L56 40 L70 40 L76 86 L80 20 L94 20 L96 84 L102 14 L116 14 L116 84 L124 26 L138 28 L134 94 L160 70 L170 80 L140 130 L140 190 Z',
  ],
  lines: { '손가락 길이': [108, 14, 108, 84], '손 너비': [60, 150, 140, 150] },
};
const belt: Drawing = {
  paths: ['M10 90 L170 90 L170 116 L10 116 Z', 'M170 84 L196 84 L196 122 L170 122 Z'],
  lines: {
    총길이: [10, 132, 196, 132],
    너비: [4, 90, 4, 116],
    '허리 단면': [10, 80, 170, 80],
    '가터 끈 길이': [160, 122, 160, 180],
  },
};
const scarf: Drawing = {
  paths: [
    'M30 40 L170 40 L170 160 L30 160 Z',
    'M30 160 L30 176 M50 160 L50 176 M70 160 L70 176 M90 160 L90 176 M110 160 L110 176 M130 160 L130 176 M150 160 L150 176 M170 160 L170 176',
  ],
  lines: { 가로: [30, 30, 170, 30], 세로: [182, 40, 182, 160] },
};
const eyewear: Drawing = {
  paths: [
    'M20 80 Q20 60 50 60 L80 60 Q90 60 90 80 L90 100 Q90 124 56 124 Q20 124 20 100 Z',
    'M110 80 Q110 60 120 60 L150 60 Q180 60 180 80 L180 100 Q180 124 144 124 Q110 124 110 100 Z',
    'M90 74 Q100 66 110 74',
    'M180 70 L198 70',
  ],
  lines: {
    '렌즈 가로': [20, 140, 90, 140],
    '렌즈 세로': [12, 60, 12, 124],
    브릿지: [90, 56, 110, 56],
    '다리 길이': [180, 60, 198, 60],
  },
};
const necklace: Drawing = {
  paths: ['M40 20 Q40 120 100 140 Q160 120 160 20', 'M88 140 L112 140 L100 176 Z'],
  lines: { 총길이: [30, 20, 30, 140], '펜던트 가로': [88, 186, 112, 186], '펜던트 세로': [124, 140, 124, 176] },
};
const earring: Drawing = {
  paths: ['M100 20 Q114 20 114 34 Q114 44 100 48', 'M100 48 L100 120', 'M84 120 L116 120 L100 170 Z'],
  lines: { 길이: [130, 20, 130, 170], 너비: [84, 184, 116, 184] },
};
const ring: Drawing = {
  paths: ['M100 40 A60 60 0 1 1 99.9 40 Z', 'M100 56 A44 44 0 1 0 100.1 56 Z'],
  lines: { 안지름: [56, 100, 144, 100], 두께: [100, 40, 100, 56] },
};
const bracelet: Drawing = {
  paths: ['M100 30 A70 60 0 1 1 99.9 30 Z', 'M100 44 A56 46 0 1 0 100.1 44 Z'],
  lines: { 둘레: [30, 160, 170, 160], 너비: [100, 30, 100, 44] },
};
const none: Drawing = {
  paths: ['M50 40 L150 40 L150 160 L50 160 Z', 'M70 80 L130 80 M70 100 L130 100 M70 120 L110 120'],
  lines: {},
};

const DRAWINGS: Record<SizeShape, Drawing> = {
  bra,
  panty,
  boxer,
  set,
  girdle,
  corset,
  bodysuit,
  camisole,
  slip,
  pajama,
  robe,
  socks,
  stockings,
  tee,
  longtee: longSleeve,
  sleeveless,
  crop,
  shirt,
  hoodie,
  jacket,
  coat,
  vest,
  dress,
  sleevelessdress: sleevelessDress,
  jumpsuit,
  pants,
  shorts,
  skirt,
  swimsuit,
  bikini,
  shoes,
  boots,
  sandals,
  bag,
  backpack,
  clutch,
  cap,
  buckethat: bucketHat,
  beanie,
  mat,
  box,
  gloves,
  belt,
  scarf,
  eyewear,
  necklace,
  earring,
  ring,
  bracelet,
  none,
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩';

/** The measuring diagram of one size category as a standalone SVG document. */
export function sizeIllustrationSvg(category: SizeCategory): string {
  const drawing = DRAWINGS[category.shape];
  const measures = category.measurements.slice(1);
  const height = Math.max(220, 60 + measures.length * 22);
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 ${height}" width="380" height="${height}" role="img" aria-label="${escapeXml(`${category.name} 사이즈 측정 위치`)}">`,
    `<title>${escapeXml(`${category.name} 사이즈 측정 위치`)}</title>`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    '<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="#d4380d"/></marker></defs>',
    `<g transform="translate(10 10)" fill="#f5f5f5" stroke="#595959" stroke-width="2" stroke-linejoin="round">`,
    ...drawing.paths.map((d) => `<path d="${d}"/>`),
    '</g>',
    '<g transform="translate(10 10)" stroke="#d4380d" stroke-width="1.5" stroke-dasharray="4 3" font-family="sans-serif" font-size="13" fill="#d4380d">',
  );
  measures.forEach((m, i) => {
    const line = drawing.lines[m.name];
    if (!line) return;
    const [x1, y1, x2, y2] = line;
    parts.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" marker-start="url(#a)" marker-end="url(#a)"/>`);
    parts.push(`<text x="${(x1 + x2) / 2 + 3}" y="${(y1 + y2) / 2 - 3}" stroke="none">${CIRCLED[i] ?? i + 1}</text>`);
  });
  parts.push('</g>');
  parts.push(
    `<g font-family="sans-serif" font-size="14" fill="#262626"><text x="230" y="30" font-weight="bold">${escapeXml(category.name)}</text>`,
  );
  if (measures.length === 0) parts.push('<text x="230" y="56">사이즈만 입력</text>');
  measures.forEach((m, i) => {
    const unit = m.unit ? ` (${m.unit})` : '';
    parts.push(`<text x="230" y="${56 + i * 22}">${CIRCLED[i] ?? i + 1} ${escapeXml(m.name)}${unit}</text>`);
  });
  parts.push('</g></svg>');
  return `${parts.join('\n')}\n`;
}

/** Measurement names a category lists that its drawing does not mark (shown in the legend only). */
export function unmarkedMeasurements(category: SizeCategory): string[] {
  const drawing = DRAWINGS[category.shape];
  return category.measurements
    .slice(1)
    .filter((m) => !drawing.lines[m.name])
    .map((m) => m.name);
}
