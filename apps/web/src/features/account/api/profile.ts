import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf, type UserInfo } from '@scoreline/contract/web';
import { api, type CallOptions } from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem } from '../../../lib/storage/storage.ts';
import { saveUserInfo, useSession } from '../stores/session-store.ts';
import { isTokenValid } from '../utils/token.ts';
import { accountKeys } from './account-keys.ts';

/** MobileUser/getUserInfo; the reply is also stored as `userData`. */
export async function getUserInfo(options?: CallOptions): Promise<UserInfo> {
  const info = await api.callApi(calls.getUserInfo, {}, options);
  saveUserInfo(info);
  return info;
}

/** The signed-in account; starts from the stored profile so the page never waits blank. */
export function useUserInfo() {
  const { token, claims, userInfo } = useSession();
  return useQuery({
    queryKey: accountKeys.userInfo(token),
    queryFn: () => getUserInfo(),
    enabled: isTokenValid(claims, Date.now()),
    initialData: userInfo ?? undefined,
    staleTime: 30_000,
  });
}

export const changeProfile = (payload: PayloadOf<typeof calls.changeProfile>) => api.callApi(calls.changeProfile, payload);

export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfile,
    onSuccess: (info) => {
      saveUserInfo(info);
      queryClient.setQueryData(accountKeys.userInfo(readItem(storageKeys.loginToken)), info);
    },
  });
}

/** Sundry/uploadImg: multipart, file field `img`. */
export const uploadImage = (file: Blob) => api.upload(calls.uploadImage, 'img', file);

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

export const getWechatInfo = () => api.callApi(calls.getWechatInfo, {});

/** Whether a WeChat account is bound (registered users only). */
export function useWechatInfo(enabled: boolean) {
  const { claims } = useSession();
  return useQuery({ queryKey: accountKeys.wechatInfo(claims.uid), queryFn: getWechatInfo, enabled });
}

/** wechat/getGzhBindUrl: WeChat's OAuth link carrying a signed state bound to this account. */
export const getWechatBindUrl = (redirect: string) => api.callApi(calls.getOfficialAccountBindUrl, { redirect });

export function useWechatBindUrl() {
  return useMutation({ mutationFn: getWechatBindUrl });
}

/** Binds the WeChat account of an OAuth code, with the state the bind link carried. */
export const bindWechat = (payload: PayloadOf<typeof calls.bindWechat>) => api.callApi(calls.bindWechat, payload);

export function useBindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindWechat,
    onSuccess: async (info) => {
      saveUserInfo(info);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
