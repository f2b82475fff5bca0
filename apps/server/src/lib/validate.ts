import { MESSAGES } from '@coal/contracts';
import type { z } from 'zod';
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
