import { addDays, seoulDate, seoulDayRange, type OrderStatus } from '@seller/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { markets, orderHistory, orders, qnas } from '../db/schema/index.ts';
import type { Services } from '../modules/index.ts';
import { seedDemoClaims } from './claims.ts';
import { makeOrder, phone, STATUS_PATHS } from './order-factory.ts';
import { seedDemoProducts } from './products.ts';
import { createRandom } from './random.ts';

export const DEMO_PASSWORD = 'demo1234!';

/**
 * The demo market's staff: `demo` is its owner, `demo-staff` works on orders and deliveries (browser
 * tests change its password so `demo` keeps its own), `demo-cs` answers inquiries and claims.
 */
export const DEMO_STAFF = { loginId: 'demo-staff', name: '최스태프', marketId: 1, role: 'orders' } as const;
export const DEMO_CS = { loginId: 'demo-cs', name: '한상담', marketId: 1, role: 'cs' } as const;

export const DEMO_MARKETS = [
  {
    id: 1,
    loginId: 'demo',
    koName: '데모 란제리',
    engName: 'Demo Lingerie',
    seller: '김데모',
    color: '#c2185b',
    brands: ['데모 이너웨어', '데모 애슬레저', '데모 슬립'],
    orders: 700,
  },
  {
    id: 160,
    loginId: 'seller160',
    koName: '핏앤런 스포츠',
    engName: 'Fit and Run',
    seller: '박핏런',
    color: '#1565c0',
    brands: ['핏앤런', '러닝랩'],
    orders: 260,
  },
  {
    id: 72,
    loginId: 'seller72',
    koName: '코튼데이',
    engName: 'Cotton Day',
    seller: '이코튼',
    color: '#2e7d32',
    brands: ['코튼데이', '베이비코튼'],
    orders: 200,
  },
] as const;

/** Orders of every status, weighted like a real shop: most delivered or confirmed, few in claims (the orders bench uses it too). */
export const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['PAID', 8],
  ['PACKAGING', 6],
  ['TRANSIT', 6],
  ['DELIVERED', 10],
  ['CONFIRMED', 40],
  ['CANCELING1', 3],
  ['CANCELING2', 2],
  ['CANCELLED', 5],
  ['EXCHANGING1', 3],
  ['EXCHANGING2', 2],
  ['EXCHANGED', 3],
  ['REFUNDING1', 3],
  ['REFUNDING2', 2],
  ['REFUNDED', 4],
];
const QNA_TYPES = ['DELIVERY', 'PAYMENT', 'EXCHANGE', 'RETURN', 'ETC'] as const;
const QUESTIONS: Record<(typeof QNA_TYPES)[number], string> = {
  DELIVERY: '주문한 지 사흘이 지났는데 언제 출발하나요?',
  PAYMENT: '무통장 입금했는데 결제 완료가 안 떠요.',
  EXCHANGE: '75B를 80B로 교환하고 싶어요. 어떻게 하면 되나요?',
  RETURN: '반품 택배는 어느 택배사로 보내면 되나요?',
  ETC: '이 제품 세탁기 사용해도 되나요?',
};
const NOTICES = [
  [
    '연말 택배 마감 일정 안내',
    '<p>연말연시 택배사 집하 마감 일정을 안내드립니다. 연휴 전 마지막 출고일을 꼭 확인해주세요.</p>',
  ],
  ['정산 주기 변경 안내', '<p>다음 달부터 정산이 주 1회에서 주 2회로 변경됩니다.</p>'],
  ['상품 상세 이미지 가이드 개정', '<p>대표 이미지는 640x768, 그 외 이미지는 640x640을 권장합니다.</p>'],
  ['개인정보 처리방침 개정 안내', '<p>개인정보 처리방침이 개정되었습니다. 자세한 내용은 하단 링크를 확인해주세요.</p>'],
  ['판매자 센터 점검 안내', '<p>새벽 2시부터 4시까지 시스템 점검이 있습니다.</p>'],
  ['교환/환불 처리 기한 안내', '<p>교환·환불 요청은 접수 후 3영업일 안에 처리해주세요.</p>'],
] as const;

function profileSvg(label: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="60" fill="${color}"/><text x="60" y="74" font-size="40" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(markets);
  return (row?.n ?? 0) === 0;
}

