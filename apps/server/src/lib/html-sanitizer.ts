import sanitizeHtml from 'sanitize-html';

/** Hosts whose players may be embedded (the editor's insert-video function). */
const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** http and protocol-relative sources become https (spec 01 §5 rich text); our own `/files/` stay. */
function secureSource(src: string | undefined): string | undefined {
  if (!src) return undefined;
  if (src.startsWith('/files/')) return src;
  if (src.startsWith('//')) return `https:${src}`;
  if (/^http:\/\//i.test(src)) return `https://${src.slice(7)}`;
  return /^https:\/\//i.test(src) ? src : undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    div: ['data-youtube-video'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: true,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => {
      const src = secureSource(attribs.src);
      const { src: _ignored, ...rest } = attribs;
      return { tagName, attribs: src ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/**
 * The one allow-list for HTML that sellers and operators write (notices, market guide): scripts,
 * event handlers, forms and foreign frames are dropped. Applied when the HTML is stored; the web
 * app renders the stored HTML only inside a sandboxed frame or after its own sanitising.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows anything: text, an image or a video. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
