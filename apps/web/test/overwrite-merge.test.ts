import { labels, message } from '@seller/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '../src/lib/dialog.ts';
import { type MergeField, mergeMine, propField, sameValue } from '../src/lib/overwrite.ts';

/** The merge behind 덮어쓰기 (issue 35 §4): this seller's changes since the load, on the newest version. */
interface Product {
  name: string;
  price: number;
  stocks: Record<string, number>;
}

const fields: MergeField<Product>[] = [
  propField<Product, 'name'>('name', '상품명'),
  propField<Product, 'price'>('price', '판매가', (v) => `${v}원`),
  propField<Product, 'stocks'>('stocks', '재고'),
];
const base: Product = { name: '브라', price: 67_700, stocks: { S: 22, M: 10 } };

describe('overwrite: my changes win, theirs stay', () => {
  afterEach(() => vi.restoreAllMocks());
  const answer = (choice: Awaited<ReturnType<typeof dialog.choose>>) =>
    vi.spyOn(dialog, 'choose').mockResolvedValue(choice);

  it('keeps the other person’s changes to fields this seller never touched', async () => {
    const asked = answer('ok');
    const mine = { ...base, name: '브라 (리뉴얼)' };
    const theirs = { ...base, price: 70_000, stocks: { S: 77, M: 10 } };
    expect(await mergeMine(base, mine, theirs, fields)).toEqual({
      name: '브라 (리뉴얼)',
      price: 70_000,
      stocks: { S: 77, M: 10 },
    });
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks about a field both changed, naming it and both values; the answer decides', async () => {
    const mine = { ...base, price: 65_000 };
    const theirs = { ...base, price: 70_000, name: '새 이름' };
    const asked = answer('ok');
    expect(await mergeMine(base, mine, theirs, fields)).toEqual({ ...theirs, price: 65_000 });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]![0]).toBe(
      message('common.overwriteConflict', { field: '판매가', theirs: '70000원', mine: '65000원' }),
    );
    expect(asked.mock.calls[0]![1]).toMatchObject({ title: labels.common.conflictOf('판매가') });

    answer('other');
    expect(await mergeMine(base, mine, theirs, fields)).toEqual(theirs);
    answer('cancel');
    expect(await mergeMine(base, mine, theirs, fields)).toBeNull();
  });

  it('does not ask when both made the same change, or when only this seller changed it', async () => {
    const asked = answer('other');
    const same = { ...base, price: 70_000 };
    expect(await mergeMine(base, same, same, fields)).toEqual(same);
    const mine = { ...base, stocks: { S: 5, M: 10 } };
    expect(await mergeMine(base, mine, base, fields)).toEqual(mine);
    expect(asked).not.toHaveBeenCalled();
  });

  it('compares values as data: key order and absent keys do not count as changes', async () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, [1])).toBe(false);
    const asked = answer('ok');
    const reordered = { ...base, stocks: { M: 10, S: 22 } };
    expect(await mergeMine(base, reordered, { ...base, stocks: { S: 30, M: 10 } }, fields)).toEqual({
      ...base,
      stocks: { S: 30, M: 10 },
    });
    expect(asked).not.toHaveBeenCalled();
  });
});
