import { TOURIST_LOGIN_ID, type UserInfo } from '@coal/contracts';
import type { MemberRow } from './member.repository.ts';

/** The userInfo of spec §3, as getUserInfo answers it. */
export function presentUserInfo(member: MemberRow): UserInfo {
  return {
    loginId: member.loginId,
    userId: member.id,
    userAccountId: member.userAccountId,
    isExpert: member.isExpert ? '1' : '0',
    userType: member.userType,
    userBelongSys: member.userBelongSys,
    authSysList: member.authSysList,
    nickname: member.nickname,
  };
}

/** The same for every tourist. */
export const TOURIST_INFO: UserInfo = {
  loginId: TOURIST_LOGIN_ID,
  userId: '',
  userAccountId: '',
  isExpert: '0',
  userType: 'tourist',
  userBelongSys: '',
  authSysList: [],
  nickname: '游客',
};
