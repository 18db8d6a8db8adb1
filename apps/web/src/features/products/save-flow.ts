import {
  IMAGE_UPLOAD_BATCH,
  type ImageKind,
  labels,
  messages,
  type ProductCreateInput,
  type ProductUpdateInput,
  splitNoticeValues,
} from '@seller/domain';
import { ApiError } from '../../lib/http.ts';
import { sameValue } from '../../lib/overwrite.ts';
import { productApi } from './api.ts';
import type { ImageItem } from './image-list.tsx';
import type { ProductFormState } from './product-form.tsx';

/** The steps of a save, in order; the seller is told which one failed. */
export const SAVE_STEPS = labels.product.saveSteps;
export type SaveStep = keyof typeof SAVE_STEPS;

export class StepError extends Error {
  constructor(
    readonly step: SaveStep,
    readonly reason: unknown,
  ) {
    super(step);
  }
}

async function step<T>(name: SaveStep, onStep: (s: SaveStep) => void, run: () => Promise<T>): Promise<T> {
  onStep(name);
  try {
    return await run();
  } catch (error) {
    throw new StepError(name, error);
  }
}

/**
 * The product version the next step names. Every step answers the version it made, which the next
 * step names in turn and the form keeps (a retry continues from it); so when another tab saved the
 * product since this form was loaded, the first step is refused and nothing of this save is written.
 */
class VersionChain {
  constructor(
    private current: number | null,
    private readonly ctx: SaveContext,
  ) {}
  get next(): number | undefined {
    return this.current ?? undefined;
  }
  moveTo(version: number | null) {
    if (version === null) return;
    this.current = version;
    this.ctx.onProgress({ version });
  }
}

/** Uploads the images still without an id, in batches; answers the list with the saved ids and urls. */
async function uploadPending(
  kind: ImageKind,
  items: ImageItem[],
  productId: number,
  filePath: string,
  chain: VersionChain,
): Promise<ImageItem[]> {
  const result = [...items];
  const pending = result.map((item, index) => ({ item, index })).filter(({ item }) => item.id === 0 && item.file);
  for (let i = 0; i < pending.length; i += IMAGE_UPLOAD_BATCH) {
    const batch = pending.slice(i, i + IMAGE_UPLOAD_BATCH);
    const { images, version } = await productApi.uploadImages(
      filePath,
      kind,
      productId,
      batch.map(({ item }) => item.file!),
      chain.next,
    );
    chain.moveTo(version);
    batch.forEach(({ index, item }, k) => {
      URL.revokeObjectURL(item.url);
      result[index] = { id: images[k]!.id, url: images[k]!.url, weight: images[k]!.weight };
    });
  }
  return result;
}

/**
 * Puts the saved images in the form's order when the server's differs: a replaced image was deleted
 * and its replacement uploaded at the end, so without this it would move there. Answers the list
 * with the weights the server now holds.
 */
async function keepPlaces(kind: ImageKind, items: ImageItem[], productId: number, chain: VersionChain) {
  const inPlace = items.every(
    (item, i) => item.weight !== undefined && (i === 0 || item.weight > items[i - 1]!.weight!),
  );
  if (items.length < 2 || inPlace) return items;
  const { images, version } = await productApi.orderImages(
    kind,
    productId,
    items.map((item) => item.id),
    chain.next,
  );
  chain.moveTo(version);
  return items.map((item, i) => ({ ...item, weight: images[i]!.weight }));
}

const sizeTablesOf = (state: ProductFormState) =>
  state.sizeTables.map((t) => ({ categoryName: t.categoryName, columns: t.columns, rows: t.rows }));

export interface SaveContext {
  sellerId: string;
  marketId: number;
  onStep: (step: SaveStep) => void;
  /** The form after a step that gave images their ids (so a retry does not upload them again). */
  onProgress: (patch: Partial<ProductFormState>) => void;
}

/** Deletes the saved images the seller removed (before the uploads, which count the images kept). */
async function deleteRemoved(ids: number[], ctx: SaveContext, chain: VersionChain) {
  const left = [...ids];
  while (left.length) {
    const { deleted, version } = await productApi.deleteImage(left[0]!, chain.next);
    if (!deleted) throw new ApiError(409, 'IMAGE_NOT_DELETED', messages.product.imageDeleteFailed);
    chain.moveTo(version);
    left.shift();
    ctx.onProgress({ removedImageIds: [...left] });
  }
}

/** What of the options a save step sends, to tell whether the step has anything to save. */
const optionsOf = (state: ProductFormState) => state.options.groups;
const unionsOf = (state: ProductFormState) => state.options.unions;

