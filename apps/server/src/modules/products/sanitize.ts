import { isAllowedVideoSrc, toHttpsSrc } from '@seller/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list the product details pass through before they are stored (spec 01 §5 rich-text
 * editor): text formatting, links, images (https or our own /files/), and YouTube/Vimeo embeds only.
 * No script, no event handler, no style beyond text alignment, no other iframe.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'mark',
    'code',
    'pre',
    'blockquote',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'img',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'allow'],
    div: ['data-youtube-video', 'data-vimeo-video'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: toHttpsSrc(attribs.src ?? '') } }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        href: toHttpsSrc(attribs.href ?? ''),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isAllowedVideoSrc(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !isSafeImageSrc(frame.attribs.src ?? '')),
};

/** Images over https, or files of our own storage (`/files/...`). */
function isSafeImageSrc(src: string): boolean {
  return /^https:\/\/[^\s"'<>]+$/.test(src) || /^\/files\/[A-Za-z0-9._\-/]+$/.test(src);
}

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, options);
}
