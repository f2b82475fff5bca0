import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, frames, forms and javascript: links', () => {
    const dirty = [
      '<p onclick="alert(1)">正文<script>alert(2)</script></p>',
      '<img src="x.png" onerror="alert(3)">',
      '<a href="javascript:alert(4)">链接</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="/x"><input name="a"></form>',
      '<svg><script>alert(5)</script></svg>',
      '<style>body{display:none}</style>',
      '<p style="background:url(javascript:alert(6));color:red">样式</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    ].join('');
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|<form|<input|<svg|<style|url\(|svg\+xml/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<img src="x.png" />');
    expect(clean).toContain('<p style="color:red">样式</p>');
  });

  it('keeps what the editor makes: tables, lists, images, code, sizes, colours, line height, indent', () => {
    const html =
      '<h2>标题</h2><p style="text-indent:2em;line-height:1.75;font-size:18px;color:#c00">首行缩进</p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol>' +
      '<table border="1"><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
      '<pre class="language-js"><code class="language-js">let a = 1;</code></pre>' +
      '<p><img src="/uploads/2026/01/0123456789abcdef0123456789abcdef.png" alt="图" width="300" /></p>' +
      '<p><a href="https://example.com" target="_blank">外链</a></p>';
    const clean = sanitizeRichText(html);
    for (const part of ['<h2>标题</h2>', 'text-indent:2em', 'line-height:1.75', 'font-size:18px', 'color:#c00', '<ol start="2">', 'colspan="2"', 'class="language-js"', 'alt="图"']) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>甲&nbsp;<b>乙</b></p>\n<p>丙</p>')).toBe('甲 乙 丙');
  });
});
