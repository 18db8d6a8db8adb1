/** Product tags (spec 01 §5 fields): at most 3, no empty ones, no duplicates, English in upper case. */
import type { MessageKey } from '../messages.ts';
import { MAX_TAGS, MAX_TAG_LENGTH } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { MAX_TAGS, MAX_TAG_LENGTH };

/** Trims and upper-cases English letters (Korean is unchanged). */
export const normalizeTag = (text: string) => text.trim().replace(/[a-z]/g, (c) => c.toUpperCase());

/** The first reason a new tag cannot be added to `tags`, or null. */
export function checkNewTag(tags: readonly string[], text: string): MessageKey | null {
  const tag = normalizeTag(text);
  if (!tag) return 'product.noTag';
  if (tags.length >= MAX_TAGS) return 'product.tagMax3';
  if (tags.map(normalizeTag).includes(tag)) return 'product.tagDuplicated';
  if (textLength(tag) > MAX_TAG_LENGTH) return 'product.tagTooLong';
  return null;
}

export type TagResult = { tags: string[]; error?: undefined } | { tags: readonly string[]; error: MessageKey };

export function addTag(tags: readonly string[], text: string): TagResult {
  const error = checkNewTag(tags, text);
  return error ? { tags, error } : { tags: [...tags, normalizeTag(text)] };
}

/** Checks a whole tag list as the server receives it; returns the normalised list or the first error. */
export function checkTags(list: readonly string[]): TagResult {
  let result: TagResult = { tags: [] };
  for (const text of list) {
    result = addTag(result.tags, text);
    if (result.error) return result;
  }
  return result;
}
