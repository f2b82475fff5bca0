import { MESSAGES } from '@coal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope.ts';
import { AppError, isStoreUnavailable, ServiceUnavailableError } from '../lib/errors.ts';

/** Fastify's own client errors, in Chinese. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return '上传内容过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求内容格式有误';
    default:
      return MESSAGES.invalidRequest;
  }
}

/**
 * Turns every error into the envelope. Malformed input is a 4xx with a Chinese message;
 * an unreachable store (Redis, the database) a 503 the client can retry; only a genuine bug
 * is a 500, and its details stay in the log.
 */
async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceUnavailableError || (!(error instanceof AppError) && isStoreUnavailable(error))) {
      const cause = error instanceof ServiceUnavailableError ? error.cause : error;
      request.log.warn({ err: cause, url: request.routeOptions.url }, 'store unavailable');
      const unavailable = new ServiceUnavailableError();
      return reply.status(unavailable.status).send(fail(unavailable.code, unavailable.message));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(status, clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, MESSAGES.serverError));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(404, MESSAGES.notFound)));
}

export const errorsPlugin = fp(errors, { name: 'errors' });
