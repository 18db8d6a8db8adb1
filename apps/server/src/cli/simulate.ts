/**
 * The storefront simulator: fictitious buyers driving a running server through the platform API
 * (docs/integration.md), at `--rate` buyer actions a second for `--minutes`.
 *
 *   npm run simulate -- --url http://127.0.0.1:8080 --market 1 --rate 2 --minutes 10
 *
 * With OPERATOR_TOKEN set it makes its own platform key (operator call); else --key and --secret.
 * With `--seller <login id>` (and `--password`, or SIMULATOR_PASSWORD) it also plays the seller
 * through the seller API, as a person at the screens would: ships paid orders (배송 준비중, then a
 * tracking number, 배송중), approves cancel, refund and exchange requests, and answers inquiries. A
 * demo is then alive end to end with one command.
 * Buyers order across the market's inventory (never more than its stock), cancel, ask for exchanges
 * and refunds and withdraw some, write inquiries and confirm purchases; the PG completes the
 * cancels and refunds the seller processed, and the carrier delivers what the seller shipped.
 * Everyone is visibly fictitious: 010-0000-#### numbers and "(시뮬레이션)" in every address.
 *
 * With `--journal <file>` it writes down the stock at its start and every unit the server
 * acknowledged taking or putting back; `npm run admin -- audit-simulation --journal <file>` then
 * checks the server's database against it (simulation-audit.ts).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sign, signedText } from '../plugins/platform-auth.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    market: { type: 'string', default: '1' },
    rate: { type: 'string', default: '2' },
    minutes: { type: 'string', default: '10' },
    key: { type: 'string' },
    secret: { type: 'string' },
    seed: { type: 'string' },
    journal: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    seller: { type: 'string' },
    password: { type: 'string' },
  },
});

const base = values.url!.replace(/\/$/, '');
const marketId = Number(values.market);
const rate = Number(values.rate);
const minutes = Number(values.minutes);
if (!Number.isInteger(marketId) || marketId <= 0 || !(rate > 0) || !(minutes > 0)) {
  console.error(
    'usage: npm run simulate -- --url <base> --market <id> --rate <actions/s> --minutes <n> [--key k --secret s] [--seller <login id> --password <p>]',
  );
  process.exit(2);
}

/** A small seeded random (mulberry32), so a run can be repeated with --seed. */
let state = Number(values.seed ?? Date.now()) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const GIVEN = [
  '민지',
  '서연',
  '지우',
  '하은',
  '수아',
  '예린',
  '도윤',
  '지호',
  '유나',
  '채원',
  '현우',
  '다은',
  '시우',
  '준서',
];
const STREETS = [
  ['06236', '서울특별시 강남구 테헤란로 152'],
  ['03925', '서울특별시 마포구 월드컵북로 396'],
  ['13529', '경기도 성남시 분당구 판교역로 235'],
  ['48058', '부산광역시 해운대구 센텀중앙로 97'],
  ['63309', '제주특별자치도 제주시 첨단로 242'],
  ['21984', '인천광역시 연수구 송도과학로 32'],
] as const;
const MEMOS = ['부재 시 문 앞에 놓아주세요.', '배송 전 연락 바랍니다.', '경비실에 맡겨주세요.', ''];
const PAYMENTS = [
  ['CARD', 'TOSS'],
  ['CARD', 'KCP'],
  ['KAKAO_PAY', 'KAKAO'],
  ['NAVER_PAY', 'NAVER'],
  ['BANK_TRANSFER', 'INICIS'],
] as const;
const REASONS = ['단순 변심', '배송 지연', '상품 정보 상이', '상품 불량', '주문 실수', '기타'] as const;
const QUESTIONS = [
  ['DELIVERY', '주문한 상품 언제 출발하나요?'],
  ['DELIVERY', '배송지를 바꾸고 싶어요.'],
  ['EXCHANGE', '사이즈 교환 가능한가요?'],
  ['RETURN', '반품 접수는 어떻게 하나요?'],
  ['PAYMENT', '결제 영수증을 다시 받을 수 있을까요?'],
  ['ETC', '재입고 예정이 있나요?'],
] as const;

let key = values.key ?? '';
let secret = values.secret ?? '';

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-sw-key': key,
      'x-sw-timestamp': timestamp,
      'x-sw-signature': sign(secret, signedText(method, path, timestamp, payload)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: payload }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

interface Combination {
  productCode: string;
  productName: string;
  combinationId: number;
  options: string[];
  stock: number;
  price: number;
}
interface Known {
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  productName: string;
  combinationId: number;
  quantity: number;
}

