import { EDITOR_TEXT_LIMIT } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { EDITOR_TEXT_LIMIT };
/**
 * Rich-text product details (spec 01 §5 rich-text editor): a 1000-character text limit, height
 * 300–600. What the HTML may hold (images only over https, videos only as YouTube/Vimeo embeds added
 * by the insert-video button) is the one rich-text policy of `../rich-text.ts`.
 */
export const EDITOR_MIN_HEIGHT = 300;
export const EDITOR_MAX_HEIGHT = 600;
/** Largest stored HTML (markup, not text), against abuse of the content call. */
export const MAX_CONTENT_HTML = 200_000;

/** The visible text length of stored HTML (tags removed, entities counted as one character). */
export function contentTextLength(html: string): number {
  return textLength(html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_'));
}

/** True when the HTML holds text, an image or a video. */
export function hasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
