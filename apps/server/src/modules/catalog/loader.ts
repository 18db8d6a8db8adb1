import { allFilterDefs, TOP_CATEGORIES } from '@seller/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, filters } from '../../db/schema/index.ts';

const CHUNK = 500;

/**
 * Loads the domain catalogue (categories and catalogue filter values) into its tables. Idempotent:
 * rows are matched by their codes, missing ones inserted (ON CONFLICT DO NOTHING, so two instances
 * starting together do not clash), changed names/positions/swatches updated. Rows no longer in the
 * domain data are kept: products saved earlier still reference them by id.
 */
export async function loadCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Tops first: subs need their ids.
    let existing = await tx.select().from(categories);
    const topKey = (main: string, sub: string | null) => `${main}\u0000${sub ?? ''}`;
    let byKey = new Map(existing.map((row) => [topKey(row.main, row.sub), row]));

    const missingTops = TOP_CATEGORIES.map((top, position) => ({
      main: top.code,
      sub: null,
      parentId: null,
      name: top.name,
      position,
    })).filter((row) => !byKey.has(topKey(row.main, null)));
    if (missingTops.length) await tx.insert(categories).values(missingTops).onConflictDoNothing();
    if (missingTops.length) {
      existing = await tx.select().from(categories);
      byKey = new Map(existing.map((row) => [topKey(row.main, row.sub), row]));
    }

    const wanted: { main: string; sub: string | null; parentId: number | null; name: string; position: number }[] = [];
    TOP_CATEGORIES.forEach((top, position) => {
      const topRow = byKey.get(topKey(top.code, null))!;
      wanted.push({ main: top.code, sub: null, parentId: null, name: top.name, position });
      top.subs.forEach((sub, subPosition) =>
        wanted.push({ main: top.code, sub: sub.code, parentId: topRow.id, name: sub.name, position: subPosition }),
      );
    });
    const missingSubs = wanted.filter((row) => row.sub !== null && !byKey.has(topKey(row.main, row.sub)));
    if (missingSubs.length) await tx.insert(categories).values(missingSubs).onConflictDoNothing();
    for (const row of wanted) {
      const current = byKey.get(topKey(row.main, row.sub));
      if (
        current &&
        (current.name !== row.name || current.position !== row.position || current.parentId !== row.parentId)
      ) {
        await tx
          .update(categories)
          .set({ name: row.name, position: row.position, parentId: row.parentId })
          .where(eq(categories.id, current.id));
      }
    }

    const defs = allFilterDefs();
    const filterKey = (f: { category: string; main: string; sub: string; value: string }) =>
      `${f.category}\u0000${f.main}\u0000${f.sub}\u0000${f.value}`;
    const existingFilters = new Map(
      (await tx.select().from(filters).where(isNull(filters.marketId))).map((row) => [filterKey(row), row]),
    );
    const missing = defs.filter((def) => !existingFilters.has(filterKey(def)));
    for (let i = 0; i < missing.length; i += CHUNK) {
      await tx
        .insert(filters)
        .values(
          missing.slice(i, i + CHUNK).map((d) => ({
            category: d.category,
            main: d.main,
            sub: d.sub,
            value: d.value,
            hex: d.hex,
            position: d.position,
          })),
        )
        .onConflictDoNothing();
    }
    for (const def of defs) {
      const current = existingFilters.get(filterKey(def));
      if (current && (current.hex !== def.hex || current.position !== def.position)) {
        await tx
          .update(filters)
          .set({ hex: def.hex, position: def.position })
          .where(and(eq(filters.id, current.id), isNull(filters.marketId)));
      }
    }
  });
}
