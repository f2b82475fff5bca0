import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearOnWrite } from './clear-on-write.ts';

describe('clearOnWrite', () => {
  it('clears after a successful API write, not after reads, failures or writes that change no content', async () => {
    const app = Fastify();
    let clears = 0;
    clearOnWrite(app, () => clears++);
    app.post('/api/save', async () => ({ ok: true }));
    app.post('/api/refused', async (_request, reply) => reply.code(400).send({ ok: false }));
    app.get('/api/read', async () => ({ ok: true }));
    // Analytics ingest: several per page view, and no published content changes.
    app.post('/api/burialPoint/saveBurialPoint', { config: { changesContent: false } }, async () => ({ ok: true }));

    await app.inject({ method: 'POST', url: '/api/save' });
    expect(clears).toBe(1);
    await app.inject({ method: 'POST', url: '/api/refused' });
    await app.inject({ method: 'GET', url: '/api/read' });
    await app.inject({ method: 'POST', url: '/api/burialPoint/saveBurialPoint' });
    expect(clears).toBe(1);
    await app.close();
  });
});
