import { MESSAGES } from '@coal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deepFreeze } from './deep-freeze.ts';
import { badRequest } from './errors.ts';
import { stableUrl } from './stable-url.ts';

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

/** Parsed queries kept per schema, by URL (without the client's `_t` stamp); the oldest go first. */
const parsedByUrl = new WeakMap<z.ZodType, Map<string, unknown>>();
const URLS_PER_SCHEMA = 1000;

/**
 * `parse(schema, request.query)` for a public read whose answer is cached: the parsed query
 * is kept per URL (lib/stable-url.ts), so a cached hit does not run the schema again (for the price series,
 * the dates' checks were a tenth of the request). The result is frozen: the same object
 * serves every request of that URL, and its identity keys the cache key (`queryKey`).
 * Only for schemas whose output depends on the query alone (no clock, no caller).
 */
export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  let seen = parsedByUrl.get(schema);
  if (!seen) parsedByUrl.set(schema, (seen = new Map()));
  const url = stableUrl(request.url);
  const known = seen.get(url);
  if (known !== undefined) return known as z.output<S>;
  const parsed = deepFreeze(parse(schema, request.query));
  seen.set(url, parsed);
  if (seen.size > URLS_PER_SCHEMA) seen.delete(seen.keys().next().value as string);
  return parsed;
}
