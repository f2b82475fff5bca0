/**
 * Which open back-office pages hold unsaved edits, by tab key, so that the tab bar can ask
 * before closing one. Pages register through `useEditGuard`.
 */
interface Entry {
  isDirty: () => boolean;
  /** The staff member chose to leave: the next navigation goes through unasked. */
  release: () => void;
}

const entries = new Map<string, Entry>();

export function registerUnsaved(key: string, entry: Entry): () => void {
  entries.set(key, entry);
  return () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
}

export function hasUnsaved(key: string): boolean {
  return entries.get(key)?.isDirty() ?? false;
}

export function releaseUnsaved(key: string): void {
  entries.get(key)?.release();
}

/** The question every guard asks. */
export const LEAVE_QUESTION = {
  title: '有未保存的修改',
  content: '离开后未保存的修改将丢失（本地草稿会保留，下次打开可恢复）。确定离开吗？',
  okText: '离开',
  cancelText: '继续编辑',
};
