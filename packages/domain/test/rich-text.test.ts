import { describe, expect, it } from 'vitest';
import {
  isAllowedVideoSrc,
  isRichTextStyle,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_TAGS,
  richTextHref,
  richTextImageSrc,
  richTextVideoSrc,
  toVideoEmbedUrl,
  VIDEO_EMBED_ORIGINS,
} from '../src/index.ts';

describe('rich-text policy', () => {
  it.each([
    ['https://shop.example.com/a', 'https://shop.example.com/a'],
    ['http://shop.example.com/a', 'https://shop.example.com/a'],
    ['//shop.example.com/a', 'https://shop.example.com/a'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:0212345678', 'tel:0212345678'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['/relative/page', null],
    ['', null],
  ])('keeps the link %s as %s', (href, kept) => expect(richTextHref(href)).toBe(kept));

  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/files/product/1/main.png', '/files/product/1/main.png'],
    ['/files/../etc/passwd"', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
  ])('keeps the image %s as %s', (src, kept) => expect(richTextImageSrc(src)).toBe(kept));

  it('keeps videos only as player addresses of the embed origins, which are the ones the link converter makes', () => {
    expect(richTextVideoSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(isAllowedVideoSrc('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isAllowedVideoSrc('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isAllowedVideoSrc('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isAllowedVideoSrc('https://evil.example.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isAllowedVideoSrc('https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ')).toBe(false);
    expect(richTextVideoSrc('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = toVideoEmbedUrl(link)!;
      expect(VIDEO_EMBED_ORIGINS.some((origin) => embed.startsWith(`${origin}/`))).toBe(true);
      expect(isAllowedVideoSrc(embed)).toBe(true);
    }
  });

  it.each([
    ['text-align: center', true],
    ['color: #c2185b', true],
    ['color: rgb(1, 2, 3)', true],
    ['color: red', false],
    ['background: url(https://evil.example.com/x)', false],
    ['text-align: center; color: red', false],
    ['position: fixed', false],
  ])('keeps the style %s: %s', (style, kept) => expect(isRichTextStyle(style)).toBe(kept));

  it('drops script-bearing elements and never keeps one it drops', () => {
    for (const tag of ['script', 'style', 'form', 'svg', 'object', 'embed']) {
      expect(RICH_TEXT_DROPPED_TAGS).toContain(tag);
      expect(RICH_TEXT_TAGS as readonly string[]).not.toContain(tag);
    }
  });
});