let inventory: Combination[] = [];
const orders = new Map<string, Known>();
const tally: Record<string, number> = {};
const count = (what: string) => (tally[what] = (tally[what] ?? 0) + 1);
/** What the audit needs (simulation-audit.ts): stock at the start, units sold and put back as acknowledged. */
const journal = {
  marketId,
  start: {} as Record<string, number>,
  sold: {} as Record<string, number>,
  putBack: {} as Record<string, number>,
  tally,
};
const add = (to: Record<string, number>, id: number, units: number) => (to[id] = (to[id] ?? 0) + units);

async function refreshInventory() {
  const res = await call('GET', `/sw/p/v1/markets/${marketId}/inventory`);
  if (res.status !== 200) throw new Error(`inventory: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  const all = res.body.combinations as Combination[];
  if (Object.keys(journal.start).length === 0) for (const c of all) journal.start[c.combinationId] = c.stock;
  inventory = all.filter((c) => c.stock > 0);
}

async function refreshOrder(code: string) {
  const res = await call('GET', `/sw/p/v1/orders/${code}`);
  if (res.status === 200) {
    const known = orders.get(code)!;
    orders.set(code, {
      ...known,
      status: res.body.status as string,
      carrier: res.body.carrier as string | null,
      trackingNumber: res.body.trackingNumber as string | null,
    });
  }
}

/** Orders an action is under way on: no second action picks them until it ends (actions overlap). */
const busy = new Set<string>();
const ordersIn = (status: string) =>
  [...orders].filter(([code, o]) => o.status === status && !busy.has(code)).map(([code]) => code);
/** Runs an action on orders, holding them meanwhile; call it right after choosing them. */
async function holding<T>(codes: readonly string[], work: () => Promise<T>): Promise<T> {
  for (const code of codes) busy.add(code);
  try {
    return await work();
  } finally {
    for (const code of codes) busy.delete(code);
  }
}

function buyer() {
  const name = pick(FAMILY) + pick(GIVEN);
  const phone = `010-0000-${String(int(0, 9999)).padStart(4, '0')}`;
  const [postcode, street] = pick(STREETS);
  return {
    orderer: { name, contact: phone },
    recipient: {
      name: chance(0.8) ? name : pick(FAMILY) + pick(GIVEN),
      contact: phone,
      postcode,
      address1: street,
      address2: `${int(101, 120)}동 ${int(101, 2505)}호 (시뮬레이션)`,
      deliveryMessage: pick(MEMOS),
      entranceType: chance(0.5) ? '공동현관 비밀번호' : '자유출입',
      entranceValue: chance(0.5) ? `#${int(1000, 9999)}` : '',
    },
  };
}

async function buy() {
  if (inventory.length === 0) await refreshInventory();
  if (inventory.length === 0) return count('nothing in stock');
  const chosen = [...new Set(Array.from({ length: chance(0.3) ? 2 : 1 }, () => pick(inventory)))];
  const quantities = chosen.map((c) => Math.min(c.stock, chance(0.8) ? 1 : 2));
  const lines = chosen.map((c, i) => ({
    productCode: c.productCode,
    ...(chance(0.5) ? { combinationId: c.combinationId } : { options: c.options }),
    quantity: quantities[i]!,
    unitPrice: c.price,
    couponDiscount: chance(0.2) ? pick([1000, 2000, 3000]) : 0,
    deliveryFee: c.price * quantities[i]! >= 50_000 ? 0 : 3000,
    gift: [],
  }));
  const [type, pg] = pick(PAYMENTS);
  const id = `SIM-${Date.now()}-${int(0, 1e9)}`;
  const res = await call('POST', '/sw/p/v1/orders', {
    marketId,
    marketplaceOrderId: id,
    ...buyer(),
    payment: { type, pg, receiptUrl: `https://pay.example.com/simulated/${id}` },
    lines,
  });
  if (res.status === 201) {
    count('purchase');
    for (const [i, code] of (res.body.orderCodes as string[]).entries()) {
      const line = chosen[i]!;
      orders.set(code, {
        status: 'PAID',
        carrier: null,
        trackingNumber: null,
        productName: line.productName,
        combinationId: line.combinationId,
        quantity: quantities[i]!,
      });
      line.stock -= quantities[i]!;
      add(journal.sold, line.combinationId, quantities[i]!);
    }
    inventory = inventory.filter((c) => c.stock > 0);
  } else if (res.body.code === 'OUT_OF_STOCK') {
    count('out of stock');
    await refreshInventory();
  } else count(`purchase refused ${res.status} ${String(res.body.code)}`);
}

async function move(code: string, name: string, body?: { restock?: boolean } & Record<string, unknown>) {
  const res = await holding([code], () => call('POST', `/sw/p/v1/orders/${code}/${name}`, body));
  if (res.status === 200) {
    const known = orders.get(code)!;
    known.status = res.body.status as string;
    const putBack = name === 'payment-cancelled' || (name === 'payment-refunded' && body?.restock === true);
    if (putBack && res.body.from !== null) add(journal.putBack, known.combinationId, known.quantity);
    count(name);
  } else count(`${name} refused ${res.status}`);
}

