/**
 * Rich-text product details (spec 01 §5 rich-text editor): a 1000-character text limit, height
 * 300–600, images only over https, videos only as YouTube/Vimeo embeds added by the insert-video button.
 */
export const EDITOR_TEXT_LIMIT = 1000;
export const EDITOR_MIN_HEIGHT = 300;
export const EDITOR_MAX_HEIGHT = 600;
/** Largest stored HTML (markup, not text), against abuse of the content call. */
export const MAX_CONTENT_HTML = 200_000;

/** http:// and protocol-relative //host sources become https://; anything else is left as it is. */
export function toHttpsSrc(src: string): string {
  const trimmed = src.trim();
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice(7)}`;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return trimmed;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * The embed address of a YouTube or Vimeo link the seller pastes, or null for anything else.
 * Accepts watch, short, shorts and embed links of YouTube and page or player links of Vimeo.
 */
export function toVideoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(toHttpsSrc(link));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = parts[1];
  } else if (host === 'youtu.be') {
    youtube = parts[0];
  }
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' && parts.length >= 1) {
    const id = parts[parts.length - 1]!;
    return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1])) {
    return `https://player.vimeo.com/video/${parts[1]}`;
  }
  return null;
}

/** An iframe source the sanitiser keeps: an embed address this module produces. */
export function isAllowedVideoSrc(src: string): boolean {
  return (
    /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}$/.test(src) ||
    /^https:\/\/player\.vimeo\.com\/video\/\d{3,12}$/.test(src)
  );
}

/** The visible text length of stored HTML (tags removed, entities counted as one character). */
export function contentTextLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_').length;
}

/** True when the HTML holds text, an image or a video. */
export function hasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
