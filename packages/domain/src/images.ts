import { MODEL_IMAGE_BYTES, MODEL_IMAGE_FILES } from './limits.ts';

/**
 * Image kinds and their upload rules (spec 01 §5 images, spec 02 §5 model). The browser checks these
 * before sending; the server checks them again on the decoded image.
 */
export const IMAGE_KINDS = ['MAIN', 'COVER', 'MODEL'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageRule {
  /** Lower-case file extensions accepted. */
  extensions: readonly string[];
  /** Decoded formats accepted (sharp's names). */
  formats: readonly ('png' | 'jpeg' | 'gif')[];
  maxFiles: number;
  maxBytes: number;
  recommended: { width: number; height: number };
  /** Shown on screen beside the upload. */
  hint: string;
}

/** A byte limit as the hints and messages say it: 5,242,880 → '5MB', 2,097,152 → '2MB'. */
export const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10}MB`;

const PRODUCT_IMAGE_BYTES = 5_242_880;

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  MAIN: {
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    formats: ['png', 'jpeg', 'gif'],
    maxFiles: 1,
    maxBytes: PRODUCT_IMAGE_BYTES,
    recommended: { width: 640, height: 768 },
    hint: `대표 이미지 1장, png·jpeg·jpg·gif, ${formatMegabytes(PRODUCT_IMAGE_BYTES)} 이하, 권장 640x768`,
  },
  COVER: {
    extensions: ['png', 'jpeg', 'jpg'],
    formats: ['png', 'jpeg'],
    maxFiles: 4,
    maxBytes: PRODUCT_IMAGE_BYTES,
    recommended: { width: 640, height: 640 },
    hint: `일반 이미지 최대 4장, png·jpeg·jpg, ${formatMegabytes(PRODUCT_IMAGE_BYTES)} 이하, 권장 640x640`,
  },
  MODEL: {
    extensions: ['png', 'jpeg', 'jpg'],
    formats: ['png', 'jpeg'],
    maxFiles: MODEL_IMAGE_FILES,
    maxBytes: MODEL_IMAGE_BYTES,
    recommended: { width: 320, height: 320 },
    hint: `모델 프로필 이미지 ${MODEL_IMAGE_FILES}장, png·jpeg·jpg, ${formatMegabytes(MODEL_IMAGE_BYTES)} 이하, 권장 320x320`,
  },
};

/** Largest decoded image accepted (pixels), against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Most files one upload request carries: the browser sends images in batches of this many, the server refuses more. */
export const IMAGE_UPLOAD_BATCH = 4;

export const fileExtension = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
