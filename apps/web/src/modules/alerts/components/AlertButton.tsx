import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from 'antd';
import { useMemberAction } from '../../auth/useMemberAction.ts';

const AlertManager = lazy(() => import('./AlertManager.tsx').then((m) => ({ default: m.AlertManager })));

/** 提醒 on an index's detail: a member manages its alerts in a dialog; a tourist is asked to log in. */
export function AlertButton({ productId, name, unitName }: { productId: number; name: string; unitName: string }) {
  const memberOnly = useMemberAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={memberOnly(() => setOpen(true), `alert:${productId}`)}>
        设置提醒
      </Button>
      {open ? (
        <Modal open title={`${name} · 价格提醒`} footer={null} width={640} onCancel={() => setOpen(false)}>
          <p style={{ color: '#8c8c8c' }}>数值在发布时刻（解禁后）判断，每个数值只提醒一次；站内通知与邮件可在个人中心设置。</p>
          <Suspense fallback={null}>
            <AlertManager productId={productId} unitName={unitName} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