/** Creates the demo markets, sellers, brands, orders over 14 months, inquiries and notices. */
export async function seedDemo(db: Db, services: Services, now = new Date()) {
  const random = createRandom(20260223);
  const today = seoulDate(now);
  for (const m of DEMO_MARKETS) {
    const profileKey = `markets/${m.id}/profile.svg`;
    await services.storage.put(profileKey, profileSvg(m.koName.slice(0, 1), m.color));
    await services.admin.createMarket({
      id: m.id,
      koName: m.koName,
      engName: m.engName,
      repName: m.seller,
      repContact: '0212345678',
      address: '서울특별시 성동구 성수이로 113',
      postcode: '04782',
      dlvyAddress: '경기도 김포시 고촌읍 아라육로 58',
      dlvyPostcode: '10129',
      csContact: '15881234',
      profileImage: services.storage.url(profileKey),
      siteUrl: `https://shop.example.com/${m.engName.toLowerCase().replace(/ /g, '-')}`,
      sns: `@${m.engName.toLowerCase().replace(/ /g, '')}`,
      bizName: `주식회사 ${m.koName}`,
      bizNumber: `${random.int(100, 999)}8${random.int(10, 99)}${random.int(10000, 99999)}`,
      licenseNo: `제2024-서울성동-${random.int(1000, 9999)}호`,
      taxInvoiceManagerName: m.seller,
      taxInvoiceManagerEmail: `tax@${m.engName.toLowerCase().replace(/ /g, '')}.example.com`,
      taxInvoiceManagerContact: phone(random),
      bank: random.pick(['국민은행', '신한은행', '우리은행', '하나은행']),
      accountName: `주식회사 ${m.koName}`,
      account: `${random.int(100, 999)}-${random.int(100000, 999999)}-${random.int(10, 99)}-${random.int(100, 999)}`,
    });
    await services.admin.admitSeller({
      loginId: m.loginId,
      password: DEMO_PASSWORD,
      name: m.seller,
      marketId: m.id,
      email: `${m.loginId}@example.com`,
      secondStepOptional: true,
      contact: phone(random),
    });
    for (const brand of m.brands) await services.admin.linkBrand(m.id, await services.admin.createBrand(brand));

    const totalWeight = STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
    const startOfRange = seoulDayRange(addDays(today, -425), today).from.getTime();
    const batch: ReturnType<typeof makeOrder>[] = [];
    for (let i = 0; i < m.orders; i++) {
      let pick = random.next() * totalWeight;
      const status = STATUS_WEIGHTS.find(([, w]) => (pick -= w) < 0)?.[0] ?? 'CONFIRMED';
      // Open work (paid, packaging, claims) is recent; finished orders spread over 14 months. A delivered
      // order is days old: the automatic purchase confirmation (8 days after delivery) closes older ones.
      const open = !['CONFIRMED', 'CANCELLED', 'EXCHANGED', 'REFUNDED', 'DELIVERED'].includes(status);
      const from =
        status === 'DELIVERED' ? now.getTime() - 8 * 86_400_000 : open ? now.getTime() - 25 * 86_400_000 : startOfRange;
      const paidAt = new Date(
        from + random.next() * (now.getTime() - from - (STATUS_PATHS[status]?.length ?? 1) * 40 * 3_600_000),
      );
      const code = `${seoulDate(paidAt).replace(/-/g, '')}${String(m.id).padStart(3, '0')}${String(i + 1).padStart(5, '0')}`;
      batch.push(makeOrder(random, m.id, code, status, paidAt, now));
    }
    for (let i = 0; i < batch.length; i += 200) {
      const chunk = batch.slice(i, i + 200);
      const inserted = await db
        .insert(orders)
        .values(chunk.map((b) => b.order))
        .returning({ id: orders.id, code: orders.code });
      const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
      const history = chunk.flatMap((b) =>
        b.path.map((step, index) => ({
          orderId: idByCode.get(b.order.code)!,
          fromStatus: index === 0 ? null : b.path[index - 1]!.status,
          toStatus: step.status,
          actor:
            index === 0 || /^(CANCELING1|EXCHANGING1|REFUNDING1|CONFIRMED)$/.test(step.status) ? '구매자' : m.loginId,
          changedAt: step.at,
        })),
      );
      await db.insert(orderHistory).values(history);
    }
    await seedDemoClaims(db, m.id, now);

    const qnaRows = Array.from({ length: m.id === 1 ? 36 : 12 }, (_, i) => {
      const type = QNA_TYPES[i % QNA_TYPES.length]!;
      const createdAt = new Date(now.getTime() - random.int(1, 300) * 86_400_000 - random.int(0, 86_399) * 1000);
      const answered = i % 3 === 0;
      return {
        marketId: m.id,
        type,
        customerName: random.pick(['김', '이', '박', '최']) + '**',
        productName: random.pick(['노와이어 심리스 브라', '요가 레깅스 9부', '면 드로즈 3종 세트']),
        content: QUESTIONS[type],
        reply: answered ? '안녕하세요, 고객님. 문의 주셔서 감사합니다. 확인 후 바로 처리해드리겠습니다.' : null,
        replyYn: answered,
        createdAt,
        repliedAt: answered ? new Date(createdAt.getTime() + 3_600_000) : null,
      };
    });
    await db.insert(qnas).values(qnaRows);
  }
  await services.admin.admitSeller({
    ...DEMO_STAFF,
    password: DEMO_PASSWORD,
    email: 'staff@example.com',
    secondStepOptional: true,
  });
  await services.admin.admitSeller({
    ...DEMO_CS,
    password: DEMO_PASSWORD,
    email: 'cs@example.com',
    secondStepOptional: true,
  });
  // Products have their own generator so adding them leaves the other demo data unchanged.
  await seedDemoProducts(db, services, createRandom(20260601), now);
  for (const [index, [title, content]] of NOTICES.entries()) {
    const createdAt = new Date(now.getTime() - (index * 23 + 2) * 86_400_000);
    await services.admin.publishNotice({
      title,
      content,
      startDate: seoulDate(createdAt),
      endDate: addDays(seoulDate(createdAt), 60),
      createdAt,
    });
  }
}
