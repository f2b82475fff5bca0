import { describe, expect, it } from 'vitest';
import { currentArea, firstSegment, isPortalPage, portalHomeUrl } from './area.ts';

describe('areas', () => {
  it('is the first segment after the base path', () => {
    expect(firstSegment('/epm-coalweb/back/Theme')).toBe('back');
    expect(firstSegment('/epm-coalweb/')).toBe('');
    expect(firstSegment('/epm-coalweb')).toBe('');
  });

  it('maps portal, portalCopy, MainPage and the root to portal', () => {
    for (const path of ['/epm-coalweb/portal/Home', '/epm-coalweb/portalCopy/HomeCopy', '/epm-coalweb/MainPage', '/epm-coalweb/']) {
      expect(currentArea(path)).toBe('portal');
    }
    expect(currentArea('/epm-coalweb/back/Login')).toBe('back');
    expect(currentArea('/epm-coalweb/mobile/index')).toBe('mobile');
  });

  it('counts only /portal and /portalCopy as portal pages', () => {
    expect(isPortalPage('/epm-coalweb/portal/Price')).toBe(true);
    expect(isPortalPage('/epm-coalweb/portalCopy/HomeCopy')).toBe(true);
    expect(isPortalPage('/epm-coalweb/MainPage')).toBe(false);
    expect(isPortalPage('/epm-coalweb/back/Login')).toBe(false);
    expect(portalHomeUrl()).toBe('/epm-coalweb/portal/Home');
  });
});
