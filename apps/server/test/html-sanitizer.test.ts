import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/lib/html-sanitizer.ts';

// The server applies the domain's rich-text policy to every stored HTML (product details, notices, market guide).
describe('server sanitiser (the domain rich-text policy)', () => {
  it.each([
    ['<p onclick="x()">안녕<script>alert(1)</script></p>', '<p>안녕</p>'],
    ['<section><b>굵게</b></section><form><input></form>', '<b>굵게</b>'],
    [
      '<a href="http://shop.example.com/a" onclick="x()">가게</a>',
      '<a href="https://shop.example.com/a" target="_blank" rel="noopener noreferrer nofollow">가게</a>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    [
      '<a href="tel:0212345678">전화</a>',
      '<a href="tel:0212345678" target="_blank" rel="noopener noreferrer nofollow">전화</a>',
    ],
    ['<img src="//cdn.example.com/a.png" onerror="x()">', '<img src="https://cdn.example.com/a.png" />'],
    ['<img src="/files/product/1/a.png">', '<img src="/files/product/1/a.png" />'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>', ''],
    ['<iframe src="https://evil.example.com/embed/x"></iframe>', ''],
    [
      '<iframe src="https://player.vimeo.com/video/76979871" allow="camera"></iframe>',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    ],
    [
      '<p style="text-align: center; color: #c2185b; position: fixed">가운데</p>',
      '<p style="text-align:center;color:#c2185b">가운데</p>',
    ],
    [
      '<table><tbody><tr><td colspan="2" onclick="x()">칸</td></tr></tbody></table>',
      '<table><tbody><tr><td colspan="2">칸</td></tr></tbody></table>',
    ],
  ])('%s → %s', (html, clean) => expect(sanitizeRichText(html)).toBe(clean));
});
