import { describe, expect, it } from 'vitest';
import { isLegacyBrowser, isMobileSiteReferrer, isMobileUserAgent, shouldRedirectToMobile } from './browser.ts';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  se360Compat: 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.1; Trident/7.0; 360SE)',
  qqCompat: 'Mozilla/5.0 (compatible; Windows NT 6.1; WOW64) QQBrowser/10.5.3863.400',
  sogouCompat: 'Mozilla/5.0 (compatible; Windows NT 6.1) SE 2.X MetaSr 1.0',
  qqFast: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0 Safari/537.36 QQBrowser/10.5.3863.400',
  sogouFast: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0 Safari/537.36 SE 2.X MetaSr 1.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};

describe('isLegacyBrowser (spec §2 browser warning)', () => {
  it('flags Internet Explorer and Trident', () => {
    expect(isLegacyBrowser(UA.ie11)).toBe(true);
    expect(isLegacyBrowser(UA.ie9)).toBe(true);
  });

  it('flags 360, QQ and Sogou dual-core browsers in compatibility mode', () => {
    expect(isLegacyBrowser(UA.se360Compat)).toBe(true);
    expect(isLegacyBrowser(UA.qqCompat)).toBe(true);
    expect(isLegacyBrowser(UA.sogouCompat)).toBe(true);
  });

  it('leaves modern browsers and dual-core browsers in fast mode alone', () => {
    for (const ua of [UA.chrome, UA.edge, UA.firefox, UA.qqFast, UA.sogouFast, UA.iphone]) {
      expect(isLegacyBrowser(ua)).toBe(false);
    }
  });
});

describe('shouldRedirectToMobile (spec §2)', () => {
  const base = '/epm-coalweb/';
  const home = { pathname: '/portal/Home', basePath: base };

  it('sends phones opening the portal home to the mobile home', () => {
    expect(shouldRedirectToMobile({ ...home, userAgent: UA.iphone, referrer: '' })).toBe(true);
    expect(shouldRedirectToMobile({ ...home, userAgent: UA.android, referrer: 'https://www.baidu.com/s?wd=煤焦' })).toBe(true);
  });

  it('keeps phones that come from the mobile site', () => {
    const referrer = 'http://localhost:8080/epm-coalweb/mobile/index';
    expect(shouldRedirectToMobile({ ...home, userAgent: UA.iphone, referrer })).toBe(false);
    expect(isMobileSiteReferrer('http://localhost:8080/epm-coalweb/mobile', base)).toBe(true);
  });

  it('does not treat other paths that merely start with "mobile" as the mobile site', () => {
    expect(isMobileSiteReferrer('http://localhost:8080/epm-coalweb/mobileX/page', base)).toBe(false);
    expect(isMobileSiteReferrer('http://localhost:8080/other/mobile/index', base)).toBe(false);
    expect(isMobileSiteReferrer('not a url', base)).toBe(false);
  });

  it('only applies to phones on /portal/Home', () => {
    expect(shouldRedirectToMobile({ ...home, userAgent: UA.chrome, referrer: '' })).toBe(false);
    expect(shouldRedirectToMobile({ ...home, pathname: '/portal/Notice', userAgent: UA.iphone, referrer: '' })).toBe(false);
    expect(shouldRedirectToMobile({ ...home, pathname: '/portal/Home/', userAgent: UA.iphone, referrer: '' })).toBe(true);
  });

  it('recognises phone user agents', () => {
    expect(isMobileUserAgent(UA.iphone)).toBe(true);
    expect(isMobileUserAgent(UA.android)).toBe(true);
    expect(isMobileUserAgent(UA.chrome)).toBe(false);
  });
});
