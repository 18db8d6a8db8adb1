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
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';

/** An address as the policy keeps it (links, images, videos), or null. */
const ADDRESS: Readonly<Record<string, (value: string) => string | null>> = {
  a: richTextHref,
  img: richTextImageSrc,
  iframe: richTextVideoSrc,
};

/** The domain's rich-text policy (`packages/domain/src/rich-text.ts`) as DOMPurify options. */
const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // Attributes are kept per element by the hook below; DOMPurify's list is their union.
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat()), 'style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Dropped with their content; any other element outside the policy is unwrapped (its text stays).
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_TAGS],
  KEEP_CONTENT: true,
};

/** A DOMPurify of its own (hooks are per instance), with the policy's per-element rules as hooks. */
function createSanitizer() {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (name === 'style') {
      const kept = data.attrValue
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && isRichTextStyle(d));
      data.attrValue = kept.join(';');
      data.keepAttr = kept.length > 0;
    } else if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(name)) {
      data.keepAttr = false;
    } else if ((name === 'href' || name === 'src') && ADDRESS[tag]) {
      const address = ADDRESS[tag](data.attrValue);
      if (address === null) data.keepAttr = false;
      else data.attrValue = address;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if ((tag === 'img' || tag === 'iframe') && !node.getAttribute('src')) node.remove();
    else if (tag === 'a') {
      node.setAttribute('target', RICH_TEXT_LINK_TARGET);
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
    } else if (tag === 'iframe') node.setAttribute('title', labels.shell.video);
  });
  return purify;
}

let sanitizer: ReturnType<typeof createSanitizer> | null = null;

/** HTML through the domain's rich-text policy (DOMPurify: parsed inert, then filtered; mutation-XSS checks included). */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createSanitizer();
  return sanitizer.sanitize(html, CONFIG);
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
