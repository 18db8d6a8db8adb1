import {
  CARRIERS as CARRIERS_ALL,
  cartDeliveryFee,
  DISPATCH_DAYS,
  dispatchDeadline,
  STATUS_TIME_FIELD,
  type FeeRule,
  type OrderStatus,
} from '@seller/domain';
import type { orders } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type NewOrder = typeof orders.$inferInsert;

/** The statuses an order passed through to reach each status, starting at PAID. */
export const STATUS_PATHS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  PAID: ['PAID'],
  PACKAGING: ['PAID', 'PACKAGING'],
  TRANSIT: ['PAID', 'PACKAGING', 'TRANSIT'],
  DELIVERED: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED'],
  CONFIRMED: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'CONFIRMED'],
  CANCELING1: ['PAID', 'CANCELING1'],
  CANCELING2: ['PAID', 'CANCELING1', 'CANCELING2'],
  CANCELLED: ['PAID', 'CANCELING1', 'CANCELING2', 'CANCELLED'],
  EXCHANGING1: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'EXCHANGING1'],
  EXCHANGING2: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'EXCHANGING1', 'EXCHANGING2'],
  EXCHANGED: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'EXCHANGING1', 'EXCHANGING2', 'EXCHANGED'],
  REFUNDING1: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'REFUNDING1'],
  REFUNDING2: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'REFUNDING1', 'REFUNDING2'],
  REFUNDED: ['PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED', 'REFUNDING1', 'REFUNDING2', 'REFUNDED'],
};

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
/**
 * The demo's buyers are visibly fictitious (issue 34 §6): given names that say so, phone numbers in
 * 010-00xx (never assigned to a subscriber) and streets of a 가상구. As many entries as before, so
 * the seeded orders draw the same numbers.
 */
const GIVEN = [
  '테스트',
  '샘플',
  '예시',
  '데모',
  '가상',
  '견본',
  '모의',
  '시험',
  '임시',
  '본보기',
  '연습',
  '더미',
  '표본',
  '보기',
];
const PRODUCTS = [
  ['노와이어 심리스 브라', '75B / 스킨'],
  ['레이스 브라 팬티 세트', '80C / 블랙'],
  ['요가 레깅스 9부', 'M / 차콜'],
  ['크롭 스포츠 탑', 'S / 화이트'],
  ['면 드로즈 3종 세트', 'L / 멀티'],
  ['오버핏 후드 티셔츠', 'FREE / 그레이'],
  ['데일리 러닝화', '245 / 베이지'],
  ['린넨 와이드 팬츠', 'M / 아이보리'],
  ['쿨링 수면 파자마', 'L / 네이비'],
  ['플리츠 미니 스커트', 'S / 블랙'],
] as const;
const STREETS = [
  '서울특별시 가상구 예시로 152',
  '서울특별시 가상구 샘플대로 396',
  '경기도 데모시 가상구 테스트로 235',
  '부산광역시 가상구 예시중앙로 97',
  '제주특별자치도 데모시 견본로 242',
  '인천광역시 가상구 모의로 32',
];
const CARRIERS = CARRIERS_ALL.slice(0, 5);
const REASONS: Partial<Record<OrderStatus, [string, string]>> = {
  CANCELING1: ['단순 변심', '다른 상품으로 다시 주문하려고 합니다.'],
  EXCHANGING1: ['사이즈 교환', '한 사이즈 큰 것으로 교환 원합니다.'],
  REFUNDING1: ['상품 불량', '봉제선이 뜯어져 있습니다.'],
};
const MEMOS = ['부재 시 문 앞에 놓아주세요.', '배송 전 연락 바랍니다.', '경비실에 맡겨주세요.', ''];

const HOUR = 3_600_000;

export const phone = (random: Random) => `01000${random.int(10, 99)}${random.int(1000, 9999)}`;

/** One order that reached `status`, paid at `paidAt`, with the timestamps of its whole path. */
/** The demo storefront's delivery rule: free from 50,000원, else 3,000원 (computed by the domain's cart rule). */
const DEMO_FEE_RULE: FeeRule = { feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 50_000 };

export function makeOrder(
  random: Random,
  marketId: number,
  code: string,
  status: OrderStatus,
  paidAt: Date,
  now: Date,
): { order: NewOrder; path: { status: OrderStatus; at: Date }[] } {
  const [productName, options] = random.pick(PRODUCTS);
  const name = random.pick(FAMILY) + random.pick(GIVEN);
  const recipient = random.chance(0.8) ? name : random.pick(FAMILY) + random.pick(GIVEN);
  const count = random.int(1, 3);
  const unitPrice = random.int(19, 89) * 1000 - 100;
  const order: NewOrder = {
    marketId,
    code,
    status,
    productCode: `P${1000 + PRODUCTS.findIndex((p) => p[0] === productName)}`,
    productName,
    productOptions: options,
    productCount: count,
    productPrice: unitPrice * count,
    couponDiscountPrice: random.chance(0.3) ? random.pick([1000, 2000, 3000, 5000]) : 0,
    deliveryFee: cartDeliveryFee(DEMO_FEE_RULE, [{ price: unitPrice, quantity: count }]).fee,
    pccc: null,
    nameForPccc: null,
    ordererName: name,
    ordererContact: phone(random),
    recipientName: recipient,
    recipientContact: phone(random),
    postcode: String(random.int(10000, 63999)).padStart(5, '0'),
    address1: random.pick(STREETS),
    address2: `${random.int(101, 120)}동 ${random.int(101, 2505)}호`,
    deliveryMessage: random.pick(MEMOS),
    entranceType: random.pick(['공동현관 비밀번호', '자유출입', '']),
    entranceValue: '',
    gift: random.chance(0.1) ? ['사은품 파우치'] : [],
    paymentType: random.pick(['CARD', 'CARD', 'BANK_TRANSFER', 'KAKAO_PAY', 'NAVER_PAY']),
    pgType: random.pick(['TOSS', 'KCP', 'INICIS']),
    receiptUrl: `https://pay.example.com/receipt/${code}`,
    paidAt,
    // The default setting's deadline (no demo market has days off), as the platform intake sets it.
    dispatchDue: dispatchDeadline(paidAt, DISPATCH_DAYS.default),
  };
  if (order.entranceType === '공동현관 비밀번호') order.entranceValue = `#${random.int(1000, 9999)}`;
  const steps = STATUS_PATHS[status] ?? ['PAID'];
  const path: { status: OrderStatus; at: Date }[] = [];
  let at = paidAt;
  for (const step of steps) {
    if (step !== 'PAID') at = new Date(Math.min(at.getTime() + random.int(2, 40) * HOUR, now.getTime()));
    path.push({ status: step, at });
    const column = (STATUS_TIME_FIELD as Partial<Record<OrderStatus, keyof NewOrder>>)[step];
    if (column) (order as Record<string, unknown>)[column] = at;
    const reason = REASONS[step];
    if (reason) [order.reason, order.detailReason] = reason;
  }
  if (steps.includes('TRANSIT')) {
    order.deliveryType = '택배';
    order.deliveryName = random.pick(CARRIERS);
    order.deliveryCode = String(random.int(100000, 999999)) + String(random.int(100000, 999999));
  }
  if (steps.includes('REFUNDING1')) order.cancelWithDeliveryFee = random.chance(0.5);
  return { order, path };
}
