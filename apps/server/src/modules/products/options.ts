import {
  checkOptionGroups,
  checkUnions,
  unionKey,
  type ProductOptions,
  type ProductUnions,
  type ProductOptionsBody,
  type ProductUnionsBody,
} from '@seller/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productOptions, productOptionUnions, productOptionValues, products } from '../../db/schema/index.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import { productEvents, recordEvents, stockEvent } from '../events/index.ts';
import { assertFreshVersion, bumpProductVersion, findOwned, invalid } from './shared.ts';

/** A product's option groups and their combinations (unions), saved and read by the seller of its market. */
export function createProductOptions(db: Db) {
  async function activeUnionCount(productId: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productOptionUnions)
      .where(and(eq(productOptionUnions.productId, productId), eq(productOptionUnions.deleted, false)));
    return row?.n ?? 0;
  }

  async function versionOf(productId: number) {
    const [row] = await db.select({ version: products.version }).from(products).where(eq(products.id, productId));
    return row?.version ?? 0;
  }

  async function loadOptions(productId: number): Promise<ProductOptions> {
    const version = await versionOf(productId);
    const groups = await db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position));
    const values = groups.length
      ? await db
          .select()
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.optionId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(productOptionValues.position), asc(productOptionValues.id))
      : [];
    return {
      productId,
      version,
      options: groups.map((g) => ({
        id: g.id,
        name: g.name,
        position: g.position,
        values: values.filter((v) => v.optionId === g.id).map((v) => ({ id: v.id, name: v.name, price: v.price })),
      })),
    };
  }

  async function loadUnions(productId: number): Promise<ProductUnions> {
    const version = await versionOf(productId);
    const rows = await db
      .select()
      .from(productOptionUnions)
      .where(eq(productOptionUnions.productId, productId))
      .orderBy(asc(productOptionUnions.deleted), asc(productOptionUnions.position), asc(productOptionUnions.id));
    return {
      productId,
      version,
      unions: rows.map((u) => ({
        id: u.id,
        ids: u.valueIds,
        names: u.names,
        totalPrice: u.totalPrice,
        stocks: u.stocks,
        memo: u.memo,
        deleted: u.deleted,
      })),
    };
  }

  return {
    loadOptions,
    loadUnions,
    activeUnionCount,

    /**
     * Saves the option groups (spec 01 §4: the option set first, then the combinations). Values keep
     * their id when they keep their name; removed values and groups are deleted.
     */
    async saveOptions(
      principal: SellerPrincipal,
      productId: number,
      groups: ProductOptionsBody['options'],
      expected?: number,
    ): Promise<ProductOptions> {
      const product = await findOwned(db, principal.marketId, { id: productId });
      assertFreshVersion(product, expected);
      const problem = checkOptionGroups(
        groups.map((g) => ({ ...g, values: g.values.map((v) => ({ ...v, name: v.name.trim() })) })),
      );
      if (problem) throw invalid(problem);
      await db.transaction(async (tx) => {
        await bumpProductVersion(tx, product, expected);
        const existing = await tx.select().from(productOptions).where(eq(productOptions.productId, product.id));
        const keepPositions = groups.map((g) => g.position);
        const removed = existing.filter((e) => !keepPositions.includes(e.position as 1 | 2));
        if (removed.length)
          await tx.delete(productOptions).where(
            inArray(
              productOptions.id,
              removed.map((r) => r.id),
            ),
          );
        for (const group of groups) {
          let option = existing.find((e) => e.position === group.position);
          if (option) {
            await tx.update(productOptions).set({ name: group.name.trim() }).where(eq(productOptions.id, option.id));
          } else {
            [option] = await tx
              .insert(productOptions)
              .values({ productId: product.id, name: group.name.trim(), position: group.position })
              .returning();
          }
          const optionId = option!.id;
          const current = await tx.select().from(productOptionValues).where(eq(productOptionValues.optionId, optionId));
          const byName = new Map(current.map((v) => [v.name, v]));
          const keep = new Set<number>();
          for (const [position, value] of group.values.entries()) {
            const name = value.name.trim();
            const match = byName.get(name);
            if (match) {
              keep.add(match.id);
              await tx
                .update(productOptionValues)
                .set({ price: value.price, position })
                .where(eq(productOptionValues.id, match.id));
            } else {
              const [inserted] = await tx
                .insert(productOptionValues)
                .values({ optionId, name, price: value.price, position })
                .returning({ id: productOptionValues.id });
              keep.add(inserted!.id);
            }
          }
          const gone = current.filter((v) => !keep.has(v.id)).map((v) => v.id);
          if (gone.length) await tx.delete(productOptionValues).where(inArray(productOptionValues.id, gone));
        }
        await recordEvents(tx, await productEvents(tx, principal.marketId, [product.id], 'changed'));
      });
      return loadOptions(product.id);
    },

    async getOptions(principal: SellerPrincipal, productId: number) {
      const product = await findOwned(db, principal.marketId, { id: productId });
      return loadOptions(product.id);
    },

    /**
     * Saves the combinations: each names one value per saved group (ids are resolved from the names,
     * total prices recomputed); at least one must stay active. Rows keep their id by names.
     */
    async saveUnions(
      principal: SellerPrincipal,
      productId: number,
      unions: ProductUnionsBody['unions'],
      expected?: number,
    ): Promise<ProductUnions> {
      const product = await findOwned(db, principal.marketId, { id: productId });
      assertFreshVersion(product, expected);
      const problem = checkUnions(unions);
      if (problem) throw invalid(problem);
      const { options } = await loadOptions(product.id);
      const seen = new Set<string>();
      const resolved = unions.map((u, position) => {
        const names = u.names.map((n) => n.trim());
        const key = unionKey(names);
        if (names.length !== options.length || seen.has(key)) throw invalid('product.unionUnknownValue');
        seen.add(key);
        const values = names.map((name, i) => options[i]!.values.find((v) => v.name === name));
        if (values.some((v) => !v)) throw invalid('product.unionUnknownValue');
        return {
          names,
          valueIds: values.map((v) => v!.id),
          totalPrice: values.reduce((sum, v) => sum + v!.price, 0),
          stocks: u.stocks,
          memo: u.memo.trim(),
          deleted: u.deleted,
          position,
        };
      });
      await db.transaction(async (tx) => {
        await bumpProductVersion(tx, product, expected);
        const existing = await tx
          .select()
          .from(productOptionUnions)
          .where(eq(productOptionUnions.productId, product.id));
        const byKey = new Map(existing.map((e) => [unionKey(e.names), e]));
        const keep = new Set<number>();
        const inserts: (typeof productOptionUnions.$inferInsert)[] = [];
        for (const u of resolved) {
          const match = byKey.get(unionKey(u.names));
          if (match) {
            keep.add(match.id);
            await tx
              .update(productOptionUnions)
              .set({ ...u, updatedAt: new Date() })
              .where(eq(productOptionUnions.id, match.id));
          } else {
            inserts.push({ productId: product.id, ...u });
          }
        }
        const gone = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
        if (gone.length) await tx.delete(productOptionUnions).where(inArray(productOptionUnions.id, gone));
        if (inserts.length) await tx.insert(productOptionUnions).values(inserts);
        await recordEvents(tx, await stockEvent(tx, principal.marketId, product.id));
      });
      return loadUnions(product.id);
    },

    async getUnions(principal: SellerPrincipal, productId: number) {
      const product = await findOwned(db, principal.marketId, { id: productId });
      return loadUnions(product.id);
    },
  };
}

export type ProductOptionsService = ReturnType<typeof createProductOptions>;
