/**
 * Korean names of the payment codes the storefront records on an order (payment type and payment
 * gateway). A code without a name here is shown as it is, so a new code is never hidden.
 */
export const PAYMENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  CARD: '신용카드',
  BANK_TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  PHONE: '휴대폰 결제',
  KAKAO_PAY: '카카오페이',
  NAVER_PAY: '네이버페이',
  TOSS_PAY: '토스페이',
  PAYCO: '페이코',
};

export const PG_NAMES: Readonly<Record<string, string>> = {
  TOSS: '토스페이먼츠',
  KCP: 'NHN KCP',
  INICIS: 'KG이니시스',
  NICE: '나이스페이먼츠',
  KAKAO: '카카오페이',
  NAVER: '네이버페이',
};

const nameOf = (names: Readonly<Record<string, string>>, code: string | null | undefined) =>
  code ? (names[code.trim().toUpperCase()] ?? code) : code;

export const paymentTypeName = (code: string | null | undefined) => nameOf(PAYMENT_TYPE_NAMES, code);
export const pgName = (code: string | null | undefined) => nameOf(PG_NAMES, code);
