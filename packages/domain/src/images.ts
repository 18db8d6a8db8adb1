import { MODEL_IMAGE_BYTES, MODEL_IMAGE_FILES } from './limits.ts';

/**
 * Image kinds and their upload rules (spec 01 §5 images, spec 02 §5 model). The browser checks these
 * before sending; the server checks them again on the decoded image.
 */
export const IMAGE_KINDS = ['MAIN', 'COVER', 'MODEL'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageSize {
  width: number;
  height: number;
}

/** A size as hints and messages write it: 640x768. */
export const formatImageSize = (size: ImageSize) => `${size.width}x${size.height}`;

export interface ImageRule {
  /** Lower-case file extensions accepted. */
  extensions: readonly string[];
  /** Decoded formats accepted (sharp's names). */
  formats: readonly ('png' | 'jpeg' | 'gif')[];
  maxFiles: number;
  maxBytes: number;
  recommended: ImageSize;
  /**
   * The smallest image accepted, each side: below it the image is refused with the resolution alert
   * (spec 01 §5: "failures raise alerts to check again: … resolution"). Ours, as the spec names only
   * the recommended size: half of it on each side, so a photo a little under the recommendation is
   * still taken and a thumbnail-sized one is not. Absent: no floor (editor images).
   */
  minimum?: ImageSize;
  /** Shown on screen beside the upload. */
  hint: string;
}

/** A byte limit as the hints and messages say it: 5,242,880 → '5MB', 2,097,152 → '2MB'. */
export const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10}MB`;

const PRODUCT_IMAGE_BYTES = 5_242_880;

const MAIN_RECOMMENDED = { width: 640, height: 768 };
const COVER_RECOMMENDED = { width: 640, height: 640 };
const MODEL_RECOMMENDED = { width: 320, height: 320 };
/** Half the recommended size on each side: the floor of {@link ImageRule.minimum}. */
const halfOf = (size: ImageSize): ImageSize => ({ width: size.width / 2, height: size.height / 2 });
/** The hint's words for the floor and the recommended size: '최소 320x384, 권장 640x768'. */
const sizesHint = (recommended: ImageSize) =>
  `최소 ${formatImageSize(halfOf(recommended))}, 권장 ${formatImageSize(recommended)}`;

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  MAIN: {
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    formats: ['png', 'jpeg', 'gif'],
    maxFiles: 1,
    maxBytes: PRODUCT_IMAGE_BYTES,
    recommended: MAIN_RECOMMENDED,
    minimum: halfOf(MAIN_RECOMMENDED),
    hint: `대표 이미지 1장, png·jpeg·jpg·gif, ${formatMegabytes(PRODUCT_IMAGE_BYTES)} 이하, ${sizesHint(MAIN_RECOMMENDED)}`,
  },
  COVER: {
    extensions: ['png', 'jpeg', 'jpg'],
    formats: ['png', 'jpeg'],
    maxFiles: 4,
    maxBytes: PRODUCT_IMAGE_BYTES,
    recommended: COVER_RECOMMENDED,
    minimum: halfOf(COVER_RECOMMENDED),
    hint: `일반 이미지 최대 4장, png·jpeg·jpg, ${formatMegabytes(PRODUCT_IMAGE_BYTES)} 이하, ${sizesHint(COVER_RECOMMENDED)}`,
  },
  MODEL: {
    extensions: ['png', 'jpeg', 'jpg'],
    formats: ['png', 'jpeg'],
    maxFiles: MODEL_IMAGE_FILES,
    maxBytes: MODEL_IMAGE_BYTES,
    recommended: MODEL_RECOMMENDED,
    minimum: halfOf(MODEL_RECOMMENDED),
    hint: `모델 프로필 이미지 ${MODEL_IMAGE_FILES}장, png·jpeg·jpg, ${formatMegabytes(MODEL_IMAGE_BYTES)} 이하, ${sizesHint(MODEL_RECOMMENDED)}`,
  },
};

/**
 * The resolution refusal of a decoded image under its rule's floor (either side), as the
 * `product.imageTooSmall` message's values; null when it is large enough. The browser and the
 * server both ask this.
 */
export function imageTooSmall(rule: ImageRule, size: ImageSize): { min: string; recommended: string } | null {
  if (!rule.minimum || (size.width >= rule.minimum.width && size.height >= rule.minimum.height)) return null;
  return { min: formatImageSize(rule.minimum), recommended: formatImageSize(rule.recommended) };
}

/** Largest decoded image accepted (pixels), against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Most files one upload request carries: the browser sends images in batches of this many, the server refuses more. */
export const IMAGE_UPLOAD_BATCH = 4;

export const fileExtension = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
