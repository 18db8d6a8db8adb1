/** Order data for benchmarks: a PostgreSQL database of its own, and orders generated in SQL. */
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@seller/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { createDiskStorage } from '../../apps/server/src/storage/storage.ts';
import { STATUS_WEIGHTS } from '../../apps/server/src/seed/demo.ts';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A scratch PostgreSQL database of a benchmark's own (`bench_<label>_<random>`), or null when the server is not reachable. */
export async function postgresDatabase(
  poolSize: number,
  label = 'orders',
): Promise<{ database: Database; url: string; drop: () => Promise<void> } | null> {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: ${(error as Error).message}; skipping it`);
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Orders paid evenly over the last `days` days (in the demo's status mix unless `statuses` says), in one multi-row INSERT … SELECT generate_series per market. */
export async function generate(
  database: Database,
  marketId: number,
  count: number,
  prefix: string,
  days: number,
  statuses: readonly (readonly [OrderStatus, number])[] = STATUS_WEIGHTS,
) {
  const statusArray = `array[${statuses.flatMap(([s, w]) => Array(w).fill(`'${s}'`)).join(',')}]::order_status[]`;
  const weightTotal = statuses.reduce((n, [, w]) => n + w, 0);
  await database.db.execute(sql`
    insert into orders (market_id, code, status, product_code, product_name, product_options, product_count, product_price,
      coupon_discount_price, delivery_fee, orderer_name, orderer_contact, recipient_name, recipient_contact, postcode,
      address1, address2, delivery_message, entrance_type, entrance_value, payment_type, pg_type, receipt_url, paid_at, updated_at)
    select ${marketId}, ${prefix} || lpad(i::text, 10, '0'),
      (${sql.raw(statusArray)})[1 + (i::bigint * 7919 % ${weightTotal})::int],
      'P' || (1000 + i % 10),
      (array['노와이어 심리스 브라','레이스 브라 팬티 세트','요가 레깅스 9부','크롭 스포츠 탑','면 드로즈 3종 세트'])[1 + i % 5],
      (array['75B / 스킨','M / 블랙','L / 네이비'])[1 + i % 3], 1 + i % 3, 19900 + (i % 50) * 1000, (i % 4) * 1000, 3000,
      (array['김','이','박','최','정','강'])[1 + i % 6] || (array['민지','서연','지우','하은','도윤'])[1 + i % 5],
      '010' || lpad((i::bigint * 37 % 100000000)::text, 8, '0'),
      (array['김','이','박','최'])[1 + i % 4] || '수령', '010' || lpad((i::bigint * 53 % 100000000)::text, 8, '0'),
      lpad((10000 + i % 50000)::text, 5, '0'), '서울특별시 성동구 성수이로 113', (101 + i % 20) || '동 ' || (101 + i % 900) || '호',
      (array['부재 시 문 앞에 놓아주세요.','배송 전 연락 바랍니다.',''])[1 + i % 3], (array['공동현관 비밀번호','자유출입',''])[1 + i % 3], '',
      'CARD', 'TOSS', 'https://pay.example.com/receipt/' || i,
      now() - (i * (${days * 86_400}::float / ${count})) * interval '1 second', now()
    from generate_series(1, ${count}) as i`);
}

/** A market of a benchmark: its seller (password {@link BENCH_PASSWORD}) and its generated orders. */
export interface BenchMarket {
  id: number;
  koName: string;
  loginId: string;
  orders: number;
  /** The generated order codes' prefix. */
  prefix: string;
}
export const BENCH_PASSWORD = 'bench1234!';
/** The sign-in header of a benchmark's seller. */
export const benchSignIn = (loginId: string) => ({
  authorization: `Basic ${Buffer.from(`${loginId}:${BENCH_PASSWORD}`).toString('base64')}`,
});

/**
 * The order benchmarks' common start (thin-api, order-search): the schema, the app over `database`
 * with its files in `filesDir`, each market with its seller (second step optional), its orders
 * generated over `days` days in the order given, then `vacuum analyze orders`.
 */
export async function seedOrderMarkets(
  database: Database,
  filesDir: string,
  markets: readonly BenchMarket[],
  days: number,
  onGenerate?: () => void,
) {
  await database.migrate();
  const app = await buildApp({ database, storage: createDiskStorage(filesDir) });
  const { admin } = app.services;
  for (const m of markets) await admin.createMarket({ id: m.id, koName: m.koName });
  for (const m of markets)
    await admin.admitSeller({
      loginId: m.loginId,
      password: BENCH_PASSWORD,
      name: '벤치',
      marketId: m.id,
      secondStepOptional: true,
    });
  onGenerate?.();
  for (const m of markets) await generate(database, m.id, m.orders, m.prefix, days);
  await database.db.execute(sql`vacuum analyze orders`);
  return app;
}
