import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { transport } from '../../../lib/http/index.ts';
import { withUploadProgress } from './uploadProgress.ts';

/** An adapter standing in for the network: it "sends" 50 of 200 bytes, then answers. */
const halfway: AxiosAdapter = async (config) => {
  config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
  return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
};

describe('withUploadProgress', () => {
  it('reports the upload bytes of that one address while the call runs, then stops listening', async () => {
    const seen: number[] = [];
    await withUploadProgress(
      '/api/up',
      (f) => seen.push(f),
      async () => {
        await transport.request({ url: '/api/up', method: 'POST', data: 'x', adapter: halfway });
        await transport.request({ url: '/api/other', method: 'POST', data: 'x', adapter: halfway });
      },
    );
    expect(seen).toEqual([0.25]);
    await transport.request({ url: '/api/up', method: 'POST', data: 'x', adapter: halfway });
    expect(seen).toEqual([0.25]);
  });
});
