import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draftStore.ts';
import { hasUnsaved, registerUnsaved, releaseUnsaved } from './unsavedRegistry.ts';

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are keyed by page and id, read back, and cleared', () => {
    expect(draftKey('PublishAdd', 37)).toBe('coal-draft:PublishAdd:37');
    expect(draftKey('PublishAdd', null)).toBe('coal-draft:PublishAdd:new');
    writeDraft(draftKey('TextAdd', null), { title: '草稿标题' }, 1000);
    expect(readDraft(draftKey('TextAdd', null))).toEqual({ savedAt: 1000, values: { title: '草稿标题' } });
    expect(readDraft(draftKey('TextAdd', 1))).toBeNull();
    clearDraft(draftKey('TextAdd', null));
    expect(readDraft(draftKey('TextAdd', null))).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('coal-draft:X:new', '"text"');
    expect(readDraft('coal-draft:X:new')).toBeNull();
  });
});

describe('the unsaved-edits registry', () => {
  it('answers for the registered page until it goes away; release lets it leave', () => {
    let dirty = true;
    let released = 0;
    const unregister = registerUnsaved('/back/TextAdd', { isDirty: () => dirty, release: () => (released += 1) });
    expect(hasUnsaved('/back/TextAdd')).toBe(true);
    dirty = false;
    expect(hasUnsaved('/back/TextAdd')).toBe(false);
    releaseUnsaved('/back/TextAdd');
    expect(released).toBe(1);
    unregister();
    dirty = true;
    expect(hasUnsaved('/back/TextAdd')).toBe(false);
  });
});
