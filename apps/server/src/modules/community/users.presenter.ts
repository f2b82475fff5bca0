import type { SimpleUserInfo } from '@coal/contracts';
import { fileUrl } from '../uploads/index.ts';
import type { UserCard } from './users.repository.ts';

export function presentUser(
  card: UserCard,
  base: string,
  extra: { followCount: number; fansCount: number; articleCount: number; isFollowed: boolean },
): SimpleUserInfo {
  return {
    userId: card.id,
    nickname: card.nickname,
    avatarUrl: fileUrl(base, card.avatarPath),
    introduction: card.introduction,
    isExpert: card.isExpert ? '1' : '0',
    ...extra,
  };
}
