/** Product codes (spec 01 §3, §9): a fixed prefix plus a millisecond timestamp. */
export const PRODUCT_CODE_PREFIX = 'SF';

/** `SF` + yyyyMMddHHmmssSSS of the moment (Asia/Seoul), e.g. SF20261122143005123. */
export function generateProductCode(now: Date = new Date()): string {
  const seoul = new Date(now.getTime() + 9 * 3600_000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    PRODUCT_CODE_PREFIX +
    seoul.getUTCFullYear() +
    pad(seoul.getUTCMonth() + 1) +
    pad(seoul.getUTCDate()) +
    pad(seoul.getUTCHours()) +
    pad(seoul.getUTCMinutes()) +
    pad(seoul.getUTCSeconds()) +
    pad(seoul.getUTCMilliseconds(), 3)
  );
}

export const PRODUCT_CODE_PATTERN = /^[A-Z]{2}\d{17}$/;
export const isProductCode = (value: string) => PRODUCT_CODE_PATTERN.test(value);
