import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd-mobile';
import { notifier } from '../../../lib/http/notifier.ts';
import { useIsMember } from '../hooks/useWatch.ts';
import { WatchStar } from '../components/WatchStar.tsx';

const MobileAlertSheet = lazy(() => import('./MobileAlertSheet.tsx').then((m) => ({ default: m.MobileAlertSheet })));

/** The star and 提醒 of an index on phones. */
export function MobileIndexActions({ productId, code, name, unitName }: { productId: number; code: string; name: string; unitName: string }) {
  const member = useIsMember();
  const [open, setOpen] = useState(false);
  return (
    <>
      <WatchStar productId={productId} code={code} />
      <Button size="mini" onClick={() => (member ? setOpen(true) : notifier.info('请登录后设置提醒'))}>
        设置提醒
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MobileAlertSheet productId={productId} name={name} unitName={unitName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
