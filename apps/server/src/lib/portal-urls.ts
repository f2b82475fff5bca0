import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';

type Interfaces = ReturnType<typeof networkInterfaces>;

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * Where a person can open the portal, for the start line: the address the server actually
 * listens on (`HOST=127.0.0.1` says 127.0.0.1), or, listening on every interface
 * (`0.0.0.0`, `::`), each interface's address, loopback first.
 */
export function portalUrls(listening: Pick<AddressInfo, 'address' | 'port'>, basePath: string, interfaces: Interfaces = networkInterfaces()): string[] {
  const url = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}${basePath}`;
  if (!WILDCARDS.has(listening.address)) return [url(listening.address)];
  const ipv4Only = listening.address === '0.0.0.0';
  const addresses = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((a) => (ipv4Only ? a.family === 'IPv4' : true) && !a.address.startsWith('fe80:'))
    .sort((a, b) => Number(b.internal) - Number(a.internal))
    .map((a) => a.address);
  return addresses.length > 0 ? addresses.map(url) : [url('localhost')];
}
