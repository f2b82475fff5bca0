/**
 * The ingest baseline, run in its own process by `ingest.ts`: a bare Fastify POST that parses
 * the same JSON body and answers the envelope. Prints its port on stdout.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.post('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
await bare.listen({ port: 0, host: '127.0.0.1' });
console.log((bare.server.address() as { port: number }).port);
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
