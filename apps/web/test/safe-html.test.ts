import {
  isAllowedVideoSrc,
  isRichTextStyle,
  labels,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
  richTextHref,
  richTextImageSrc,
} from '@seller/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/components/safe-html.tsx';

/** Attack samples (OWASP's XSS filter evasion list, DOMPurify's and sanitize-html's test corpora, mutation XSS). */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example.com/a.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="x 1x, javascript:alert(1) 2x" src="https://cdn.example.com/a.png">',
  '<picture><source srcset="javascript:alert(1)"><img src="https://cdn.example.com/a.png"></picture>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(2)">글</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color: expression(alert(1))">x</p>',
  '<p style="width: expression(alert(1)); color: #123456">x</p>',
  '<span style="behavior: url(x.htc)">x</span>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://shop.example.com" onclick="alert(1)" target="_self">가게</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example.com/embed/abcdefgh"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)" sandbox="allow-scripts"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus><option>x</option></select>',
  '<textarea onfocus=alert(1) autofocus>x</textarea>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><table><mi><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<a href="https://shop.example.com"><table><a href="javascript:alert(1)">x</a></table></a>',
  '<div id="x" name="cookie" data-foo="javascript:alert(1)">x</div>',
  '<img src="https://cdn.example.com/a.png" usemap="#m"><map name="m"><area href="javascript:alert(1)"></map>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<div><!-- --><img src=x onerror=alert(1)></div>',
  '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  '<td background="javascript:alert(1)">x</td>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

const KEPT_TAGS = new Set<string>(RICH_TEXT_TAGS);

/** Every way the sanitised HTML could still run script or load something outside the policy. */
function problems(html: string): string[] {
  const found: string[] = [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!KEPT_TAGS.has(tag)) found.push(`element ${tag}`);
    for (const { name, value } of Array.from(element.attributes)) {
      const allowed = [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), 'style'];
      if (tag === 'a') allowed.push('target', 'rel');
      if (tag === 'iframe') allowed.push('title');
      if (!allowed.includes(name)) found.push(`${tag}[${name}]`);
      if (/^\s*(javascript|vbscript|data):/i.test(value)) found.push(`${tag}[${name}]=${value}`);
      if (name === 'style' && !value.split(';').every((d) => !d.trim() || isRichTextStyle(d)))
        found.push(`style ${value}`);
      if (tag === 'a' && name === 'href' && richTextHref(value) !== value) found.push(`href ${value}`);
      if (tag === 'img' && name === 'src' && richTextImageSrc(value) !== value) found.push(`img ${value}`);
      if (tag === 'iframe' && name === 'src' && !isAllowedVideoSrc(value)) found.push(`iframe ${value}`);
    }
  }
  return found;
}

describe('the browser sanitiser (DOMPurify with the domain rich-text policy)', () => {
  it.each(CORPUS)('leaves nothing executable of %s', (attack) => {
    const clean = sanitizeHtml(attack);
    expect(problems(clean)).toEqual([]);
    // `problems` parses the output again as the page will (mutation XSS shows there); so does a second pass.
    expect(problems(sanitizeHtml(clean))).toEqual([]);
  });

  it('keeps the content the policy allows', () => {
    const html = [
      '<h2>제목</h2>',
      '<p style="text-align:center;color:#c2185b">가운데 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s> <mark>강조</mark></p>',
      '<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><pre><code>코드</code></pre><hr>',
      `<p><a href="https://shop.example.com/a" target="_blank" rel="${RICH_TEXT_LINK_REL}">가게</a></p>`,
      '<p><img src="/files/product/1/a.png" alt="상품" width="320" height="320"></p>',
      `<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="480" allowfullscreen="true" title="${labels.shell.video}"></iframe></div>`,
      `<div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/76979871" title="${labels.shell.video}"></iframe></div>`,
      '<table><tbody><tr><th colspan="2">머리</th></tr><tr><td rowspan="2">칸</td></tr></tbody></table>',
    ].join('');
    const clean = sanitizeHtml(html);
    expect(problems(clean)).toEqual([]);
    const normalised = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    expect(clean).toBe(normalised);
  });

  it('rewrites addresses as the policy does and keeps the text of elements it unwraps', () => {
    expect(sanitizeHtml('<img src="http://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png">');
    expect(sanitizeHtml('<a href="//shop.example.com">가게</a>')).toBe(
      `<a href="https://shop.example.com" target="_blank" rel="${RICH_TEXT_LINK_REL}">가게</a>`,
    );
    expect(sanitizeHtml('<section><article>안의 <b>글</b></article></section>')).toBe('안의 <b>글</b>');
    expect(sanitizeHtml('<p>앞<script>alert(1)</script><svg><text>그림</text></svg>뒤</p>')).toBe('<p>앞뒤</p>');
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>')).toBe('');
  });
});