async function saveImagesAndOptions(
  state: ProductFormState,
  productId: number,
  ctx: SaveContext,
  chain: VersionChain,
  base?: ProductFormState,
) {
  const folder = `product/${ctx.sellerId}/${ctx.marketId}/${state.code}`;
  await step('images', ctx.onStep, async () => {
    await deleteRemoved(state.removedImageIds, ctx, chain);
    const mainImages = await uploadPending('MAIN', state.mainImages, productId, `${folder}/main`, chain);
    ctx.onProgress({ mainImages });
    const uploaded = await uploadPending('COVER', state.coverImages, productId, `${folder}/cover`, chain);
    ctx.onProgress({ coverImages: uploaded });
    ctx.onProgress({ coverImages: await keepPlaces('COVER', uploaded, productId, chain) });
  });
  if (!base || !sameValue(optionsOf(state), optionsOf(base))) {
    const options = await step('options', ctx.onStep, () =>
      productApi.saveOptions(productId, state.options.groups, chain.next),
    );
    chain.moveTo(options.version);
  }
  if (!base || !sameValue(unionsOf(state), unionsOf(base))) {
    const unions = await step('unions', ctx.onStep, () =>
      productApi.saveUnions(productId, state.options.unions, chain.next),
    );
    chain.moveTo(unions.version);
  }
}

/** The notice items (the spec's six fields and the `notice` object) and the KC declaration of the form. */
function noticePayload(state: ProductFormState) {
  const { columns, notice } = splitNoticeValues(state.notice);
  return {
    ...columns,
    notice,
    kcKind: state.kcKind,
    kcNumber: state.kcNumber,
    kcAgency: state.kcAgency,
    lowStockThreshold: state.lowStockThreshold,
  };
}

/**
 * Register (spec 01 §4): content, then create (idempotent by code: a retry writes the form as it is now onto the same product),
 * then images, options and combinations. Every step can be repeated, so a retry after a failed step
 * continues without creating a second product.
 */
export async function registerProduct(state: ProductFormState, ctx: SaveContext): Promise<number> {
  const { contentUrl } = await step('content', ctx.onStep, () =>
    productApi.saveContent(state.code, state.content, 'PUT'),
  );
  const payload: ProductCreateInput = {
    marketId: ctx.marketId,
    code: state.code,
    name: state.name,
    brandId: state.brandId,
    summary: state.summary,
    contentUrl,
    saleRate: state.price.saleRate,
    salePrice: state.price.salePrice ?? state.price.price,
    sizeTables: sizeTablesOf(state),
    delivery: state.delivery,
    price: state.price.price,
    parentCategoryId: state.categories[0]?.parentCategoryId ?? null,
    childCategoryIds: state.categories.map((c) => c.id),
    filterIds: state.filterIds,
    sellYn: state.sellYn,
    displayYn: state.displayYn,
    models: state.models,
    tags: state.tags,
    ...noticePayload(state),
  };
  const { id, version } = await step('create', ctx.onStep, () => productApi.create(payload));
  const chain = new VersionChain(null, ctx);
  chain.moveTo(version);
  await saveImagesAndOptions(state, id, ctx, chain);
  return id;
}

/** The update's fields of a form; fields that are checked together travel together (price, notice and KC). */
function updateFields(state: ProductFormState) {
  return {
    name: state.name,
    brandId: state.brandId,
    pricing: {
      price: state.price.price,
      saleRate: state.price.saleRate,
      salePrice: state.price.salePrice ?? state.price.price,
    },
    summary: state.summary,
    delivery: state.delivery,
    models: state.models,
    sizeTables: sizeTablesOf(state),
    sellYn: state.sellYn,
    displayYn: state.displayYn,
    tags: state.tags,
    notice: noticePayload(state),
  };
}

/** The update's body: every field, or with `base` only those that differ from it (the rest are kept as saved). */
function updatePayload(state: ProductFormState, base?: ProductFormState): Partial<ProductUpdateInput> {
  const now = updateFields(state);
  const was = base ? updateFields(base) : undefined;
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => !was || !sameValue(now[key], was[key]));
  const { pricing, notice, ...rest } = now;
  return Object.assign(
    {},
    ...changed.map((key) => (key === 'pricing' ? pricing : key === 'notice' ? notice : { [key]: rest[key] })),
  ) as Partial<ProductUpdateInput>;
}

/**
 * Edit: content, images, options and combinations first, then the product (its edit order checks
 * them); every step names the version the form was loaded from, as the last step moved it on.
 * With `base` (the product as saved when this save's version was read), only what differs from it
 * is sent: an overwrite puts this seller's changes on the newest version and leaves the rest alone.
 */
export async function updateProduct(
  state: ProductFormState,
  productId: number,
  ctx: SaveContext,
  base?: ProductFormState,
): Promise<void> {
  const chain = new VersionChain(state.version, ctx);
  if (!base || state.content !== base.content) {
    const content = await step('content', ctx.onStep, () =>
      productApi.saveContent(state.code, state.content, 'PUT', chain.next),
    );
    chain.moveTo(content.version);
  }
  await saveImagesAndOptions(state, productId, ctx, chain, base);
  const payload: ProductUpdateInput = { ...updatePayload(state, base), version: chain.next, id: productId };
  const saved = await step('update', ctx.onStep, () => productApi.update(payload));
  chain.moveTo(saved.version);
}