/** One buyer (or PG, or carrier) action, chosen by what the known orders allow. */
async function act() {
  // Learn what the seller did meanwhile: a few orders' states each action.
  const open = [...orders].filter(([, o]) => !['CONFIRMED', 'CANCELLED', 'REFUNDED', 'EXCHANGED'].includes(o.status));
  for (let i = 0; i < 2 && open.length > 0; i++) await refreshOrder(pick(open)[0]);

  if (sellerToken && chance(0.3)) return sellerAct();
  const roll = random();
  const transit = ordersIn('TRANSIT').filter((c) => orders.get(c)!.trackingNumber);
  if (roll < 0.45) return buy();
  if (roll < 0.55 && transit.length > 0) {
    const code = pick(transit);
    const o = orders.get(code)!;
    const parcel = [...orders].filter(([, other]) => other.trackingNumber === o.trackingNumber).map(([c]) => c);
    const res = await holding(parcel, () =>
      call('POST', '/sw/p/v1/deliveries/delivered', { carrier: o.carrier, trackingNumber: o.trackingNumber }),
    );
    if (res.status === 200) {
      // Every line of the parcel was delivered.
      for (const [, other] of orders) if (other.trackingNumber === o.trackingNumber) other.status = 'DELIVERED';
      return count('delivered');
    }
    return count(`delivered refused ${res.status}`);
  }
  const paid = ordersIn('PAID');
  if (roll < 0.6 && paid.length > 0)
    return move(pick(paid), 'cancel-request', {
      reason: pick(REASONS),
      detailReason: '시뮬레이션 구매자의 취소 요청입니다.',
    });
  const canceling = ordersIn('CANCELING1');
  if (roll < 0.63 && canceling.length > 0) return move(pick(canceling), 'cancel-request/withdraw');
  const delivered = ordersIn('DELIVERED');
  if (roll < 0.75 && delivered.length > 0) return move(pick(delivered), 'confirm');
  if (roll < 0.8 && delivered.length > 0)
    return move(pick(delivered), chance(0.5) ? 'exchange-request' : 'refund-request', {
      reason: pick(REASONS),
      detailReason: '시뮬레이션 구매자의 요청입니다.',
    });
  const exchanging = ordersIn('EXCHANGING1');
  const refunding = ordersIn('REFUNDING1');
  if (roll < 0.83 && exchanging.length + refunding.length > 0) {
    const code = pick([...exchanging, ...refunding]);
    return move(
      code,
      orders.get(code)!.status === 'EXCHANGING1' ? 'exchange-request/withdraw' : 'refund-request/withdraw',
    );
  }
  const cancelling2 = ordersIn('CANCELING2');
  if (roll < 0.88 && cancelling2.length > 0) return move(pick(cancelling2), 'payment-cancelled');
  const refunding2 = ordersIn('REFUNDING2');
  if (roll < 0.92 && refunding2.length > 0) return move(pick(refunding2), 'payment-refunded', { restock: chance(0.5) });
  const [type, content] = pick(QUESTIONS);
  const about = chance(0.6) && orders.size > 0 ? pick([...orders.keys()]) : undefined;
  const res = await call('POST', '/sw/p/v1/inquiries', {
    marketId,
    marketplaceInquiryId: `SIM-Q-${Date.now()}-${int(0, 1e9)}`,
    type,
    customerName: pick(FAMILY) + pick(GIVEN),
    content,
    productName: about ? orders.get(about)!.productName : '',
    ...(about ? { orderCode: about } : {}),
  });
  if (res.status === 201) inquiries.push(res.body.inquiryId as number);
  count(res.status === 201 ? 'inquiry' : `inquiry refused ${res.status}`);
}

// ---- The seller, through the seller API (spec 02's calls), when --seller is given ----------------

let sellerToken = '';
const inquiries: number[] = [];

