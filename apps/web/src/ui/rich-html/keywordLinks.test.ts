import { describe, expect, it } from 'vitest';
import { applyKeywordLinks, isSafeLinkUrl } from './keywordLinks.ts';

function body(html: string): HTMLElement {
  const root = document.createElement('div');
  // Test fixture standing in for server-sanitised article HTML.
  root.innerHTML = html;
  return root;
}

describe('keyword links', () => {
  it('links the first occurrence of each keyword, longest first, outside links and code', () => {
    const root = body('<p>焦煤价格上涨，焦煤期货<a href="/x">焦炭</a></p><pre>焦炭</pre><p>焦炭库存</p>');
    const count = applyKeywordLinks(root, [
      { keyword: '焦煤', url: '/portal/Price' },
      { keyword: '焦煤期货', url: 'https://example.com/f' },
      { keyword: '焦炭', url: '/portal/TextList' },
    ]);
    expect(count).toBe(3);
    const links = [...root.querySelectorAll('a.coal-keyword-link')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['焦煤', '/portal/Price'],
      ['焦煤期货', 'https://example.com/f'],
      ['焦炭', '/portal/TextList'],
    ]);
    expect(root.querySelector('pre')!.innerHTML).toBe('焦炭');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never injects HTML from a keyword or its address', () => {
    const root = body('<p>警惕 &lt;img src=x onerror=alert(1)&gt; 与 坏链接</p>');
    applyKeywordLinks(root, [
      { keyword: '<img src=x onerror=alert(1)>', url: '/safe" onmouseover="alert(1)' },
      { keyword: '坏链接', url: 'javascript:alert(1)' },
      { keyword: '警惕', url: '/a"><script>alert(1)</script>' },
    ]);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    // The javascript: and quote-breaking addresses are refused; the text stays text.
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([]);
    expect(root.textContent).toBe('警惕 <img src=x onerror=alert(1)> 与 坏链接');
  });

  it('builds the link with textContent when the keyword itself looks like markup', () => {
    const root = body('<p>a &lt;b&gt;粗&lt;/b&gt; z</p>');
    applyKeywordLinks(root, [{ keyword: '<b>粗</b>', url: '/portal/Home' }]);
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('<b>粗</b>');
    expect(link.querySelector('b')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
  });

  it('accepts only http(s) and site paths', () => {
    expect(isSafeLinkUrl('https://a.cn/x')).toBe(true);
    expect(isSafeLinkUrl('/portal/Home')).toBe(true);
    expect(isSafeLinkUrl('//evil.com')).toBe(false);
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false);
  });
});
