import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  COLORS,
  FILTER_GROUPS,
  NONE_SIZE_CATEGORY,
  SIZE_CATEGORIES,
  SIZE_CATEGORY_MAP,
  SIZE_COLUMN,
  TOP_CATEGORIES,
  TOP_CATEGORY_CODES,
  allFilterDefs,
  categoryKey,
  categoryLabel,
  filterGroupsOf,
  filterKey,
  filterLabel,
  findSizeCategory,
  findSubCategory,
  parseCategoryKey,
  parseFilterKey,
  sizeCategoriesOfTop,
  sizeCategoryOf,
  sizeTemplate,
} from '../src/index.ts';

describe('top categories', () => {
  it('are the 21 of the spec, in its order', () => {
    expect(TOP_CATEGORIES.map((t) => t.name)).toEqual([
      '브라',
      '팬티',
      '속옷 세트',
      '이벤트 속옷',
      '보정 속옷',
      '이너웨어',
      '잠옷/홈웨어',
      '기타',
      '아우터',
      '원피스',
      '상하의 세트',
      '상의',
      '하의',
      '스커트',
      '수영복',
      '신발',
      '가방',
      '모자',
      '용품/장비',
      '패션잡화',
      '식품',
    ]);
    expect(TOP_CATEGORIES.map((t) => t.code)).toEqual([...TOP_CATEGORY_CODES]);
  });

  it('each have sub categories, with unique codes and names, and codes without a hyphen', () => {
    for (const top of TOP_CATEGORIES) {
      expect(top.subs.length, top.code).toBeGreaterThanOrEqual(5);
      expect(new Set(top.subs.map((s) => s.code)).size).toBe(top.subs.length);
      expect(new Set(top.subs.map((s) => s.name)).size).toBe(top.subs.length);
      for (const code of [top.code, ...top.subs.map((s) => s.code)]) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      for (const name of [top.name, ...top.subs.map((s) => s.name)]) expect(name.trim()).not.toBe('');
    }
  });

  it('give bra cups A to H-or-more and the tops of the spec', () => {
    const bra = TOP_CATEGORIES.find((t) => t.code === 'BRA')!;
    expect(bra.subs.slice(0, 8).map((s) => s.name)).toEqual([
      'A컵',
      'B컵',
      'C컵',
      'D컵',
      'E컵',
      'F컵',
      'G컵',
      'H컵 이상',
    ]);
    const top = TOP_CATEGORIES.find((t) => t.code === 'TOP')!;
    expect(top.subs.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        '반팔 티셔츠',
        '긴팔 티셔츠',
        '민소매',
        '크롭/탱크탑',
        '폴로/카라',
        '니트',
        '후드',
        '맨투맨',
        '자켓',
      ]),
    );
  });

  it.each([
    ['TOP', 'KNIT', 'TOP-KNIT', '상의 > 니트'],
    ['BRA', 'H_CUP_PLUS', 'BRA-H_CUP_PLUS', '브라 > H컵 이상'],
  ])('%s/%s is the string %s and reads %s', (main, sub, key, label) => {
    expect(categoryKey(main, sub)).toBe(key);
    expect(parseCategoryKey(key)).toEqual({ main, sub });
    expect(categoryLabel(main, sub)).toBe(label);
    expect(findSubCategory(main, sub)).toBeDefined();
  });

  it.each(['', 'TOP', '-KNIT', 'TOP-'])('%j is not a category string', (key) => {
    expect(parseCategoryKey(key)).toBeNull();
  });
});

