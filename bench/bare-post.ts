/**
 * The baselines run in their own process (`ingest.ts`, `page-reads.ts` via `startBareProcess`): a
 * bare Fastify POST that parses the same JSON body, and a bare GET, each answering the envelope.
 * Prints its port on stdout.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
bare.post('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
await bare.listen({ port: 0, host: '127.0.0.1' });
console.log((bare.server.address() as { port: number }).port);
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
