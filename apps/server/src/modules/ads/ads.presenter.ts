import { AD_SLOT_NAMES, type AdminAdItem, type Banner } from '@coal/contracts';
import { iso } from '../../lib/files.ts';
import type { AdRow } from './ads.repository.ts';

export function presentBanner(row: AdRow): Banner {
  return { id: row.id, slot: row.slot, title: row.title, imagePath: row.imagePath, link: row.link, sort: row.sort };
}

/** Whether an ad shows at `now`: the same rule as the portal's query. */
export const isActive = (row: AdRow, now: Date) => row.enabled && (!row.startAt || row.startAt <= now) && (!row.endAt || row.endAt > now);

export function presentAdminAd(row: AdRow, now: Date): AdminAdItem {
  return {
    ...presentBanner(row),
    slotName: AD_SLOT_NAMES[row.slot] ?? row.slot,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    enabled: row.enabled,
    active: isActive(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}
