import { randomUUID } from 'node:crypto';
import {
  fileExtension,
  formatMegabytes,
  IMAGE_RULES,
  imageTooSmall,
  MAX_IMAGE_PIXELS,
  isProductCode,
  type ImageKind,
  type ImageRule,
  type UploadedImage,
} from '@seller/domain';
import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client.ts';
import { editorUploads, images, models, productContents, products } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';
import { bumpVersion, staleVersion } from '../../lib/versions.ts';
import type { Storage } from '../../storage/storage.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import { noteActivitySubjects } from '../activity-log/index.ts';
import { productEvents, recordEvents } from '../events/index.ts';

type Format = 'png' | 'jpeg' | 'gif';

/** One file as it arrived: its client-side name and its bytes (the size limit was applied while reading). */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** Rules of images placed in the rich-text editor (ours: the spec only names the call). */
export const EDITOR_IMAGE_RULE: ImageRule = {
  extensions: ['png', 'jpeg', 'jpg', 'gif'],
  formats: ['png', 'jpeg', 'gif'],
  maxFiles: 1,
  maxBytes: 5_242_880,
  recommended: { width: 860, height: 860 },
  hint: '',
};

/**
 * Editor images of a market: how many and how many bytes per hour, and how many bytes it may keep in
 * all (the files stay until no saved content refers to them, `graceHours` after the upload at the
 * earliest, so the total comes back a day after images are taken out of the content).
 */
export const EDITOR_UPLOAD_LIMITS = {
  perHour: 100,
  bytesPerHour: 100 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  graceHours: 24,
} as const;

/** The decoded format from the first bytes; the file name is never trusted. */
export function sniffFormat(data: Buffer): Format | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

const formatMb = formatMegabytes;

export interface ProcessedImage {
  data: Buffer;
  format: Format;
  width: number;
  height: number;
}

/** The checks that need no decoding: extension, size and magic bytes. Answers the sniffed format. */
export function checkImage(file: IncomingFile, rule: ImageRule): Format {
  if (!rule.extensions.includes(fileExtension(file.filename))) {
    throw badRequest('product.imageExtension', { extensions: rule.extensions.join(', ') });
  }
  if (file.data.length > rule.maxBytes) throw badRequest('product.imageSize', { max: formatMb(rule.maxBytes) });
  const format = sniffFormat(file.data);
  if (!format || !rule.formats.includes(format)) {
    throw badRequest('product.imageExtension', { extensions: rule.extensions.join(', ') });
  }
  return format;
}

/**
 * The re-encode's bounds (issue 38 §14): `seconds` of work in all (sharp stops the encoder past it),
 * and the JPEG qualities tried in turn until the result is no larger than the file sent (a file sent
 * at a low quality is kept at about its own; nothing it had is lost by that). mozjpeg is
 * not used: it took 16–43 s of CPU on a large photo for a few per cent fewer bytes. The seconds are
 * the default of {@link createImageService}'s `reencodeSeconds`.
 */
export const REENCODE = { seconds: 10, jpegQualities: [90, 75, 60, 45, 30, 20, 10] } as const;

/**
 * Checks one file against a rule and re-encodes it: {@link checkImage}, decode with a pixel limit
 * (decompression bombs), the rule's smallest size, then a fresh encode that drops every metadata block (EXIF, GPS, ICC comments)
 * after applying the EXIF orientation, within `seconds` of work in all and {@link REENCODE}'s JPEG qualities.
 */