async function sellerCall(method: string, path: string, body?: unknown, form = false) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-auth-token': sellerToken,
      ...(body === undefined
        ? {}
        : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    ...(body === undefined
      ? {}
      : { body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

async function signInSeller() {
  if (!values.seller) return;
  const password = values.password ?? process.env.SIMULATOR_PASSWORD ?? '';
  const res = await fetch(`${base}/sw/a/v1/seller/login`, {
    headers: { authorization: `Basic ${Buffer.from(`${values.seller}:${password}`).toString('base64')}` },
  });
  const answer = (await res.json().catch(() => ({}))) as { token?: string; key?: number; message?: string };
  if (res.status !== 200 || !answer.token) {
    console.error(`The seller ${values.seller} could not sign in: HTTP ${res.status} ${answer.message ?? ''}`);
    process.exit(1);
  }
  if (answer.key !== marketId) {
    console.error(`The seller ${values.seller} belongs to market ${answer.key}, not ${marketId}.`);
    process.exit(2);
  }
  sellerToken = answer.token;
}

/** Moves up to five orders of one status to the next, as the seller's list buttons do. */
async function sellerMove(from: string, to: string) {
  const codes = ordersIn(from).slice(0, 5);
  if (codes.length === 0) return false;
  const res = await holding(codes, () =>
    sellerCall('POST', '/sw/a/v1/orders/change-status', { orderCodes: codes, currentStatus: from, nextStatus: to }),
  );
  if (res.status !== 200) return (count(`seller ${from}→${to} refused ${res.status}`), true);
  for (const code of res.body.updatedCodes as string[]) orders.get(code)!.status = to;
  count(`seller ${from}→${to}`);
  return true;
}

/** Puts a carrier and tracking number on up to five packed orders: they go 배송중. */
async function sellerShip() {
  const codes = ordersIn('PACKAGING').slice(0, 5);
  if (codes.length === 0) return false;
  const rows = codes.map((code) => ({
    orderDetailCode: code,
    deliveryName: 'CJ대한통운',
    deliveryCode: `5${String(int(0, 99_999_999_999)).padStart(11, '0')}`,
  }));
  const res = await sellerCall('PUT', '/sw/a/v1/orders/deliveries', rows);
  if (res.status !== 200) return (count(`seller tracking refused ${res.status}`), true);
  for (const row of rows) await refreshOrder(row.orderDetailCode);
  count('seller tracking');
  return true;
}

async function sellerReply() {
  const id = inquiries.shift();
  if (id === undefined) return false;
  const res = await sellerCall(
    'POST',
    `/sw/a/v1/qnas/${id}`,
    { id: String(id), replyYn: 'true', reply: '문의 주셔서 감사합니다. 확인 후 처리해 드리겠습니다. (시뮬레이션)' },
    true,
  );
  count(res.status === 200 ? 'seller reply' : `seller reply refused ${res.status}`);
  return true;
}

/** One thing the seller does, first what is most pressing: requests, then shipping, then inquiries. */
async function sellerAct() {
  const steps = [
    () => sellerMove('CANCELING1', 'CANCELING2'),
    () => sellerMove('REFUNDING1', 'REFUNDING2'),
    () => sellerMove('EXCHANGING2', 'EXCHANGED'),
    () => sellerMove('EXCHANGING1', 'EXCHANGING2'),
    ...(chance(0.5)
      ? [sellerShip, () => sellerMove('PAID', 'PACKAGING')]
      : [() => sellerMove('PAID', 'PACKAGING'), sellerShip]),
    sellerReply,
  ];
  for (const step of steps) if (await step()) return;
}

async function ownKey() {
  const token = process.env.OPERATOR_TOKEN;
  if (key && secret) return;
  if (!token) {
    console.error('Give --key and --secret of a platform key, or set OPERATOR_TOKEN to let the simulator make one.');
    process.exit(2);
  }
  const res = await fetch(`${base}/sw/o/v1/platform-keys`, {
    method: 'POST',
    headers: { 'x-operator-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ name: '스토어 시뮬레이터', markets: [marketId] }),
  });
  const answer = (await res.json()) as { key?: string; secret?: string; message?: string };
  if (res.status !== 201) {
    console.error(`Could not make a platform key: HTTP ${res.status} ${answer.message ?? ''}`);
    process.exit(1);
  }
  key = answer.key!;
  secret = answer.secret!;
  console.log(
    `platform key ${key} made for market ${marketId} (revoke it with npm run admin -- revoke-platform-key --key ${key})`,
  );
}

await ownKey();
await signInSeller();
await refreshInventory();
console.log(
  `simulating buyers${sellerToken ? ` and the seller ${values.seller}` : ''} on market ${marketId} at ${rate}/s for ${minutes} min; ${inventory.length} combinations in stock`,
);
const end = Date.now() + minutes * 60_000;
const interval = 1000 / rate;
let next = Date.now();
let inFlight = 0;
let lastReport = Date.now();
while (Date.now() < end) {
  next += interval;
  // Actions overlap when the server is slower than the rate, as buyers do; at most 50 at once.
  if (inFlight < 50) {
    inFlight++;
    void act()
      .catch((error: Error) => count(`error ${error.message.slice(0, 60)}`))
      .finally(() => inFlight--);
  } else count('skipped (50 in flight)');
  if (!values.quiet && Date.now() - lastReport > 10_000) {
    lastReport = Date.now();
    console.log(JSON.stringify(tally));
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
}
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 100));
console.log('done:', JSON.stringify(tally, null, 2));
if (values.journal) {
  writeFileSync(values.journal, JSON.stringify(journal, null, 2));
  console.log(
    `journal written to ${values.journal}; audit it with npm run admin -- audit-simulation --journal ${values.journal}`,
  );
}
