/** 个人中心 → API 密钥: a member's personal keys to the open data API (/api/open/v1). */
import type { ApiKeyList, CreatedApiKey } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

const URLS = {
  list: '/api/user/apiKeys',
  create: '/api/user/apiKeys/create',
  revoke: '/api/user/apiKeys/revoke',
} as const;

export const apiKeyKeys = { all: ['api-keys'] as const };

export async function fetchApiKeys(): Promise<ApiKeyList> {
  return unwrap(await http.get<ApiKeyList>(URLS.list));
}

/** Makes a key; the answer carries its secret, shown to the member this once. */
export async function createApiKey(name: string): Promise<CreatedApiKey> {
  return unwrap(await http.post<CreatedApiKey>(URLS.create, { name }));
}

export async function revokeApiKey(id: number): Promise<string> {
  const envelope = await http.post<null>(URLS.revoke, { id });
  unwrap(envelope);
  return envelope.message;
}
