import type { AdminTextItem, TextDetail, TextListItem } from '@coal/contracts';
import { iso } from '../../lib/files.ts';
import type { TextWithCategory } from './texts.repository.ts';
import { presentItemHead } from '../library/category.presenter.ts';

export function presentText(row: TextWithCategory): TextListItem {
  return {
    ...presentItemHead(row),
    attachmentCount: row.attachments.length,
    viewCount: row.viewCount,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentTextDetail(row: TextWithCategory): TextDetail {
  return {
    ...presentText(row),
    content: row.content,
    attachments: row.attachments.map(({ filePath, name, size }) => ({ filePath, name, ...(size !== undefined ? { size } : {}) })),
  };
}

export function presentAdminText(row: TextWithCategory): AdminTextItem {
  return { ...presentText(row), status: row.status, sort: row.sort, updatedBy: row.updatedBy };
}

export function presentAdminTextDetail(row: TextWithCategory): AdminTextItem & Pick<TextDetail, 'content' | 'attachments'> {
  return { ...presentTextDetail(row), status: row.status, sort: row.sort, updatedBy: row.updatedBy };
}
