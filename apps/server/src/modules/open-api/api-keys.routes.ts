/** 个人中心 → API 密钥: a member lists, creates and revokes personal keys to the open data API. */
import { apiKeyCreateBody, apiKeyRevokeBody, OPEN_API_MESSAGES } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };

export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/user/apiKeys', member, async (request) => ok(await listApiKeys(app, request.session!.userId!)));

  app.post('/api/user/apiKeys/create', member, async (request, reply) => {
    const { name } = parse(apiKeyCreateBody, request.body);
    reply.header('cache-control', 'no-store'); // the key's secret, shown once
    return ok(await createApiKey(app, request.session!.userId!, name), OPEN_API_MESSAGES.created);
  });

  app.post('/api/user/apiKeys/revoke', member, async (request) => {
    const { id } = parse(apiKeyRevokeBody, request.body);
    await revokeApiKey(app, request.session!.userId!, id);
    return ok(null, OPEN_API_MESSAGES.revoked);
  });
}