export async function processImage(
  file: IncomingFile,
  rule: ImageRule,
  seconds: number = REENCODE.seconds,
): Promise<ProcessedImage> {
  const started = Date.now();
  const format = checkImage(file, rule);
  const resolution = () => badRequest('product.imageResolution', { max: MAX_IMAGE_PIXELS.toLocaleString('en-US') });
  const animated = format === 'gif';
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file.data, { limitInputPixels: MAX_IMAGE_PIXELS, animated }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw resolution();
    throw badRequest('product.imageBroken');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw badRequest('product.imageBroken');
  if (width * (meta.height ?? height) > MAX_IMAGE_PIXELS) throw resolution();
  // The floor applies to the image as shown: EXIF orientations 5–8 turn it a quarter.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  const tooSmall = imageTooSmall(rule, upright);
  if (tooSmall) throw badRequest('product.imageTooSmall', tooSmall);
  // A JPEG steps its quality down until it is no larger than the file sent (a heavily compressed
  // photo re-encoded at 90 grew sixfold); PNG and GIF are re-encoded once.
  const qualities = format === 'jpeg' ? REENCODE.jpegQualities : [0];
  let smallest: ProcessedImage | null = null;
  for (const quality of qualities) {
    const deadline = seconds - Math.floor((Date.now() - started) / 1000);
    if (deadline < 1) break;
    try {
      const pipeline = sharp(file.data, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' })
        .rotate()
        .timeout({ seconds: deadline });
      const encoded =
        format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : format === 'jpeg'
            ? pipeline.jpeg({ quality })
            : pipeline.gif();
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      if (!smallest || data.length < smallest.data.length)
        smallest = { data, format, width: info.width, height: info.pageHeight ?? info.height };
      if (data.length <= file.data.length) break;
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw resolution();
      if (error instanceof Error && /timeout/i.test(error.message)) throw badRequest('product.imageTooSlow');
      throw badRequest('product.imageBroken');
    }
  }
  if (!smallest) throw badRequest('product.imageTooSlow');
  // Never stored larger than the upload limit, whatever the encoder made of it.
  if (smallest.data.length > rule.maxBytes)
    throw badRequest('product.imageSize', { max: formatMegabytes(rule.maxBytes) });
  return smallest;
}

/** Storage keys only hold [A-Za-z0-9._-]; a login id is reduced to that. */
const safeSegment = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || '_';

const EXT: Record<Format, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };

/**
 * The image calls over one database and one storage. `reencodeSeconds` bounds the work of one file's
 * re-encode (default {@link REENCODE}'s 10 s): past it the upload is refused and nothing is stored.
 */
