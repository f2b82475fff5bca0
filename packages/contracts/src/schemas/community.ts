/** Users of the portal (spec §7 "Users"): profiles, follows, fans, unpublished items, statistics. */
import { z } from 'zod';
import { optionalField, optionalIdField, optionalText, withPage, stringField } from './fields.ts';

const userIdField = stringField('缺少用户编号')
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: '用户编号有误' });

/** getSimpleUserInfo / getFollowList / getFansList: another member's, or the caller's own. */
export const userQuery = z.object({ userId: optionalField(userIdField) });
export type UserQuery = z.output<typeof userQuery>;
export type UserQueryInput = z.input<typeof userQuery>;
export const userListQuery = withPage(z.object({ userId: optionalField(userIdField) }));
export type UserListQuery = z.output<typeof userListQuery>;
export type UserListQueryInput = z.input<typeof userListQuery>;
export const unpublishListQuery = withPage(z.object({ status: optionalField(z.enum(['draft', 'pending', 'rejected'], { error: '状态有误' })) }));
export type UnpublishListQuery = z.output<typeof unpublishListQuery>;
export type UnpublishListQueryInput = z.input<typeof unpublishListQuery>;
export const unpublishItemQuery = z.object({ id: optionalIdField() });
export type UnpublishItemQuery = z.output<typeof unpublishItemQuery>;
export type UnpublishItemQueryInput = z.input<typeof unpublishItemQuery>;

/** POST /api/user/editUser (multipart: these fields and the image file `avatar`). */
export const editUserForm = z.object({
  nickname: optionalField(stringField().trim().min(2, { error: '昵称为2-20个字符' }).max(20, { error: '昵称为2-20个字符' })),
  introduction: optionalText(500),
});
export type EditUserForm = z.output<typeof editUserForm>;
export type EditUserFormInput = z.input<typeof editUserForm>;

export interface SimpleUserInfo {
  userId: string;
  nickname: string;
  avatarUrl: string;
  introduction: string;
  isExpert: '0' | '1';
  followCount: number;
  fansCount: number;
  articleCount: number;
  /** Whether the caller follows this member (false for oneself and tourists). */
  isFollowed: boolean;
}

export interface PersonalStatistics {
  articleCount: number;
  unpublishCount: number;
  rejectCount: number;
  questionCount: number;
  answerCount: number;
  followCount: number;
  fansCount: number;
  followArticleCount: number;
  thumbsUpReceived: number;
  viewReceived: number;
}
