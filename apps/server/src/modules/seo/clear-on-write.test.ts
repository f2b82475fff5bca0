import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SharedCache } from '../../lib/cache/shared-cache.ts';
import { invalidatePublicPagesOnWrite } from './clear-on-write.ts';

describe('invalidatePublicPagesOnWrite', () => {
  it('invalidates after a successful API write, not after reads, failures or writes that change no public page', async () => {
    const app = Fastify();
    let invalidations = 0;
    invalidatePublicPagesOnWrite(app, { invalidate: async () => void invalidations++ } as unknown as SharedCache);
    app.post('/api/save', async () => ({ ok: true }));
    app.post('/api/refused', async (_request, reply) => reply.code(400).send({ ok: false }));
    app.get('/api/read', async () => ({ ok: true }));
    // Analytics ingest: several per page view, and no published content changes.
    app.post('/api/burialPoint/saveBurialPoint', { config: { changesContent: false } }, async () => ({ ok: true }));
    app.post('/api/watchlist/add', async () => ({ ok: true }));

    await app.inject({ method: 'POST', url: '/api/save' });
    expect(invalidations).toBe(1);
    await app.inject({ method: 'POST', url: '/api/refused' });
    await app.inject({ method: 'GET', url: '/api/read' });
    await app.inject({ method: 'POST', url: '/api/burialPoint/saveBurialPoint' });
    await app.inject({ method: 'POST', url: '/api/watchlist/add' });
    expect(invalidations).toBe(1);
    await app.close();
  });
});
