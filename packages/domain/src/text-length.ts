/**
 * How every text limit counts: in Unicode code points, so an emoji is one character, not the two
 * UTF-16 units JavaScript's `.length` counts. It is how the OpenAPI document's `maxLength` (JSON
 * Schema), PostgreSQL's `varchar(n)` and the contract's zod string checks count (zod counts code points
 * since 4.6, colinhacks/zod#6441; `test/text-length.test.ts` holds every contract limit to it), so a
 * client that fills a field to its documented length is never refused, and the screens cap a field
 * where the server does.
 */

const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/g;
const ANY_HIGH_SURROGATE = /[\ud800-\udbff]/;

/** The length of a text in characters (code points). */
export function textLength(text: string): number {
  // Almost all text has no astral character: one quick scan, no count.
  if (!ANY_HIGH_SURROGATE.test(text)) return text.length;
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
}

/** The first `max` characters (code points) of a text: a cut never splits an emoji in two. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (!ANY_HIGH_SURROGATE.test(text)) return text.slice(0, max);
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) {
    const unit = text.charCodeAt(end);
    const pair = unit >= 0xd800 && unit <= 0xdbff && /[\udc00-\udfff]/.test(text.charAt(end + 1));
    end += pair ? 2 : 1;
  }
  return text.slice(0, end);
}
