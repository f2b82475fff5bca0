import { type AdminLinkItem, type ExternalLink, LINK_GROUP_NAMES } from '@coal/contracts';
import type { LinkRow } from './links.repository.ts';

export function presentLink(row: LinkRow): ExternalLink {
  return {
    id: row.id,
    group: row.group,
    groupName: LINK_GROUP_NAMES[row.group] ?? row.group,
    name: row.name,
    url: row.url,
    iconPath: row.iconPath,
    description: row.description,
    sort: row.sort,
  };
}

export const presentAdminLink = (row: LinkRow): AdminLinkItem => ({ ...presentLink(row), enabled: row.enabled, updatedAt: row.updatedAt.toISOString() });
