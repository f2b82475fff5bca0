import { useEffect, useRef, useState } from 'react';
import { Alert, Modal } from 'antd';
import { setReauthHandler } from '../../lib/http/reauth.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { StaffLoginForm } from './StaffLoginForm.tsx';

/**
 * The sign-in dialog of an expired staff session: shown over the page when a
 * call is refused as "not logged in", so the page and what was typed stay; the refused
 * calls are retried once signed in. Closing it gives up: those calls fail as before.
 */
export function ReloginDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((signedIn: boolean) => void) | null>(null);
  const loginId = useStaffStore((state) => state.profile?.loginId);

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      setReauthHandler(null);
      settle.current?.(false);
    };
  }, []);

  const finish = (signedIn: boolean) => {
    setOpen(false);
    settle.current?.(signedIn);
    settle.current = null;
  };

  return (
    <Modal open={open} title="登录已失效，请重新登录" footer={null} onCancel={() => finish(false)} destroyOnHidden maskClosable={false} width={420}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="重新登录后将继续刚才的操作，当前页面内容不会丢失。" />
      <StaffLoginForm loginId={loginId} onSignedIn={() => finish(true)} />
    </Modal>
  );
}
