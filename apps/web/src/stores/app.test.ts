import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from './app.ts';

const tab = (key: string, title = key) => ({ key, title, path: `/epm-coalweb/back/${key}` });

beforeEach(() => useAppStore.setState({ tabs: [], activeMenu: '', collapsed: false }));

describe('tabs', () => {
  it('adding an existing router key does nothing', () => {
    const { addTab } = useAppStore.getState();
    addTab(tab('Theme', '主题管理'));
    const before = useAppStore.getState().tabs;
    addTab(tab('Theme', 'another title'));
    expect(useAppStore.getState().tabs).toBe(before);
    expect(useAppStore.getState().tabs).toEqual([tab('Theme', '主题管理')]);
  });

  it('keeps the order of opening and removes by router key', () => {
    const { addTab, removeTab } = useAppStore.getState();
    addTab(tab('A'));
    addTab(tab('B'));
    addTab(tab('C'));
    removeTab('B');
    expect(useAppStore.getState().tabs.map((t) => t.key)).toEqual(['A', 'C']);
    removeTab('missing');
    expect(useAppStore.getState().tabs.map((t) => t.key)).toEqual(['A', 'C']);
  });

  it('are kept in sessionStorage, with the menu state', () => {
    useAppStore.getState().addTab(tab('Theme'));
    useAppStore.getState().setCollapsed(true);
    const saved = JSON.parse(sessionStorage.getItem('coal-app')!) as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ tabs: [tab('Theme')], collapsed: true });
    expect(saved.state).not.toHaveProperty('dialogs');
  });
});

describe('dialogs', () => {
  it('open with a target and close clearing it', () => {
    useAppStore.getState().setDialog('editArticle', true, 'a-1');
    expect(useAppStore.getState().dialogs.editArticle).toBe(true);
    expect(useAppStore.getState().dialogTarget).toBe('a-1');
    useAppStore.getState().setDialog('editArticle', false);
    expect(useAppStore.getState().dialogs).toEqual({ quickPublish: false, quiz: false, editArticle: false, editQuestion: false });
    expect(useAppStore.getState().dialogTarget).toBeNull();
  });
});
