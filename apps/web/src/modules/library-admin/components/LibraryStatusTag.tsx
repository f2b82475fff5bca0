import { LIBRARY_STATUS_NAMES, type LibraryStatus } from '@coal/contracts';
import { Tag } from 'antd';

export function LibraryStatusTag({ status }: { status: LibraryStatus }) {
  return <Tag color={status === 'published' ? 'green' : 'default'}>{LIBRARY_STATUS_NAMES[status]}</Tag>;
}

export const LIBRARY_STATUS_OPTIONS = (Object.keys(LIBRARY_STATUS_NAMES) as LibraryStatus[]).map((value) => ({ value, label: LIBRARY_STATUS_NAMES[value] }));
