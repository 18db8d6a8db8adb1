/**
 * The one rich-text policy: what stored HTML (product details, notices, the market guide) may hold.
 * The server's sanitiser (`apps/server/src/lib/html-sanitizer.ts`, sanitize-html) applies it when the
 * HTML is stored, the browser's (`components/safe-html.tsx`, DOMPurify) again before it shows stored
 * HTML, the rich-text editor reads images and videos through it, and the pages that show the HTML
 * allow frames from the same video origins. Anything outside it is dropped: scripts, event handlers,
 * forms, other frames, other styles.
 */

/** The origins whose video players may be embedded (the insert-video button makes their embed addresses). */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
] as const;

/** Elements kept (lower case). Any other element is unwrapped: its text stays, the tag goes. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'mark',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'iframe',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
] as const;

/** Elements dropped together with their content. */
export const RICH_TEXT_DROPPED_TAGS = [
  'script',
  'style',
  'template',
  'noscript',
  'object',
  'embed',
  'form',
  'svg',
  'math',
  'textarea',
  'select',
] as const;

/**
 * Attributes each element keeps besides `style` (any element, within RICH_TEXT_STYLES). A link's
 * `href`, an image's and a video's `src` keep only what `richTextHref`, `richTextImageSrc` and
 * `richTextVideoSrc` allow; every link opens a new window with RICH_TEXT_LINK_REL.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
  div: ['data-youtube-video', 'data-vimeo-video'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Inline style properties kept and the values each may take. */
export const RICH_TEXT_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  'text-align': [/^(left|right|center|justify)$/],
  color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
};

export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** http:// and protocol-relative //host sources become https://; anything else is left as it is. */
export function toHttpsSrc(src: string): string {
  const trimmed = src.trim();
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice(7)}`;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return trimmed;
}

/** A link's address as kept: https (http and protocol-relative become https), mailto: or tel:; else null. */
export function richTextHref(href: string): string | null {
  const value = toHttpsSrc(href);
  return /^https:\/\/[^\s"'<>]+$/i.test(value) || /^(mailto|tel):[^\s"'<>]+$/i.test(value) ? value : null;
}

/** An image's source as kept: https (http and protocol-relative become https) or a file of our own storage; else null. */
export function richTextImageSrc(src: string): string | null {
  const value = toHttpsSrc(src);
  return /^https:\/\/[^\s"'<>]+$/i.test(value) || /^\/files\/[A-Za-z0-9._\-/]+$/.test(value) ? value : null;
}

const [YOUTUBE_NOCOOKIE, YOUTUBE, VIMEO] = VIDEO_EMBED_ORIGINS;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const YOUTUBE_EMBED = new RegExp(`^(${escape(YOUTUBE_NOCOOKIE)}|${escape(YOUTUBE)})/embed/[A-Za-z0-9_-]{6,20}$`);
const VIMEO_EMBED = new RegExp(`^${escape(VIMEO)}/video/\\d{3,12}$`);

/** An iframe source the policy keeps: a player address of VIDEO_EMBED_ORIGINS, as `toVideoEmbedUrl` makes them. */
export function isAllowedVideoSrc(src: string): boolean {
  return YOUTUBE_EMBED.test(src) || VIMEO_EMBED.test(src);
}

/** A video's source as kept, or null. */
export const richTextVideoSrc = (src: string): string | null => (isAllowedVideoSrc(src.trim()) ? src.trim() : null);

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
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? `${YOUTUBE_NOCOOKIE}/embed/${youtube}` : null;
  if (host === 'vimeo.com' && parts.length >= 1) {
    const id = parts[parts.length - 1]!;
    return VIMEO_ID.test(id) ? `${VIMEO}/video/${id}` : null;
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1])) {
    return `${VIMEO}/video/${parts[1]}`;
  }
  return null;
}

/** Whether an inline style declaration (`property: value`) is one the policy keeps. */
export function isRichTextStyle(declaration: string): boolean {
  const at = declaration.indexOf(':');
  if (at < 0) return false;
  const property = declaration.slice(0, at).trim().toLowerCase();
  const value = declaration.slice(at + 1).trim();
  return (RICH_TEXT_STYLES[property] ?? []).some((pattern) => pattern.test(value));
}
