/**
 * The baselines run in their own process (`ingest.ts`, `run.ts` via `startBareProcess`): a bare
 * Fastify POST that parses the same JSON body, and a bare GET, each answering the envelope;
 * and `/same/:id`, answering the very bytes and headers registered for it (`sameBytesUrl`):
 * what a large answer costs a server that does nothing but send it.
 * Prints its port on stdout.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
bare.post('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>();
bare.put<{ Params: { id: string }; Body: { headers: Record<string, string>; body: string } }>('/same/:id', { bodyLimit: 8 * 1024 * 1024 }, async (request) => {
  answers.set(request.params.id, { headers: request.body.headers, body: Buffer.from(request.body.body, 'base64') });
  return { ok: true };
});
bare.get<{ Params: { id: string } }>('/same/:id', async (request, reply) => {
  const answer = answers.get(request.params.id)!;
  return reply.headers(answer.headers).send(answer.body);
});
await bare.listen({ port: 0, host: '127.0.0.1' });
console.log((bare.server.address() as { port: number }).port);
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
