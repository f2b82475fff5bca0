import { MESSAGES } from '@coal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deepFreeze } from './deep-freeze.ts';
import { badRequest } from './errors.ts';

const OWN_MESSAGES = new Set<string>(Object.values(MESSAGES));
// zod's zh-CN defaults ("无效输入：期望 string…") do not say which field; our own messages do.
const ZOD_DEFAULT = /^(无效|数值过|出现未知)/;

/**
 * Validates input against a shared schema. The first problem becomes a 400 with a Chinese
 * message: ours verbatim, zod's (zh-CN locale) with the field named after it.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? MESSAGES.invalidRequest;
  throw badRequest(OWN_MESSAGES.has(message) || !field || !ZOD_DEFAULT.test(message) ? message : `${message}（${field}）`);
}

/**
 * `parse(schema, request.query)` for a public read whose answer is cached: frozen, as it
 * names the cache entry (`queryKey`) shared by every caller.
 */
export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  return deepFreeze(parse(schema, request.query));
}
