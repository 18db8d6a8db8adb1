import { describe, expect, it } from 'vitest';
import {
  accessLogQuerySchema,
  isPersonalColumn,
  maskEntrance,
  maskName,
  maskPccc,
  maskPhone,
  orderColumns,
  orderExportQuerySchema,
  revealBodySchema,
  withinDownloadWindow,
  withPersonalData,
} from '../src/index.ts';

describe('masking (issue 34 §1)', () => {
  it('masks as the issue writes it', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPccc('P123456789012')).toBe('P**********12');
  });

  it('masks short and unusual values without showing them', () => {
    expect([maskName(''), maskName('홍'), maskName('홍길'), maskName('남궁민수')]).toEqual(['', '*', '홍*', '남**수']);
    expect([maskPhone(''), maskPhone('1234'), maskPhone('-'), maskPhone('02-123-4567')]).toEqual([
      '',
      '****',
      '****',
      '02-****-4567',
    ]);
    expect([maskPccc(null), maskPccc('P1'), maskPccc('')]).toEqual([null, '**', '']);
    expect([maskEntrance(''), maskEntrance('#1234')]).toEqual(['', '****']);
  });

  it('gives a masked value back unchanged (the cut-off stores masked values)', () => {
    for (const name of ['홍길동', 'John Smith', '홍길', '홍']) expect(maskName(maskName(name))).toBe(maskName(name));
    for (const phone of ['01012345678', '0212345678', '021234567', '123'])
      expect(maskPhone(maskPhone(phone))).toBe(maskPhone(phone));
    expect(maskPccc(maskPccc('P123456789012'))).toBe('P**********12');
  });

  it('puts revealed values back into a masked line', () => {
    const line = {
      pccc: 'P**********12',
      orderer: { name: '홍*동', contact: '010-****-5678' },
      recipient: {
        name: '김*수',
        phoneNumber: '010-****-1111',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '',
        entranceValue: '',
        message: '문 앞',
      },
    };
    const full = withPersonalData(line, {
      pccc: 'P123456789012',
      nameForPccc: '홍길동',
      orderer: { name: '홍길동', contact: '01012345678' },
      recipient: {
        name: '김철수',
        phoneNumber: '01022221111',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '101동 1203호',
        entranceValue: '#1234',
      },
    });
    expect(full).toEqual({
      pccc: 'P123456789012',
      orderer: { name: '홍길동', contact: '01012345678' },
      recipient: {
        name: '김철수',
        phoneNumber: '01022221111',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '101동 1203호',
        entranceValue: '#1234',
        message: '문 앞',
      },
    });
  });
});

describe('purposes and windows (issue 34 §2, §3)', () => {
  it('needs free text for OTHER, and a purpose for an export with personal columns', () => {
    expect(revealBodySchema.safeParse({ purpose: 'SHIPPING' }).success).toBe(true);
    expect(revealBodySchema.safeParse({}).success).toBe(false);
    expect(revealBodySchema.safeParse({ purpose: 'OTHER' }).success).toBe(false);
    expect(revealBodySchema.safeParse({ purpose: 'OTHER', purposeDetail: '택배사 문의' }).success).toBe(true);
    expect(revealBodySchema.safeParse({ purpose: 'SHIPPING', purposeDetail: 'x'.repeat(201) }).success).toBe(false);
    const search = { marketId: 1, screen: 'orderTotal' };
    expect(orderExportQuerySchema.safeParse(search).success).toBe(true);
    expect(orderExportQuerySchema.safeParse({ ...search, personal: 'full' }).success).toBe(false);
    expect(orderExportQuerySchema.safeParse({ ...search, personal: 'full', purpose: 'SHIPPING' }).success).toBe(true);
    expect(accessLogQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' }).success).toBe(false);
  });

  it('names the personal columns of every export', () => {
    const personal = orderColumns('orderTotal', 1)
      .filter((c) => isPersonalColumn(c.key))
      .map((c) => c.label);
    expect(personal).toEqual([
      '개인통관고유부호',
      '주문자명',
      '주문자 연락처',
      '수령인명',
      '수령인 연락처',
      '주소',
      '배송메모',
    ]);
  });

  it('ends downloads 90 days after payment', () => {
    const paid = new Date('2026-01-01T00:00:00Z');
    expect(withinDownloadWindow(paid, new Date('2026-03-31T23:59:59Z'))).toBe(true);
    expect(withinDownloadWindow(paid, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });
});
