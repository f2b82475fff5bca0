import { ENCRYPTED_REQUEST_FIELD, ENCRYPTED_RESPONSE_FIELD } from '@coal/contracts';
import { decryptJson, encryptJson } from '@coal/contracts/cipher';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

type Fields = Record<string, unknown>;

function unwrap(container: unknown): Fields | null {
  if (!container || typeof container !== 'object') return null;
  const sealed = (container as Fields)[ENCRYPTED_REQUEST_FIELD];
  if (typeof sealed !== 'string') return null;
  const opened = decryptJson<Fields>(sealed);
  if (!opened || typeof opened !== 'object' || Array.isArray(opened)) throw badRequest('加密参数无法解析');
  return opened;
}

/**
 * Spec §7 parameter encryption: a request whose params or data are a single `$kw` is
 * decrypted before validation, and its JSON answer goes back sealed as `{ $rt }`.
 */
async function paramCipher(app: FastifyInstance): Promise<void> {
  app.decorateRequest('encrypted', false);
  // Callback-style hooks: every request passes them, and most are not sealed.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      const query = unwrap(request.query);
      if (query) {
        request.query = query;
        request.encrypted = true;
      }
      const body = unwrap(request.body);
      if (body) {
        request.body = body;
        request.encrypted = true;
      }
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.encrypted || typeof payload !== 'string') return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return done(null, payload);
    // The sealed answer is other content than the plain one a route may have tagged.
    reply.removeHeader('etag');
    done(null, JSON.stringify({ [ENCRYPTED_RESPONSE_FIELD]: encryptJson(JSON.parse(payload)) }));
  });
}

export const paramCipherPlugin = fp(paramCipher, { name: 'param-cipher', dependencies: ['audit', 'idempotency'] });
