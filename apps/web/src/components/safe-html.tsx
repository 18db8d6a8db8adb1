import {
  isRichTextStyle,
  labels,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  richTextHref,
  richTextImageSrc,
  richTextVideoSrc,
} from '@seller/domain';
import { useMemo } from 'react';
import './safe-html.css';

const KEPT = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_TAGS);
/** An address as the policy keeps it (links, images, videos), or null. */
const ADDRESS: Record<string, (value: string) => string | null> = {
  a: richTextHref,
  img: richTextImageSrc,
  iframe: richTextVideoSrc,
};

function clean(node: Node) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    if (!KEPT.has(tag)) {
      clean(element);
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name === 'style') {
        const kept = attribute.value.split(';').filter((s) => s.trim() && isRichTextStyle(s));
        if (kept.length) element.setAttribute('style', kept.join(';'));
        else element.removeAttribute(attribute.name);
      } else if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(name)) element.removeAttribute(attribute.name);
      else if ((name === 'href' || name === 'src') && ADDRESS[tag]) {
        const address = ADDRESS[tag](attribute.value);
        if (address) element.setAttribute(name, address);
        else element.removeAttribute(attribute.name);
      }
    }
    if ((tag === 'img' || tag === 'iframe') && !element.getAttribute('src')) {
      element.remove();
      continue;
    }
    if (tag === 'a') {
      element.setAttribute('target', RICH_TEXT_LINK_TARGET);
      element.setAttribute('rel', RICH_TEXT_LINK_REL);
    }
    if (tag === 'iframe') element.setAttribute('title', labels.shell.video);
    clean(element);
  }
}

/** HTML through the domain's rich-text policy: parsed inert (DOMParser runs no script, loads nothing), then filtered. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

/**
 * Shows stored rich text (notices, the market guide). The server sanitised it when it was stored; it
 * is filtered again here with the same policy (`packages/domain/src/rich-text.ts`), so even a preview
 * of unsaved text cannot run script.
 */
export function SafeHtml({ html, label }: { html: string; label: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="safe-html" aria-label={label} role="document" dangerouslySetInnerHTML={{ __html: safe }} />;
}
