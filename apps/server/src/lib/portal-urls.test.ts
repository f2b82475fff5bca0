import type { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { portalUrls } from './portal-urls.ts';

const base = '/epm-coalweb/';
const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) => ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;
const interfaces = {
  eth0: [nic('10.1.2.3', 'IPv4', false), nic('fe80::1', 'IPv6', false), nic('fd00::5', 'IPv6', false)],
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
} as ReturnType<typeof networkInterfaces>;

describe('the start line’s addresses', () => {
  it('names the address the server listens on', () => {
    expect(portalUrls({ address: '127.0.0.1', port: 8080 }, base, interfaces)).toEqual(['http://127.0.0.1:8080/epm-coalweb/']);
    expect(portalUrls({ address: '::1', port: 9000 }, base, interfaces)).toEqual(['http://[::1]:9000/epm-coalweb/']);
  });

  it('lists every reachable IPv4 address, loopback first, when listening on 0.0.0.0', () => {
    expect(portalUrls({ address: '0.0.0.0', port: 8080 }, base, interfaces)).toEqual([
      'http://127.0.0.1:8080/epm-coalweb/',
      'http://10.1.2.3:8080/epm-coalweb/',
    ]);
  });

  it('adds the IPv6 ones (not link-local) on ::', () => {
    expect(portalUrls({ address: '::', port: 8080 }, base, interfaces)).toEqual([
      'http://127.0.0.1:8080/epm-coalweb/',
      'http://[::1]:8080/epm-coalweb/',
      'http://10.1.2.3:8080/epm-coalweb/',
      'http://[fd00::5]:8080/epm-coalweb/',
    ]);
  });
});
