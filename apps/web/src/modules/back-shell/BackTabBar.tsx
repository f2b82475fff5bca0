import { Tabs } from 'antd';
import { hasUnsaved, LEAVE_QUESTION, releaseUnsaved } from '../../ui/unsaved/unsavedRegistry.ts';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useAppStore } from '../../stores/app.ts';
import { tabKeyOf } from './tabKey.ts';
import { useAntdApp } from '../../ui/useAntdApp.ts';

/**
 * Multi-tab bar of the back office: one tab per router key, click to switch, close by key
 * (closing the current tab moves to its neighbour, or to the back-office home).
 */
export function BackTabBar() {
  const tabs = useAppStore((state) => state.tabs);
  const removeTab = useAppStore((state) => state.removeTab);
  const { pathname, search } = useLocation();
  const current = tabKeyOf(pathname, search);
  const navigate = useAppNavigate();
  const { modal } = useAntdApp();

  // A tab holding unsaved edits asks first; leaving releases its page's guard.
  const requestClose = (key: string) => {
    if (!hasUnsaved(key)) return close(key);
    modal.confirm({
      ...LEAVE_QUESTION,
      onOk: () => {
        releaseUnsaved(key);
        close(key);
      },
    });
  };

  const close = (key: string) => {
    const index = tabs.findIndex((tab) => tab.key === key);
    removeTab(key);
    if (key !== current) return;
    const neighbour = tabs[index + 1] ?? tabs[index - 1];
    navigate(neighbour && neighbour.key !== key ? neighbour.path : '/back');
  };

  if (tabs.length === 0) return null;
  return (
    <Tabs
      className="coal-back-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={current}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.title, closable: true }))}
      onChange={(key) => {
        const tab = tabs.find((t) => t.key === key);
        if (tab) navigate(tab.path);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') requestClose(key);
      }}
    />
  );
}
