import { useMemo } from 'react';
import './safe-html.css';

/** The allow-list of the server's sanitiser (apps/server/src/lib/html-sanitizer.ts), applied again here. */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'HR',
  'H1',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'STRIKE',
  'MARK',
  'SPAN',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
  'IFRAME',
  'DIV',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'CODE',
  'PRE',
]);
const DROP_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'OBJECT',
  'EMBED',
  'FORM',
  'SVG',
  'MATH',
  'TEXTAREA',
  'SELECT',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  A: ['href'],
  IMG: ['src', 'alt', 'width', 'height'],
  IFRAME: ['src', 'width', 'height', 'allowfullscreen'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
};
const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];
const SAFE_STYLE =
  /^\s*(text-align\s*:\s*(left|right|center|justify)|color\s*:\s*(#[0-9a-f]{3,8}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)))\s*;?\s*$/i;

function safeUrl(value: string, tag: string): string | null {
  const v = value.trim();
  if (tag !== 'A' && v.startsWith('/files/')) return v;
  let url: URL;
  try {
    url = new URL(v, window.location.origin);
  } catch {
    return null;
  }
  if (tag === 'A') return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  if (tag === 'IFRAME') return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname) ? url.href : null;
  return url.protocol === 'https:' ? url.href : null;
}

function clean(node: Node) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      clean(element);
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const allowed =
        ALLOWED_ATTRIBUTES[tag]?.includes(name) ||
        (name === 'style' &&
          attribute.value
            .split(';')
            .filter((s) => s.trim())
            .every((s) => SAFE_STYLE.test(s)));
      if (!allowed) element.removeAttribute(attribute.name);
      else if (name === 'href' || name === 'src') {
        const url = safeUrl(attribute.value, tag);
        if (url) element.setAttribute(name, url);
        else element.removeAttribute(attribute.name);
      }
    }
    if ((tag === 'IMG' || tag === 'IFRAME') && !element.getAttribute('src')) {
      element.remove();
      continue;
    }
    if (tag === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (tag === 'IFRAME') element.setAttribute('title', '동영상');
    clean(element);
  }
}

/** HTML through the allow-list: parsed inert (DOMParser runs no script, loads nothing), then filtered. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

/**
 * Shows stored rich text (notices, the market guide). The server sanitised it when it was stored; it
 * is filtered again here with the same allow-list, so even a preview of unsaved text cannot run script.
 */
export function SafeHtml({ html, label }: { html: string; label: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="safe-html" aria-label={label} role="document" dangerouslySetInnerHTML={{ __html: safe }} />;
}
