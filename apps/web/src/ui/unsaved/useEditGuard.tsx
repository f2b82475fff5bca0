import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useBlocker, useLocation } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { tabKeyOf } from '../../modules/back-shell/tabKey.ts';
import { clearDraft, draftKey, readDraft, type StoredDraft, writeDraft } from './draftStore.ts';
import { LEAVE_QUESTION, registerUnsaved } from './unsavedRegistry.ts';
import { useAntdApp } from '../useAntdApp.ts';

/** How long typing pauses before the draft is written. */
const AUTOSAVE_MS = 600;

export interface EditGuardOptions<V> {
  /** The page's route name (PublishAdd, TextAdd…): the draft's key with `id`. */
  page: string;
  id: number | null;
  /** Form values → what localStorage keeps (dates as strings); default as is. */
  toStored?: (values: V) => unknown;
  /** And back. */
  fromStored?: (stored: Record<string, unknown>) => Partial<V>;
}

export interface EditGuard<V> {
  /** The form whose values are guarded and drafted (call while rendering the form). */
  bind: (form: FormInstance<V>) => void;
  /** The form's onValuesChange: it now holds unsaved edits. */
  onValuesChange: () => void;
  /** Saved on the server: nothing to guard, the draft is dropped. Call before navigating away. */
  saved: () => void;
  /** 发现未保存的草稿 — 恢复 / 丢弃, while a draft from an earlier visit waits. */
  banner: ReactNode;
}

/**
 * Unsaved-changes guard and local draft of a long back-office form: leaving
 * the page in the app (menu, tab, back) asks first, so does closing or reloading the
 * browser tab (`beforeunload`) and closing its back-office tab (the tab bar asks the
 * registry); the values are autosaved in localStorage and offered back on the next visit.
 */
export function useEditGuard<V>({ page, id, toStored, fromStored }: EditGuardOptions<V>): EditGuard<V> {
  const { modal } = useAntdApp();
  const location = useLocation();
  const key = draftKey(page, id);
  const formRef = useRef<FormInstance<V> | null>(null);
  const dirty = useRef(false);
  const released = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [offer, setOffer] = useState<StoredDraft | null>(() => readDraft(key));
  const codec = useRef({ toStored, fromStored });
  codec.current = { toStored, fromStored };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const form = formRef.current;
    if (!form || !dirty.current) return;
    const values = form.getFieldsValue(true) as V;
    writeDraft(key, codec.current.toStored ? codec.current.toStored(values) : values);
  }, [key]);

  // In-app navigation: ask while there are unsaved edits (a query change on the same page too).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    flush();
    modal.confirm({
      ...LEAVE_QUESTION,
      onOk: () => {
        released.current = true;
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, flush, modal]);

  // Closing or reloading the browser tab: the browser's own question, the draft written first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || released.current) return;
      flush();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [flush]);

  // Closing its back-office tab: the tab bar asks through the registry.
  const tabKey = tabKeyOf(location.pathname, location.search);
  useEffect(
    () =>
      registerUnsaved(tabKey, {
        isDirty: () => dirty.current && !released.current,
        release: () => {
          flush();
          released.current = true;
        },
      }),
    [tabKey, flush],
  );

  // The last keystrokes before leaving are kept too.
  useEffect(() => () => flush(), [flush]);

  const onValuesChange = useCallback(() => {
    dirty.current = true;
    released.current = false;
    setOffer(null); // editing on: the earlier draft is no longer offered (it is replaced)
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_MS);
  }, [flush]);

  const saved = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    dirty.current = false;
    clearDraft(key);
    setOffer(null);
  }, [key]);

  const restore = useCallback(() => {
    const form = formRef.current;
    if (!form || !offer) return;
    const values = codec.current.fromStored ? codec.current.fromStored(offer.values) : (offer.values as Partial<V>);
    form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    dirty.current = true;
    setOffer(null);
  }, [offer]);

  const discard = useCallback(() => {
    clearDraft(key);
    setOffer(null);
  }, [key]);

  const banner = useMemo(
    () =>
      offer ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`发现未保存的草稿（${formatDateTime(new Date(offer.savedAt).toISOString())}），是否恢复？`}
          action={
            <Space>
              <Button size="small" type="primary" onClick={restore}>
                恢复草稿
              </Button>
              <Button size="small" onClick={discard}>
                丢弃
              </Button>
            </Space>
          }
        />
      ) : null,
    [offer, restore, discard],
  );

  const bind = useCallback((form: FormInstance<V>) => {
    formRef.current = form;
  }, []);

  return useMemo(() => ({ bind, onValuesChange, saved, banner }), [bind, onValuesChange, saved, banner]);
}
