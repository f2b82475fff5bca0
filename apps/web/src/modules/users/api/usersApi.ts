/** Users of the portal (spec §7 "Users"): profile, follows, fans, drafts, statistics. */
import type { EditUserFormInput, Page, PersonalStatistics, SimpleUserInfo, UnpublishedItem } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';

export const userKeys = {
  all: ['users'] as const,
  info: (userId?: string) => ['users', 'info', userId ?? 'me'] as const,
  follows: (params: Params) => ['users', 'follows', params] as const,
  fans: (params: Params) => ['users', 'fans', params] as const,
  unpublished: (params: Params) => ['users', 'unpublished', params] as const,
  statistics: ['users', 'statistics'] as const,
};

export async function fetchSimpleUserInfo(userId?: string): Promise<SimpleUserInfo> {
  return unwrap(await http.get<SimpleUserInfo>('/api/user/getSimpleUserInfo', userId ? { userId } : {}));
}

export async function fetchFollowList(params: Params): Promise<Page<SimpleUserInfo>> {
  return unwrap(await http.get<Page<SimpleUserInfo>>('/api/user/getFollowList', params));
}

export async function fetchFansList(params: Params): Promise<Page<SimpleUserInfo>> {
  return unwrap(await http.get<Page<SimpleUserInfo>>('/api/user/getFansList', params));
}

export async function fetchUnpublishList(params: Params): Promise<Page<UnpublishedItem>> {
  return unwrap(await http.get<Page<UnpublishedItem>>('/api/user/getUnpublishList', params));
}

export async function deleteUnpublishItem(id: number): Promise<void> {
  unwrap(await http.get<null>('/api/user/deleteUnpublishItem', { id }));
}

/** Acknowledges one rejection (`id`) or all of them. */
export async function clearRejectState(id?: number): Promise<number> {
  return unwrap(await http.get<{ cleared: number }>('/api/user/clearRejectState', id ? { id } : {})).cleared;
}

export async function fetchPersonalStatistics(): Promise<PersonalStatistics> {
  return unwrap(await http.get<PersonalStatistics>('/api/user/personalStatistics'));
}

/** The profile form (multipart): the avatar goes with it as a file. */
export async function editUser(input: EditUserFormInput & { avatar?: File }): Promise<SimpleUserInfo> {
  const form = new FormData();
  if (input.nickname != null) form.append('nickname', input.nickname);
  if (input.introduction != null) form.append('introduction', input.introduction);
  if (input.avatar) form.append('avatar', input.avatar, input.avatar.name);
  return unwrap(await http.upload<SimpleUserInfo>('/api/user/editUser', form));
}
