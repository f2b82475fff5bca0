import { Button, Result } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { useAuthDialogs } from '../../modules/auth/components/authDialogStore.ts';

/** Shown instead of a portal page that needs a member (e.g. 个人中心) to a tourist. */
export function LoginRequired() {
  const openLogin = useAuthDialogs((state) => state.openLogin);
  return (
    <Result
      status="403"
      title={MESSAGES.notLoggedIn}
      subTitle="该页面仅对交易系统会员开放，登录后即可查看。"
      extra={
        <Button type="primary" onClick={openLogin}>
          登录
        </Button>
      }
    />
  );
}
