import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Order, OrderList } from '@seller/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JsonBytes } from '../src/lib/json-bytes.ts';
import type { LineOf } from '../src/modules/orders/order-json.ts';
import type { OrderService } from '../src/modules/orders/service.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

/** Issue 38 §8: the server types its own answers from the contract, as the web does. */
describe('answers typed from the contract', () => {
  it('builds the order list as the contract’s OrderList and its lines as the contract’s Order', () => {
    expectTypeOf<Awaited<ReturnType<OrderService['list']>>>().toEqualTypeOf<JsonBytes<OrderList>>();
    type Line = LineOf<Order, 0>;
    expectTypeOf<keyof Line>().toEqualTypeOf<keyof Order>();
    expectTypeOf<keyof Line['recipient']>().toEqualTypeOf<keyof Order['recipient']>();
    // @ts-expect-error a line naming a field the contract does not have (a renamed one) does not compile
    const renamed: LineOf<{ code: string; product: { name: string } }, 0> = { code: 0, product: { title: 0 } };
    expect(renamed).toBeDefined();
  });

  it('casts no answer past the contract’s types', () => {
    const contractTypes = new Set(
      files(path.join(root, '../../packages/domain/src/contract')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/export type (\w+)/g)].map((m) => m[1]!),
      ),
    );
    expect(contractTypes.has('OrderList')).toBe(true);
    const casts = files(path.join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/as unknown as (\w+)/g)]
        .filter((m) => contractTypes.has(m[1]!))
        .map((m) => `${path.relative(root, file)}: ${m[0]}`),
    );
    expect(casts).toEqual([]);
  });
});
