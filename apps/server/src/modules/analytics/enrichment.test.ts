import { describe, expect, it } from 'vitest';
import { locateIp } from './geo.ts';
import { classifySource, DIRECT_VISIT } from './traffic-source.ts';
import { parseUserAgent } from './user-agent.ts';

describe('locateIp (ip2region, offline)', () => {
  it('answers country, province and city in Chinese', () => {
    expect(locateIp('114.114.114.114')).toMatchObject({ country: '中国', province: '江苏省', region: '南京市' });
    expect(locateIp('::ffff:223.5.5.5')).toMatchObject({ province: '浙江省' });
  });
  it('marks private addresses as local and junk as unknown', () => {
    expect(locateIp('127.0.0.1').province).toBe('本地');
    expect(locateIp('not-an-ip').province).toBe('未知');
  });
});

describe('classifySource', () => {
  it.each([
    ['https://www.baidu.com/s?wd=x', '百度'],
    ['https://m.baidu.com/', '百度'],
    ['https://www.google.com.hk/', '谷歌'],
    ['https://cn.bing.com/search', '必应'],
    ['https://www.sogou.com/web', '搜狗'],
    ['https://www.so.com/s', '360搜索'],
    ['https://m.sm.cn/s', '神马'],
    ['', DIRECT_VISIT],
    ['not a url', DIRECT_VISIT],
    ['http://portal.local:8080/epm-coalweb/portal/Notice', DIRECT_VISIT],
    ['https://news.example.org/a', 'news.example.org'],
  ])('%s → %s', (referrer, expected) => {
    expect(classifySource(referrer, 'portal.local:8080')).toBe(expected);
  });
});

describe('parseUserAgent', () => {
  it('tells phones and tablets from computers', () => {
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36').sysType).toBe(
      'mobile',
    );
    expect(
      parseUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1').sysType,
    ).toBe('mobile');
    const desktop = parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36');
    expect(desktop).toMatchObject({ sysType: 'computer', browser: 'Chrome 126' });
    expect(desktop.os).toMatch(/Windows/);
    expect(parseUserAgent(undefined).sysType).toBe('computer');
  });
});
