import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, resourceUrl, setConfigForTests } from './runtime-config.ts';

afterEach(() => {
  delete window.__APP_CONFIG__;
  setConfigForTests({});
});

describe('runtime config', () => {
  it('has safe defaults without a server config', () => {
    const config = getConfig();
    expect(config).toMatchObject({
      product: 'coal',
      basePath: '/epm-coalweb/',
      apiBase: '',
      tokenExpiresMinutes: 30,
      paramEncryption: false,
      portalOutUrl: '/epm-coalweb/portal/Home',
    });
  });

  it('takes the server’s values, then the test overrides', () => {
    window.__APP_CONFIG__ = { paramEncryption: true, tokenExpiresMinutes: 5, links: { trade: 'https://t' } };
    expect(getConfig()).toMatchObject({ paramEncryption: true, tokenExpiresMinutes: 5 });
    expect(getConfig().links.trade).toBe('https://t');
    expect(getConfig().links.logistics).toBe('');
    setConfigForTests({ tokenExpiresMinutes: 1 });
    expect(getConfig().tokenExpiresMinutes).toBe(1);
    expect(getConfig().paramEncryption).toBe(true);
  });

  it('joins upload paths to the resource base', () => {
    setConfigForTests({ resourceBaseUrl: '/uploads/' });
    expect(resourceUrl('/2026/a.png')).toBe('/uploads/2026/a.png');
    expect(resourceUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