describe('filters', () => {
  it('have 21 named colours with distinct valid hex values', () => {
    expect(COLORS).toHaveLength(21);
    expect(new Set(COLORS.map((c) => c.name)).size).toBe(21);
    expect(new Set(COLORS.map((c) => c.hex)).size).toBe(21);
    for (const c of COLORS) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('give every top category style, purpose, age/body and pattern/material; every garment and good also colour', () => {
    for (const code of TOP_CATEGORY_CODES) {
      const names = filterGroupsOf(code).map((g) => g.name);
      expect(names, code).toEqual(expect.arrayContaining(['스타일', '용도', '연령/체형', '패턴/소재']));
      if (code !== 'FOOD') expect(names[0], code).toBe('색상');
      for (const group of filterGroupsOf(code)) {
        expect(group.subs.length, `${code} ${group.code}`).toBeGreaterThan(0);
        for (const sub of group.subs) {
          expect(sub.values.length, `${code} ${group.code} ${sub.code}`).toBeGreaterThan(0);
          expect(new Set(sub.values).size, `${code} ${group.code} ${sub.code}`).toBe(sub.values.length);
        }
      }
    }
  });

  it('split style into mood, pad, type, detail and fit where they apply', () => {
    const style = (code: string) =>
      filterGroupsOf(code)
        .find((g) => g.code === 'STYLE')!
        .subs.map((s) => s.name);
    expect(style('BRA')).toEqual(['무드', '패드', '타입', '디테일']);
    expect(style('SWIMWEAR')).toEqual(['무드', '패드', '타입', '디테일', '핏']);
    expect(style('TOP')).toEqual(['무드', '타입', '디테일', '핏']);
    expect(
      filterGroupsOf('TOP')
        .find((g) => g.code === 'PURPOSE')!
        .subs.map((s) => s.name),
    ).toEqual(['활동', '시즌']);
  });

  it('have the ten age bands and body or size', () => {
    expect(AGE_BANDS).toEqual([
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
    ]);
    const ageBody = (code: string) =>
      filterGroupsOf(code)
        .find((g) => g.code === 'AGE_BODY')!
        .subs.map((s) => s.name);
    expect(ageBody('TOP')).toEqual(['연령', '체형']);
    expect(ageBody('SHOES')).toEqual(['연령', '사이즈']);
  });

  it.each([
    ['BRA', ['수축성']],
    ['TOP', ['수축성']],
    ['SHOES', ['무게', '쿠션', '굽 높이']],
    ['HAT', ['모자 깊이', '챙 길이']],
    ['BAG', ['무게']],
    ['FOOD', []],
  ])('%s adds the extra groups %j', (code, extras) => {
    const names = filterGroupsOf(code).map((g) => g.name);
    expect(names.slice(names.indexOf('패턴/소재') + 1)).toEqual(extras);
  });

  it('grade shrink-ability in five levels from none to yes', () => {
    const shrink = filterGroupsOf('TOP').find((g) => g.code === 'SHRINK')!;
    expect(shrink.subs[0]!.values).toEqual(['없음', '거의 없음', '보통', '약간 있음', '있음']);
  });

  it('flatten into rows with a swatch on colours only, unique per category', () => {
    const defs = allFilterDefs();
    const keys = defs.map((d) => `${d.category}|${d.main}|${d.sub}|${d.value}`);
    expect(new Set(keys).size).toBe(defs.length);
    for (const d of defs) expect(d.hex !== null).toBe(d.main === 'COLOR');
    expect(Object.keys(FILTER_GROUPS)).toEqual([...TOP_CATEGORY_CODES]);
  });

  it.each([
    ['STYLE', 'MOOD', '캐주얼', 'STYLE-MOOD-캐주얼', '스타일 > 무드 > 캐주얼'],
    ['HEEL_HEIGHT', 'LEVEL', '낮음(1~3cm)', 'HEEL_HEIGHT-LEVEL-낮음(1~3cm)', '굽 높이 > 낮음(1~3cm)'],
    ['STYLE', 'TYPE', '티-셔츠', 'STYLE-TYPE-티-셔츠', '스타일 > 타입 > 티-셔츠'],
  ])('%s/%s/%s is the string %s and reads %s', (main, sub, value, key, label) => {
    expect(filterKey(main, sub, value)).toBe(key);
    expect(parseFilterKey(key)).toEqual({ main, sub, value });
    expect(filterLabel(main, sub, value)).toBe(label);
  });

  it.each(['', 'STYLE', 'STYLE-MOOD', 'STYLE-MOOD-', '-MOOD-x', 'STYLE--x'])('%j is not a filter string', (key) => {
    expect(parseFilterKey(key)).toBeNull();
  });
});

describe('size categories', () => {
  it('are about 60 with unique codes and names, plus none', () => {
    expect(SIZE_CATEGORIES.length).toBeGreaterThanOrEqual(55);
    expect(SIZE_CATEGORIES.length).toBeLessThanOrEqual(70);
    expect(new Set(SIZE_CATEGORIES.map((c) => c.code)).size).toBe(SIZE_CATEGORIES.length);
    expect(new Set(SIZE_CATEGORIES.map((c) => c.name)).size).toBe(SIZE_CATEGORIES.length);
    expect(findSizeCategory(NONE_SIZE_CATEGORY)!.measurements.map((m) => m.name)).toEqual([SIZE_COLUMN]);
  });

  it('have templates that start with the size as text, then numbers in cm defaulting to 0 (gloves: text)', () => {
    for (const category of SIZE_CATEGORIES) {
      const template = sizeTemplate(category);
      expect(template.categoryName).toBe(category.name);
      expect(template.columns[0]).toBe(SIZE_COLUMN);
      expect(template.columns).toEqual(category.measurements.map((m) => m.name));
      expect(new Set(template.columns).size).toBe(template.columns.length);
      expect(template.rows).toHaveLength(1);
      const [row] = template.rows;
      expect(row![0]).toBe('');
      for (let i = 1; i < category.measurements.length; i++) {
        const m = category.measurements[i]!;
        if (category.code === 'GLOVES') {
          expect(m).toEqual({ name: m.name, kind: 'text', unit: null });
          expect(row![i]).toBe('');
        } else {
          expect(m.kind, `${category.code} ${m.name}`).toBe('number');
          expect(m.unit).toBe('cm');
          expect(row![i]).toBe(0);
        }
      }
      expect(category.illustrationUrl).toBe(`/size-illustrations/${category.code}.svg`);
    }
  });

  it.each([
    ['BRA', ['사이즈', '총길이', '날개 길이', '날개 높이', '컵 높이', '컵 너비', '후크 길이', '후크 높이']],
    ['SHOES', ['사이즈', '전체 높이', '굽 높이', '발볼 너비']],
    ['GLOVES', ['사이즈', '손가락 길이', '손 너비']],
  ])('%s measures %j', (code, columns) => {
    expect(sizeTemplate(findSizeCategory(code)!).columns).toEqual(columns);
  });

  it('map every (top, sub) pair of the tree, and only those, to an existing size category', () => {
    expect(Object.keys(SIZE_CATEGORY_MAP)).toEqual([...TOP_CATEGORY_CODES]);
    for (const top of TOP_CATEGORIES) {
      expect(Object.keys(SIZE_CATEGORY_MAP[top.code]).sort()).toEqual(top.subs.map((s) => s.code).sort());
      for (const sub of top.subs) expect(sizeCategoryOf(top.code, sub.code), `${top.code}-${sub.code}`).toBeDefined();
    }
  });

  it('use every size category somewhere', () => {
    const used = new Set(Object.values(SIZE_CATEGORY_MAP).flatMap((subs) => Object.values(subs)));
    expect(SIZE_CATEGORIES.filter((c) => !used.has(c.code)).map((c) => c.code)).toEqual([]);
  });

  it.each([
    ['TOP', 'KNIT', 'KNIT'],
    ['BAG', 'BACKPACK', 'BACKPACK'],
    ['BRA', 'D_CUP', 'BRA'],
    ['SHOES', 'HEELS', 'SHOES'],
    ['GEAR', 'YOGA_MAT', 'MAT'],
    ['GEAR', 'GLOVES', 'GLOVES'],
    ['FOOD', 'SNACK', NONE_SIZE_CATEGORY],
    ['BRA', 'NUBRA', NONE_SIZE_CATEGORY],
  ])('%s-%s uses %s', (main, sub, code) => {
    expect(sizeCategoryOf(main, sub)!.code).toBe(code);
  });

  it('answer nothing for an unknown pair, and the size categories of a top in first-use order', () => {
    expect(sizeCategoryOf('TOP', 'A_CUP')).toBeUndefined();
    expect(sizeCategoryOf('NOPE', 'KNIT')).toBeUndefined();
    expect(sizeCategoriesOfTop('SHOES').map((c) => c.code)).toEqual(['SHOES', 'BOOTS', 'SANDALS']);
    expect(sizeCategoriesOfTop('NOPE')).toEqual([]);
  });
});
