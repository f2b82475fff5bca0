import type { ApiKey } from '@coal/contracts';
import { beijingClock } from '../prices/embargo.ts';
import type { ApiKeyListRow } from './api-keys.repository.ts';

/** A key as its member sees it: never the secret or its hash. */
export function presentApiKey(row: ApiKeyListRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    usageToday: row.usageDay === beijingClock(now).date ? row.usageDayCount : 0,
    usageTotal: row.usageTotal,
    active: row.createdAt.getTime() >= row.passwordChangedAt.getTime(),
  };
}
