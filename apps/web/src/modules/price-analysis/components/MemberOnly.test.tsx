import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { TOURIST_USER, useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';
import { MemberOnly } from './MemberOnly.tsx';

const setSession = (loginStatus: boolean) =>
  useSessionStore.setState({ userLoaded: true, loginStatus, userInfo: loginStatus ? { ...TOURIST_USER, loginId: 'm1', userId: '9' } : TOURIST_USER });

beforeEach(() => useAuthDialogs.setState({ loginOpen: false }));

describe('MemberOnly', () => {
  it('tells a tourist what the tool is and opens the login dialog', () => {
    setSession(false);
    renderWithProviders(
      <MemberOnly title="数据分析" description="周、月、年度统计">
        <p>工具内容</p>
      </MemberOnly>,
    );
    expect(screen.getByText('数据分析（会员功能）')).toBeTruthy();
    expect(screen.getByText('周、月、年度统计')).toBeTruthy();
    expect(screen.queryByText('工具内容')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /登录后使用/ }));
    expect(useAuthDialogs.getState().loginOpen).toBe(true);
  });

  it('shows the tool to a member', () => {
    setSession(true);
    renderWithProviders(
      <MemberOnly title="数据分析" description="">
        <p>工具内容</p>
      </MemberOnly>,
    );
    expect(screen.getByText('工具内容')).toBeTruthy();
  });
});
