import { MODEL_LIMIT, type Model, type ModelCreate, type ModelUpdate } from '@seller/domain';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { images, markets, models, productModels } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { bumpVersion, deleteAtVersion } from '../../lib/versions.ts';
import type { Storage } from '../../storage/storage.ts';

type Fields = Omit<ModelCreate, 'marketId'>;

const columns = (input: Fields) => ({
  name: input.name,
  height: input.height,
  weight: input.weight,
  bra: input.bra,
  panties: input.panties,
  top: input.top,
  waist: input.waist,
  shoes: input.shoes,
  description: input.description,
  ...(input.representative !== undefined ? { representative: input.representative } : {}),
});

/**
 * Fitting models of a market (at most 10). The profile image is the newest `images` row of type
 * MODEL whose typeId is the model's id; the image module uploads and deletes it.
 */
export function createModelService(db: Db, storage: Storage) {
  /** Only one representative per market: clear the others (a change of theirs: their versions move) before this one takes it. */
  async function clearRepresentative(tx: Tx, marketId: number, exceptId?: number) {
    await tx
      .update(models)
      .set({ representative: false, version: sql`${models.version} + 1` })
      .where(
        and(
          eq(models.marketId, marketId),
          eq(models.representative, true),
          ...(exceptId ? [ne(models.id, exceptId)] : []),
        ),
      );
  }

  /** Adds a model in `tx`: the market row stays locked until the transaction ends (see `create`). */
  async function createIn(tx: Tx, marketId: number, input: Fields): Promise<{ modelId: number; version: number }> {
    const locked = await tx.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId)).for('update');
    if (locked.length === 0) throw notFound();
    const [row] = await tx.select({ n: count() }).from(models).where(eq(models.marketId, marketId));
    if ((row?.n ?? 0) >= MODEL_LIMIT) throw conflict('model.limit');
    if (input.representative) await clearRepresentative(tx, marketId);
    const [created] = await tx
      .insert(models)
      .values({ marketId, ...columns(input) })
      .returning({ id: models.id, version: models.version });
    return { modelId: created!.id, version: created!.version };
  }

  return {
    async list(marketId: number): Promise<Model[]> {
      const rows = await db.select().from(models).where(eq(models.marketId, marketId)).orderBy(asc(models.id));
      const ids = rows.map((r) => r.id);
      const pictures = ids.length
        ? await db
            .select({ id: images.id, typeId: images.typeId, url: images.url })
            .from(images)
            .where(and(eq(images.type, 'MODEL'), eq(images.marketId, marketId), inArray(images.typeId, ids)))
            .orderBy(desc(images.id))
        : [];
      const pictureOf = new Map<number, { id: number; url: string }>();
      for (const p of pictures) if (!pictureOf.has(p.typeId)) pictureOf.set(p.typeId, p);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        height: r.height,
        weight: r.weight,
        bra: r.bra,
        panties: r.panties,
        top: r.top,
        waist: r.waist,
        shoes: r.shoes,
        description: r.description,
        imageId: pictureOf.get(r.id)?.id ?? null,
        imageUrl: pictureOf.get(r.id)?.url ?? null,
        representative: r.representative,
        version: r.version,
      }));
    },

    /** Whether a model belongs to the market (the image module checks MODEL uploads with it). */
    async owns(marketId: number, modelId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: models.id })
        .from(models)
        .where(and(eq(models.id, modelId), eq(models.marketId, marketId)));
      return !!row;
    },

    /**
     * Adds a model. The market row is locked for the transaction, so two requests racing for the
     * 10th place are counted one after the other and the later one is refused.
     */
    async create(marketId: number, input: Fields): Promise<{ modelId: number; version: number }> {
      return db.transaction((tx) => createIn(tx, marketId, input));
    },

    /** Adds a model inside the caller's transaction (a model created together with its profile image). */
    createIn,

    /** Updates a model; `expected` names the version it was edited from (409 when someone saved it since). */
    async update(
      marketId: number,
      input: ModelUpdate,
      expected?: number,
    ): Promise<{ modelId: number; version: number }> {
      return db.transaction(async (tx) => {
        const mine = and(eq(models.id, input.id), eq(models.marketId, marketId))!;
        const [found] = await tx.select({ id: models.id }).from(models).where(mine);
        if (!found) throw notFound();
        const version = await bumpVersion(tx, models, mine, expected);
        if (input.representative) await clearRepresentative(tx, marketId, input.id);
        await tx.update(models).set(columns(input)).where(mine);
        return { modelId: input.id, version };
      });
    },

    /**
     * Removes the model, its links to products and its profile image (row and file); `expected` names
     * the version it was shown at (409 when someone saved it since).
     */
    async remove(marketId: number, id: number, expected?: number): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const mine = and(eq(models.id, id), eq(models.marketId, marketId))!;
        if (!(await deleteAtVersion(tx, models, mine, expected))) throw notFound();
        await tx.delete(productModels).where(eq(productModels.modelId, id));
        const removed = await tx
          .delete(images)
          .where(and(eq(images.type, 'MODEL'), eq(images.typeId, id), eq(images.marketId, marketId)))
          .returning({ key: images.key });
        return removed.map((r) => r.key);
      });
      // Files go after the commit: a failed delete leaves an orphan file, never a broken row.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    },
  };
}

export type ModelService = ReturnType<typeof createModelService>;
