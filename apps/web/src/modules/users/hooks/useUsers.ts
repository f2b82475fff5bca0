import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { toggleFollow } from '../../articles/api/articlesApi.ts';
import {
  clearRejectState,
  deleteUnpublishItem,
  editUser,
  fetchFansList,
  fetchFollowList,
  fetchPersonalStatistics,
  fetchSimpleUserInfo,
  fetchUnpublishList,
  userKeys,
} from '../api/usersApi.ts';

const paged = { placeholderData: keepPreviousData };

/** GET getSimpleUserInfo (own, or another member's) */
export const useSimpleUserInfoQuery = (userId?: string, enabled = true) =>
  useQuery({ queryKey: userKeys.info(userId), queryFn: () => fetchSimpleUserInfo(userId), enabled });
/** GET getFollowList */
export const useFollowListQuery = (params: Params) => useQuery({ queryKey: userKeys.follows(params), queryFn: () => fetchFollowList(params), ...paged });
/** GET getFansList */
export const useFansListQuery = (params: Params) => useQuery({ queryKey: userKeys.fans(params), queryFn: () => fetchFansList(params), ...paged });
/** GET getUnpublishList (drafts, pending, rejected with reasons) */
export const useUnpublishListQuery = (params: Params) =>
  useQuery({ queryKey: userKeys.unpublished(params), queryFn: () => fetchUnpublishList(params), ...paged });
/** GET personalStatistics */
export const usePersonalStatisticsQuery = () => useQuery({ queryKey: userKeys.statistics, queryFn: fetchPersonalStatistics });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: userKeys.all });
    void client.invalidateQueries({ queryKey: ['articles'] });
  };
}

/** GET deleteUnpublishItem */
export function useDeleteUnpublishMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: deleteUnpublishItem,
    onSuccess: () => {
      notifier.info('删除成功');
      invalidate();
    },
  });
}

/** GET clearRejectState */
export function useClearRejectMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (id?: number) => clearRejectState(id), onSuccess: invalidate });
}

/** POST editUser (multipart) */
export function useEditUserMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: editUser,
    onSuccess: () => {
      notifier.info('保存成功');
      invalidate();
    },
  });
}

/** GET /api/common/follow on a member (follow/fans lists). */
export function useFollowUserMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (userId: string) => toggleFollow('user', userId), onSuccess: invalidate });
}
