import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  richTextHref,
  richTextImageSrc,
  richTextVideoSrc,
} from '@seller/domain';
import sanitizeHtml from 'sanitize-html';

/** Keeps `name` only when `keep` allows its value (sanitize-html's tag transforms). */
function keepIf(attribs: sanitizeHtml.Attributes, name: string, keep: (value: string) => string | null) {
  const { [name]: value, ...rest } = attribs;
  const kept = keep(value ?? '');
  return kept === null ? rest : { ...rest, [name]: kept };
}

/** The domain's rich-text policy (`packages/domain/src/rich-text.ts`) as sanitize-html options. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  allowedAttributes: { ...RICH_TEXT_ATTRIBUTES, a: [...RICH_TEXT_ATTRIBUTES.a!, 'target', 'rel'], '*': ['style'] },
  allowedStyles: { '*': Object.fromEntries(Object.entries(RICH_TEXT_STYLES).map(([k, v]) => [k, [...v]])) },
  // The transforms below have already reduced every address to what the policy keeps.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepIf(attribs, 'href', richTextHref), target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', richTextImageSrc) }),
    iframe: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', richTextVideoSrc) }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/**
 * Every HTML that sellers and operators write (product details, notices, market guide) passes through
 * the rich-text policy before it is stored: scripts, event handlers, forms and foreign frames are
 * dropped. The browser filters stored HTML again with the same policy before it shows it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
