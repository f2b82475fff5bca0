import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';

export interface MemberOnlyProps {
  /** What the tool does, shown to a tourist with the login button. */
  title: string;
  description: string;
  children: ReactNode;
}

/** A member tool: a tourist sees what it is and is asked to log in (the login dialog). */
export function MemberOnly({ title, description, children }: MemberOnlyProps) {
  const userLoaded = useSessionStore((s) => s.userLoaded);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const openLogin = useAuthDialogs((s) => s.openLogin);
  if (loginStatus) return <>{children}</>;
  if (!userLoaded) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <Result
      status="info"
      title={`${title}（会员功能）`}
      subTitle={description}
      extra={
        <Button type="primary" onClick={openLogin}>
          登录后使用
        </Button>
      }
    />
  );
}