export function createImageService(
  db: Db,
  storage: Storage,
  { reencodeSeconds = REENCODE.seconds }: { reencodeSeconds?: number } = {},
) {
  const reencode = (file: IncomingFile, rule: ImageRule) => processImage(file, rule, reencodeSeconds);

  /**
   * The storage folder and the version of an owner, checking that it belongs to the seller's market
   * (404 otherwise) and, when the client names a version, that it is still the stored one (409).
   */
  async function owner(principal: SellerPrincipal, type: ImageKind, typeId: number, expected: number | undefined) {
    const found =
      type === 'MODEL'
        ? await db
            .select({ version: models.version })
            .from(models)
            .where(and(eq(models.id, typeId), eq(models.marketId, principal.marketId)))
            .then(([model]) => model && { ...model, folder: `model/${principal.marketId}/${typeId}` })
        : await db
            .select({ code: products.code, version: products.version })
            .from(products)
            .where(and(eq(products.id, typeId), eq(products.marketId, principal.marketId)))
            .then(
              ([product]) =>
                product && {
                  ...product,
                  folder: `product/${safeSegment(principal.loginId)}/${principal.marketId}/${product.code}/${type === 'MAIN' ? 'main' : 'cover'}`,
                },
            );
    if (!found) throw notFound();
    if (expected !== undefined && found.version !== expected) throw staleVersion();
    return found.folder;
  }

  /** An image change is a save of its owner (a product or a model): it bumps the owner's version. */
  const bumpOwner = async (tx: Tx, type: string, typeId: number, expected: number | undefined) => {
    if (type === 'MODEL') return bumpVersion(tx, models, eq(models.id, typeId), expected);
    const version = await bumpVersion(tx, products, eq(products.id, typeId), expected);
    // The call's activity row names the product, so the product screen finds who changed its images.
    const [product] = await tx.select({ code: products.code }).from(products).where(eq(products.id, typeId));
    if (product) noteActivitySubjects([product.code]);
    return version;
  };

  /** A product's image change reaches the marketplace (`product.changed`, image URLs are in the catalogue feed); a model's does not. */
  const recordOwnerChange = async (tx: Tx, marketId: number, type: string, typeId: number) => {
    if (type !== 'MODEL') await recordEvents(tx, await productEvents(tx, marketId, [typeId], 'changed'));
  };

  const toUploaded = (row: typeof images.$inferSelect): UploadedImage => ({
    id: row.id,
    type: row.type as ImageKind,
    typeId: row.typeId,
    filePath: row.key,
    url: row.url,
    weight: row.weight,
    width: row.width,
    height: row.height,
  });

  /**
   * Records an editor upload before it is decoded, within the market's hourly count and bytes and its
   * total bytes (one market's uploads take turns on a transaction lock, so racing requests cannot pass
   * the caps). Answers the record's id.
   */
  async function reserveEditorUpload(marketId: number, productCode: string | null, key: string, bytes: number) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${marketId}, 3)`);
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${editorUploads.bytes}), 0)::bigint` })
        .from(editorUploads)
        .where(
          and(eq(editorUploads.marketId, marketId), gt(editorUploads.createdAt, new Date(Date.now() - 60 * 60_000))),
        );
      if (
        (used?.n ?? 0) >= EDITOR_UPLOAD_LIMITS.perHour ||
        Number(used?.bytes ?? 0) + bytes > EDITOR_UPLOAD_LIMITS.bytesPerHour
      )
        throw fail(429, 'UPLOAD_QUOTA', 'product.editorUploadQuota');
      const [kept] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${editorUploads.bytes}), 0)::bigint` })
        .from(editorUploads)
        .where(eq(editorUploads.marketId, marketId));
      if (Number(kept?.bytes ?? 0) + bytes > EDITOR_UPLOAD_LIMITS.totalBytes)
        throw fail(413, 'STORAGE_QUOTA', 'product.editorStorageQuota', {
          max: `${EDITOR_UPLOAD_LIMITS.totalBytes / 1024 ** 3}GB`,
        });
      const [row] = await tx
        .insert(editorUploads)
        .values({ marketId, productCode, key, bytes })
        .returning({ id: editorUploads.id });
      return row!.id;
    });
  }

  return {
    /**
     * Stores images of one owner (a product's MAIN or COVER images, a model's MODEL image). Every file
     * is checked and re-encoded before anything is written; the count limit counts images already kept.
     * File names are generated here; the client's `filePath` is not used for the storage key.
     */
    async upload(
      principal: SellerPrincipal,
      type: ImageKind,
      typeId: number,
      files: IncomingFile[],
      expected?: number,
    ): Promise<{ images: UploadedImage[]; version: number }> {
      const rule = IMAGE_RULES[type];
      if (files.length === 0) throw badRequest('product.imageNoFile');
      if (files.length > rule.maxFiles) throw badRequest('product.imageCount', { max: rule.maxFiles });
      const folder = await owner(principal, type, typeId, expected);
      // Count and size before any decoding, so a batch that cannot be kept costs no decode; the count is
      // checked again under the owner's lock below, where racing batches meet.
      for (const file of files) checkImage(file, rule);
      const [held] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(images)
        .where(and(eq(images.type, type), eq(images.typeId, typeId)));
      if ((held?.n ?? 0) + files.length > rule.maxFiles) throw badRequest('product.imageCount', { max: rule.maxFiles });
      const processed: ProcessedImage[] = [];
      for (const file of files) processed.push(await reencode(file, rule));

      const keys: string[] = [];
      try {
        for (const image of processed) {
          const key = `${folder}/${randomUUID()}.${EXT[image.format]}`;
          await storage.put(key, image.data);
          keys.push(key);
        }
        return await db.transaction(async (tx) => {
          const version = await bumpOwner(tx, type, typeId, expected);
          // Serialise uploads of one owner so two batches cannot pass the count check together.
          await tx.execute(sql`select pg_advisory_xact_lock(${typeId}, ${type === 'MODEL' ? 2 : 1})`);
          const [state] = await tx
            .select({ n: sql<number>`count(*)::int`, top: max(images.weight) })
            .from(images)
            .where(and(eq(images.type, type), eq(images.typeId, typeId)));
          if ((state?.n ?? 0) + processed.length > rule.maxFiles)
            throw badRequest('product.imageCount', { max: rule.maxFiles });
          let weight = (state?.top ?? 0) + 1;
          const rows = await tx
            .insert(images)
            .values(
              processed.map((image, index) => ({
                marketId: principal.marketId,
                type,
                typeId,
                key: keys[index]!,
                url: storage.url(keys[index]!),
                weight: weight++,
                width: image.width,
                height: image.height,
                bytes: image.data.length,
              })),
            )
            .returning();
          await recordOwnerChange(tx, principal.marketId, type, typeId);
          return { images: rows.map(toUploaded), version };
        });
      } catch (error) {
        await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * The first images of an owner the caller creates in the same transaction (a new model with its
     * profile image): every file is checked and re-encoded before anything is written; then, in one
     * transaction, `create(tx)` makes the owner and answers its id and storage folder, the files are
     * stored and their rows written. When any step fails the transaction rolls back and the stored
     * files are deleted, so neither the owner nor an image of it stays.
     */
    async uploadWithNewOwner<T extends { typeId: number; folder: string }>(
      principal: SellerPrincipal,
      type: ImageKind,
      files: IncomingFile[],
      create: (tx: Tx) => Promise<T>,
    ): Promise<T & { images: UploadedImage[] }> {
      const rule = IMAGE_RULES[type];
      if (files.length === 0) throw badRequest('product.imageNoFile');
      if (files.length > rule.maxFiles) throw badRequest('product.imageCount', { max: rule.maxFiles });
      for (const file of files) checkImage(file, rule);
      const processed: ProcessedImage[] = [];
      for (const file of files) processed.push(await reencode(file, rule));
      const keys: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          const owner = await create(tx);
          for (const image of processed) {
            const key = `${owner.folder}/${randomUUID()}.${EXT[image.format]}`;
            await storage.put(key, image.data);
            keys.push(key);
          }
          const rows = await tx
            .insert(images)
            .values(
              processed.map((image, index) => ({
                marketId: principal.marketId,
                type,
                typeId: owner.typeId,
                key: keys[index]!,
                url: storage.url(keys[index]!),
                weight: index + 1,
                width: image.width,
                height: image.height,
                bytes: image.data.length,
              })),
            )
            .returning();
          return { ...owner, images: rows.map(toUploaded) };
        });
      } catch (error) {
        await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * Sets the order of an owner's images of one type (`imageIds`, first shown first: weights 1, 2, …)
     * as a save of the owner. The ids must be exactly the images it has of that type, else 409 and
     * nothing changes (another save added or removed one meanwhile).
     */
    async reorder(
      principal: SellerPrincipal,
      type: ImageKind,
      typeId: number,
      imageIds: number[],
      expected?: number,
    ): Promise<{ images: { id: number; weight: number }[]; version: number }> {
      await owner(principal, type, typeId, expected);
      return db.transaction(async (tx) => {
        const version = await bumpOwner(tx, type, typeId, expected);
        await tx.execute(sql`select pg_advisory_xact_lock(${typeId}, ${type === 'MODEL' ? 2 : 1})`);
        const held = await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.type, type), eq(images.typeId, typeId)));
        const heldIds = new Set(held.map((row) => row.id));
        if (
          new Set(imageIds).size !== imageIds.length ||
          imageIds.length !== heldIds.size ||
          imageIds.some((id) => !heldIds.has(id))
        )
          throw fail(409, 'IMAGE_ORDER_CHANGED', 'product.imageOrderChanged');
        for (const [index, id] of imageIds.entries())
          await tx
            .update(images)
            .set({ weight: index + 1 })
            .where(eq(images.id, id));
        await recordOwnerChange(tx, principal.marketId, type, typeId);
        return { images: imageIds.map((id, index) => ({ id, weight: index + 1 })), version };
      });
    },

    /**
     * Deletes one image of the seller's market (another market's image is not found), as a save of its
     * owner: the owner's version is bumped, compared with `expected` when given.
     */
    async remove(
      principal: SellerPrincipal,
      imageId: number,
      expected?: number,
    ): Promise<{ deleted: boolean; version: number | null }> {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.id, imageId), eq(images.marketId, principal.marketId)));
      if (!row) throw notFound();
      const version = await db.transaction(async (tx) => {
        const next = await bumpOwner(tx, row.type, row.typeId, expected);
        const deleted = await tx.delete(images).where(eq(images.id, imageId)).returning({ id: images.id });
        if (deleted.length === 0) return null;
        await recordOwnerChange(tx, principal.marketId, row.type, row.typeId);
        return next;
      });
      if (version === null) return { deleted: false, version: null };
      try {
        await storage.delete(row.key);
      } catch {
        // The row is gone, so the image is no longer shown; a leftover file is harmless.
      }
      return { deleted: true, version };
    },

    /**
     * An image placed in the rich-text editor. The path is built here from the seller, the market and
     * the product code named in `filePath` (product/{sellerId}/{marketKey}/{productCode}/editor/ or
     * without the code); the other segments of `filePath` are not trusted.
     */
    async uploadEditor(principal: SellerPrincipal, filePath: string | undefined, file: IncomingFile) {
      const parts = (filePath ?? '').split('/').filter(Boolean);
      const code = parts.length >= 5 && parts[0] === 'product' && parts[4] === 'editor' ? parts[3]! : null;
      if (filePath && parts[0] !== 'product' && parts[0] !== 'market') throw badRequest('product.imagePathInvalid');
      if (code !== null && !isProductCode(code)) throw badRequest('product.imagePathInvalid');
      const format = checkImage(file, EDITOR_IMAGE_RULE);
      const folder =
        parts[0] === 'market'
          ? `market/${principal.marketId}/editor`
          : `product/${safeSegment(principal.loginId)}/${principal.marketId}${code ? `/${code}` : ''}/editor`;
      const key = `${folder}/${randomUUID()}.${EXT[format]}`;
      const reserved = await reserveEditorUpload(principal.marketId, code, key, file.data.length);
      // A failed upload keeps no bytes of either quota. A file that cannot be decoded still counts as
      // one of the hour's uploads (decoding is the cost that count caps); a failed write does not count.
      let image: ProcessedImage;
      try {
        image = await reencode(file, EDITOR_IMAGE_RULE);
      } catch (error) {
        await db.update(editorUploads).set({ bytes: 0 }).where(eq(editorUploads.id, reserved));
        throw error;
      }
      // The quotas count what is stored, not what was sent (issue 38 §14).
      await db.update(editorUploads).set({ bytes: image.data.length }).where(eq(editorUploads.id, reserved));
      try {
        await storage.put(key, image.data);
      } catch (error) {
        await db.delete(editorUploads).where(eq(editorUploads.id, reserved));
        throw error;
      }
      return { url: storage.url(key), width: image.width, height: image.height };
    },

    /**
     * Deletes, after a grace period, product content saved under codes that never became products, then
     * the recorded editor uploads that no saved content (product details, market guide, notices, claims'
     * inspection photos) refers to.
     */
    async sweepUnreferenced(now = new Date()) {
      const cutoff = new Date(now.getTime() - EDITOR_UPLOAD_LIMITS.graceHours * 60 * 60_000);
      await db
        .delete(productContents)
        .where(
          and(
            lt(productContents.updatedAt, cutoff),
            sql`not exists (select 1 from ${products} where ${products.code} = ${productContents.code})`,
          ),
        );
      const refersTo = (table: string, column: string, scope: string) =>
        sql.raw(`exists (select 1 from ${table} t where ${scope} strpos(t.${column}, editor_uploads.key) > 0)`);
      const stale = await db
        .select({ id: editorUploads.id, key: editorUploads.key })
        .from(editorUploads)
        .where(
          and(
            lt(editorUploads.createdAt, cutoff),
            sql`not ${refersTo('product_contents', 'html', 't.market_id = editor_uploads.market_id and')}`,
            sql`not ${refersTo('markets', 'guide', 't.id = editor_uploads.market_id and')}`,
            sql`not ${refersTo('notices', 'content', '')}`,
            sql`not ${refersTo('order_claims', 'inspection_photos::text', 't.market_id = editor_uploads.market_id and')}`,
          ),
        )
        .limit(1000);
      for (const upload of stale) {
        await storage.delete(upload.key).catch(() => undefined);
        await db.delete(editorUploads).where(eq(editorUploads.id, upload.id));
      }
      return stale.length;
    },

    /** Images of owners of one kind, ordered by weight (for product and model answers). */
    async listOf(type: ImageKind, typeIds: number[]) {
      if (typeIds.length === 0) return [];
      return db
        .select()
        .from(images)
        .where(and(eq(images.type, type), inArray(images.typeId, typeIds)))
        .orderBy(asc(images.weight), asc(images.id));
    },

    /** Removes every image of an owner (used when the owner itself is deleted). */
    async removeAllOf(type: ImageKind, typeId: number) {
      const rows = await db
        .delete(images)
        .where(and(eq(images.type, type), eq(images.typeId, typeId)))
        .returning({ key: images.key });
      await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

/** Reads a multipart file part, turning the size limit into the image-size message. */
export async function readPart(
  part: { toBuffer(): Promise<Buffer>; filename: string },
  maxBytes: number,
): Promise<IncomingFile> {
  try {
    const data = await part.toBuffer();
    return { filename: part.filename, data };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('product.imageSize', { max: formatMb(maxBytes) });
    throw fail(400, 'BAD_REQUEST', 'common.badRequest');
  }
}
