import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { DAY_BIDDING_GATEWAY, PRICE_MESSAGES } from '@coal/contracts';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';
import { useBiddingAccess } from '../utils/access.ts';

export interface DayBiddingGateProps {
  children: ReactNode;
}

/**
 * The bidding sessions for members with the 每日竞价 gateway; a tourist is asked to log in
 * (the login dialog), a member without the gateway is told which permission is missing.
 */
export function DayBiddingGate({ children }: DayBiddingGateProps) {
  const access = useBiddingAccess();
  const openLogin = useAuthDialogs((s) => s.openLogin);
  if (access === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (access === 'tourist') {
    return (
      <Result
        status="info"
        title={PRICE_MESSAGES.dayBiddingLogin}
        subTitle={`每日竞价仅向开通“${DAY_BIDDING_GATEWAY}”权限的交易会员开放，请使用交易系统账号登录。`}
        extra={
          <Button type="primary" onClick={openLogin}>
            登录
          </Button>
        }
      />
    );
  }
  if (access === 'forbidden') {
    return <Result status="403" title={`需要“${DAY_BIDDING_GATEWAY}”权限`} subTitle={PRICE_MESSAGES.dayBiddingForbidden} />;
  }
  return <>{children}</>;
}
