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

/**
 * Codes the server accepts (spec 01 §9: "fixed prefix plus millisecond timestamp"): a prefix of 1–10
 * letters and 13–17 digits, so epoch milliseconds (`SF1732345678901`) work as well as our Seoul
 * `yyyyMMddHHmmssSSS` (`SF20261122143005123`). A code is unique across all markets.
 */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z]{1,10}\d{13,17}$/;
export const isProductCode = (value: string) => PRODUCT_CODE_PATTERN.test(value);
export const PRODUCT_CODE_TEXT =
  'product code: a prefix of 1–10 letters plus a 13–17 digit millisecond timestamp (epoch ms or yyyyMMddHHmmssSSS), unique';
