import { describe, expect, it } from 'vitest';
import { htmlToText, imagesWithoutAlt, sanitizeRichText } from './sanitize-html.ts';

const PAYLOADS = [
  '<p>前<script>alert(1)</script>后</p>',
  '<img src="/uploads/2026/11/0123456789abcdef0123456789abcdef.png" onerror="alert(2)" alt="图">',
  '<a href="javascript:alert(3)">点我</a>',
  '<a href="JaVaScRiPt:alert(4)">大小写</a>',
  '<a href="  javascript:alert(5)">空格</a>',
  '<a href="&#106;avascript:alert(6)">实体</a>',
  '<span style="background:url(javascript:alert(7));color:red">样式</span>',
  '<span style="color: expression(alert(8))">表达式</span>',
  '<span style="font-size:url(x)">大小</span>',
  '<p onclick="alert(9)" onmouseover="alert(10)">事件</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(11)"><script>alert(12)</script></svg>',
  '<img src="data:image/png;base64,AAAA" alt="内联">',
  '<img src="//evil.example/x.png" alt="协议相对">',
  '<img src="javascript:alert(13)">',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{background:url(javascript:alert(14))}</style>',
  '<form action="/x"><input name="a" onfocus="alert(15)" autofocus></form>',
  '<a href="https://ok.example" onclick="alert(17)" target="_top">外链</a>',
  // Unclosed foreign content swallows the rest: last.
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(16)>',
];

describe('sanitizeRichText', () => {
  it('leaves no way to run script', () => {
    const clean = sanitizeRichText(PAYLOADS.join(''));
    expect(clean).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form|<input|<math/i);
    expect(clean).not.toMatch(/\bon[a-z]+=|javascript:|expression\(|url\(|data:|\/\/evil/i);
    expect(clean).toContain('<p>前后</p>');
    expect(clean).toContain('<span style="color:red">样式</span>');
    expect(clean).toContain('<img src="/uploads/2026/11/0123456789abcdef0123456789abcdef.png" alt="图" />');
    expect(clean).toContain('<a rel="noopener noreferrer" href="https://ok.example">外链</a>');
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2 style="line-height:1.5">标题</h2><p style="text-indent:2em;line-height:1.75">首行缩进</p>' +
      '<p><span style="color:#c00;font-size:18px">红字</span><strong>粗</strong><em>斜</em><u>下划</u><s>删除</s></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>let a = 1;</code></pre><hr />' +
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td></tr></tbody></table>' +
      '<p><img src="https://img.example.com/a.png" alt="外图" width="300" height="200" /></p>' +
      '<p><a href="mailto:info@example.com">邮件</a><a href="https://example.com" target="_blank">外链</a></p>' +
      '<h3 style="text-align:center">居中</h3><p style="text-align:justify">两端</p><ol start="3"><li>三</li></ol>' +
      '<pre class="language-js"><code class="language-js">const b = 2;</code></pre>' +
      '<table><colgroup><col style="min-width:25px" /></colgroup><tbody><tr><td>列</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    for (const part of [
      '<h2 style="line-height:1.5">标题</h2>',
      'text-indent:2em;line-height:1.75',
      '<span style="color:#c00;font-size:18px">红字</span>',
      '<th colspan="2">',
      '<td rowspan="2">',
      '<pre><code>let a = 1;</code></pre>',
      'width="300" height="200"',
      '<a rel="noopener noreferrer" href="mailto:info@example.com">',
      'target="_blank"',
      '<h3 style="text-align:center">',
      '<p style="text-align:justify">',
      '<ol start="3">',
      '<pre class="language-js"><code class="language-js">',
      '<col style="min-width:25px" />',
    ]) {
      expect(clean).toContain(part);
    }
  });

  it('drops styles and attributes outside the allow-list', () => {
    const clean = sanitizeRichText('<span style="position:fixed;top:0;color:blue" class="x" id="y">字</span><table><tr><td colspan="x">格</td></tr></table>');
    expect(clean).toBe('<span style="color:blue">字</span><table><tr><td>格</td></tr></table>');
  });

  it('refuses classes other than code languages and bad start numbers', () => {
    const clean = sanitizeRichText('<pre class="ant-modal language-sql"><code class="x">q</code></pre><ol start="x"><li>甲</li></ol>');
    expect(clean).toBe('<pre class="language-sql"><code>q</code></pre><ol><li>甲</li></ol>');
  });

  it('keeps pasted colour, highlight and font size on blocks as on spans (spec §9), nothing else', () => {
    const clean = sanitizeRichText(
      '<p style="color:red;font-size:40px;background-color:#ff0">段</p><h2 style="position:fixed;color:url(x);font-size:18px">题</h2><li style="color:expression(alert(1))">项</li>',
    );
    expect(clean).toBe('<p style="color:red;font-size:40px;background-color:#ff0">段</p><h2 style="font-size:18px">题</h2><li>项</li>');
  });

  it('counts images without alt text', () => {
    expect(imagesWithoutAlt(sanitizeRichText('<img src="/uploads/a.png"><img src="/uploads/b.png" alt="有">'))).toBe(1);
  });
});

describe('htmlToText', () => {
  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>甲&nbsp;<b>乙</b></p>\n<p>丙</p>')).toBe('甲 乙 丙');
  });
});
