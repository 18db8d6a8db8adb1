import { describe, expect, it } from 'vitest';
import * as limits from '../src/limits.ts';
import { LIMITED_MESSAGES, messages } from '../src/messages.ts';

const LIMIT_VALUES = new Set<number>(Object.values(limits));

/** Every catalogue message with its dotted key. */
function entries(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The numbers a text writes (20,000 is one number). */
const numbersIn = (text: string) => (text.match(/\d[\d,]*\d|\d/g) ?? []).map((n) => Number(n.replaceAll(',', '')));

/** Messages whose numbers equal a limit's value by chance: each says what its number is instead. */
const NOT_LIMITS: Record<string, string> = {
  'search.dateOutOfRange': 'the calendar days of the date range',
  'paging.pageFromOne': 'the first page number',
  'password.notEncrypted': 'SHA-256 and base64, names of the scheme',
  'productManage.productCodesRequired': 'one product, the least a selection holds',
  'bundle.deliveryFeeRequired': 'one won, the least fee',
  'bundle.productRequired': 'one product, the least a selection holds',
  'product.option1First': 'the first option group’s position',
  'product.codeInvalid': 'the product code format (PRODUCT_CODE_PATTERN) and an example code',
  'catalog.filterNameRequired': 'one character, the shortest name',
  'platform.keyNameRequired': 'one character, the shortest name',
  'bundle.startUnreadable': 'an example date',
  'bundle.endUnreadable': 'an example date',
  'deadline.dateInvalid': 'an example date',
  'secondStep.alreadyOn': '2단계 인증, the name of two-step sign-in',
  'secondStep.needed': '2단계 인증, the name of two-step sign-in',
  'secondStep.requiredForRole': '2단계 인증, the name of two-step sign-in',
  'secondStep.setupFirst': '2단계 인증, the name of two-step sign-in',
  'secondStep.setupRequired': '2단계 인증, the name of two-step sign-in',
  'secondStep.turnOffConfirm': '2단계 인증, the name of two-step sign-in',
  'secondStep.turnedOff': '2단계 인증, the name of two-step sign-in',
  'secondStep.turnedOn': '2단계 인증, the name of two-step sign-in',
};

describe('limits are written once', () => {
  it('no message writes the number of a limit itself: it takes it from the constant', () => {
    const offenders = entries(messages).flatMap(([key, text]) => {
      if (key in NOT_LIMITS) return [];
      const filled = (LIMITED_MESSAGES.get(text) ?? []).map((v) => Number(String(v).replaceAll(',', '')));
      return numbersIn(text)
        .filter((n) => LIMIT_VALUES.has(n) && !filled.includes(n))
        .map((n) => `${key}: ${n} in '${text}'`);
    });
    expect(offenders).toEqual([]);
  });

  it('fills limited messages from the constants', () => {
    expect(messages.product.tagMax3).toBe(`태그는 최대 ${limits.MAX_TAGS}개까지 등록할 수 있습니다.`);
    expect(messages.model.limit).toContain(`${limits.MODEL_LIMIT}명`);
    expect(messages.guide.tooLong).toContain(limits.MARKET_GUIDE_MAX.toLocaleString('en-US'));
  });

  it('lists only real exceptions', () => {
    const keys = new Set(entries(messages).map(([key]) => key));
    for (const key of Object.keys(NOT_LIMITS)) expect(keys).toContain(key);
  });
});
