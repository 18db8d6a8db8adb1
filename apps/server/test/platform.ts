import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { productOptionUnions } from '../src/db/schema/index.ts';
import { insertProducts } from './product-rows.ts';
import { sign, signedText } from '../src/plugins/platform-auth.ts';

export const OPERATOR_TOKEN = 'operator-secret-0123456789';

export interface PlatformKey {
  key: string;
  secret: string;
}

/** The signing headers of one request, as a marketplace computes them (docs/integration.md). */
export function signedHeaders(
  key: PlatformKey,
  method: string,
  url: string,
  body = '',
  at = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(at);
  return {
    'x-sw-key': key.key,
    'x-sw-timestamp': timestamp,
    'x-sw-signature': sign(key.secret, signedText(method, url, timestamp, body)),
  };
}

/**
 * Signing times for a test that may repeat a request: each call answers a second no earlier call had,
 * as near the real time as that allows (a retry in the same second would repeat its signature, and a
 * clock fixed when the file loaded falls out of the 5-minute window when the run is slow).
 */
export function signingClock(): () => number {
  let last = 0;
  return () => (last = Math.max(last + 1, Math.floor(Date.now() / 1000) - 250));
}

/** A signed platform call through `inject` (JSON body when given). */
export function platformCall(app: App, key: PlatformKey, method: string, url: string, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...signedHeaders(key, method, url, payload),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload }),
  });
}

/** A signed platform call over real HTTP. */
export async function platformFetch(base: string, key: PlatformKey, method: string, url: string, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...signedHeaders(key, method, url, payload),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: payload }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A platform key made through the operator call (name, and markets or every market). */
export async function createPlatformKey(app: App, markets: number[] | null = null, name = '테스트 마켓플레이스') {
  const res = await app.inject({
    method: 'POST',
    url: '/sw/o/v1/platform-keys',
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    payload: { name, markets },
  });
  if (res.statusCode !== 201) throw new Error(`create-platform-key failed: ${res.statusCode} ${res.body}`);
  return res.json() as PlatformKey & { markets: number[] | null; name: string };
}

/** A product on sale with combinations (names and stock each), inserted straight into the tables. */
export async function insertSoldProduct(
  db: Db,
  input: { marketId: number; code: string; name?: string; sellYn?: boolean; displayYn?: boolean },
  combinations: { names: string[]; stock: number; deleted?: boolean }[],
) {
  const [product] = await insertProducts(db, [input]);
  const unions = await db
    .insert(productOptionUnions)
    .values(
      combinations.map((c, i) => ({
        productId: product!.id,
        names: c.names,
        valueIds: c.names.map((_, k) => k + 1),
        stocks: c.stock,
        deleted: c.deleted ?? false,
        position: i,
      })),
    )
    .returning({ id: productOptionUnions.id });
  return { id: product!.id, code: product!.code, combinations: unions.map((u) => u.id) };
}

/** The stock of a combination now. */
export async function stockOf(db: Db, combinationId: number) {
  const [row] = await db
    .select({ stock: productOptionUnions.stocks })
    .from(productOptionUnions)
    .where(eq(productOptionUnions.id, combinationId));
  return row?.stock;
}

let purchaseNumber = 0;

/** A valid purchase body of one or more lines (quantity 1 each unless told). */
export function purchase(
  marketId: number,
  lines: { productCode: string; combinationId?: number; options?: string[]; quantity?: number }[],
  key = `MP-${process.pid}-${Date.now()}-${++purchaseNumber}`,
) {
  return {
    marketId,
    marketplaceOrderId: key,
    orderer: { name: '김테스트', contact: '010-1234-5678' },
    recipient: {
      name: '이수령',
      contact: '01098765432',
      postcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '101동 1001호',
      deliveryMessage: '문 앞에 놓아주세요.',
      entranceType: '공동현관 비밀번호',
      entranceValue: '#1234',
    },
    payment: { type: 'CARD', pg: 'TOSS', receiptUrl: 'https://pay.example.com/receipt/1' },
    lines: lines.map((l) => ({
      productCode: l.productCode,
      ...(l.combinationId !== undefined ? { combinationId: l.combinationId } : {}),
      ...(l.options ? { options: l.options } : {}),
      quantity: l.quantity ?? 1,
      unitPrice: 29000,
      couponDiscount: 1000,
      deliveryFee: 3000,
      gift: [],
    })),
  };
}
