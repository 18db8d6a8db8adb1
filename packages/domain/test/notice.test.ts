import { describe, expect, it } from 'vitest';
import {
  checkNotice,
  DETAIL_REFERENCE,
  kcRequirementOf,
  message,
  NOTICE_COLUMN_KEYS,
  NOTICE_EXTRA_KEYS,
  NOTICE_GROUP_BY_TOP,
  NOTICE_GROUP_INFO,
  noticeGroupOf,
  noticeValuesOf,
  splitNoticeValues,
  TOP_CATEGORY_CODES,
  type NoticeValues,
} from '../src/index.ts';

const noKc = { kcKind: null, kcNumber: '', kcAgency: '' };

/** Every item of a group filled with a plain value. */
const filled = (group: keyof typeof NOTICE_GROUP_INFO): NoticeValues =>
  Object.fromEntries(NOTICE_GROUP_INFO[group].fields.map((f) => [f.key, `${f.label} 값`]));

describe('product information notice (상품정보제공고시)', () => {
  it('maps every one of the 21 top categories to a group, food included', () => {
    expect(TOP_CATEGORY_CODES).toHaveLength(21);
    for (const top of TOP_CATEGORY_CODES) expect(noticeGroupOf(top)?.fields.length).toBeGreaterThan(0);
    expect(NOTICE_GROUP_BY_TOP.FOOD).toBe('GENERAL_FOOD');
    expect(NOTICE_GROUP_BY_TOP.BRA).toBe('WEAR');
    expect(NOTICE_GROUP_BY_TOP.SHOES).toBe('SHOES');
    expect(NOTICE_GROUP_BY_TOP.BAG).toBe('BAG');
    expect(NOTICE_GROUP_BY_TOP.HAT).toBe('FASHION_ITEMS');
    expect(noticeGroupOf('NOPE')).toBeNull();
  });

  it('lists the clothing items the notice names, in its order', () => {
    expect(NOTICE_GROUP_INFO.WEAR.fields.map((f) => f.label)).toEqual([
      '제품 소재(혼용률)',
      '색상',
      '치수',
      '제조자/수입자',
      '제조국',
      '세탁방법 및 취급시 주의사항',
      '제조연월',
      '품질보증기준',
      'A/S 책임자와 전화번호',
    ]);
  });

  it('uses only known keys, each once per group', () => {
    const known = new Set<string>([...NOTICE_COLUMN_KEYS, ...NOTICE_EXTRA_KEYS]);
    for (const info of Object.values(NOTICE_GROUP_INFO)) {
      const keys = info.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(known.has(key)).toBe(true);
    }
  });

  it('checks items in order: required, 상품상세 참조 only where allowed, length', () => {
    const wear = NOTICE_GROUP_INFO.WEAR;
    expect(checkNotice(wear, filled('WEAR'), noKc, 'none')).toBeNull();
    const first = checkNotice(wear, {}, noKc, 'none');
    expect(first).toMatchObject({ key: 'product.noticeRequired', field: 'material' });
    expect(message(first!.key, first!.params)).toBe('상품정보제공고시의 제품 소재(혼용률)을(를) 입력해주세요.');
    // colour may point to the detail page, the maker may not
    expect(checkNotice(wear, { ...filled('WEAR'), color: DETAIL_REFERENCE }, noKc, 'none')).toBeNull();
    expect(checkNotice(wear, { ...filled('WEAR'), factory: DETAIL_REFERENCE }, noKc, 'none')).toMatchObject({
      key: 'product.noticeNoReference',
      field: 'factory',
    });
    expect(checkNotice(wear, { ...filled('WEAR'), country: 'x'.repeat(51) }, noKc, 'none')).toMatchObject({
      key: 'product.noticeTooLong',
      field: 'country',
    });
    // an optional item may stay empty
    const shoes = { ...filled('SHOES'), heelHeight: '' };
    expect(checkNotice(NOTICE_GROUP_INFO.SHOES, shoes, noKc, 'none')).toBeNull();
  });

  it('asks for KC where the law does: a kind, then number and agency for a certification', () => {
    expect(kcRequirementOf('FOOD')).toBe('none');
    expect(kcRequirementOf('TOP')).toBe('declare');
    expect(kcRequirementOf('TOP', ['10대 초반'])).toBe('certify');
    const wear = NOTICE_GROUP_INFO.WEAR;
    const values = filled('WEAR');
    expect(checkNotice(wear, values, noKc, 'declare')?.key).toBe('product.kcKindRequired');
    expect(checkNotice(wear, values, { ...noKc, kcKind: 'NOT_APPLICABLE' }, 'declare')).toBeNull();
    expect(checkNotice(wear, values, { ...noKc, kcKind: 'NOT_APPLICABLE' }, 'certify')?.key).toBe('product.kcChildren');
    expect(checkNotice(wear, values, { ...noKc, kcKind: 'SUPPLIER_CONFORMITY' }, 'certify')?.key).toBe(
      'product.kcNumberRequired',
    );
    expect(
      checkNotice(wear, values, { kcKind: 'KC_CERTIFICATION', kcNumber: 'CB061R1234-5001', kcAgency: '' }, 'certify')
        ?.key,
    ).toBe('product.kcAgencyRequired');
    expect(checkNotice(wear, values, { ...noKc, kcKind: 'PURCHASE_AGENCY' }, 'certify')).toBeNull();
  });

  it('joins and splits the spec fields and the notice object', () => {
    const values = noticeValuesOf({ material: '면 100%', country: '대한민국', notice: { color: '블랙' } });
    expect(values).toEqual({ material: '면 100%', country: '대한민국', color: '블랙' });
    expect(splitNoticeValues({ ...values, size: '' })).toEqual({
      columns: { material: '면 100%', country: '대한민국' },
      notice: { color: '블랙' },
    });
  });
});
