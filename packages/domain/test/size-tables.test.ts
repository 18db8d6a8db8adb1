import { describe, expect, it } from 'vitest';
import { checkSizeTable, SIZE_CATEGORIES, sizeCategoryOfTable, sizeTableKinds } from '../src/index.ts';

describe('size table column kinds', () => {
  const gloves = SIZE_CATEGORIES.find((c) => c.measurements.some((m, i) => i > 0 && m.kind === 'text'))!;
  const numeric = SIZE_CATEGORIES.find(
    (c) => c.measurements.length > 2 && c.measurements.every((m, i) => i === 0 || m.kind === 'number'),
  )!;
  const of = (name: string, columns: string[]) => ({ categoryName: name, columns });

  it('takes the kinds of the size category of the same name and column count', () => {
    const columns = gloves.measurements.map((m) => m.name);
    expect(sizeCategoryOfTable(of(gloves.name, columns))).toBe(gloves);
    expect(sizeTableKinds(of(gloves.name, columns))).toEqual(gloves.measurements.map((m) => m.kind));
  });

  it('falls back to the size as text and cm numbers for an unknown name or another column count', () => {
    expect(sizeTableKinds(of('없는 분류', ['사이즈', '가슴', '허리']))).toEqual(['text', 'number', 'number']);
    const fewer = numeric.measurements.slice(0, 2).map((m) => m.name);
    expect(sizeCategoryOfTable(of(numeric.name, fewer))).toBeUndefined();
    expect(sizeTableKinds(of(numeric.name, fewer))).toEqual(['text', 'number']);
  });

  it('checks a saved table with those kinds when none are given', () => {
    const columns = gloves.measurements.map((m) => m.name);
    const textRow = gloves.measurements.map(() => '보통');
    expect(checkSizeTable({ ...of(gloves.name, columns), rows: [textRow] })).toBeNull();
    expect(checkSizeTable({ ...of('없는 분류', columns), rows: [textRow] })).toBe('product.sizeTableInvalid');
  });
});
