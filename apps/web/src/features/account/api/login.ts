import { useMutation, useQuery } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { saveLogin } from '../stores/session-store.ts';
import { accountKeys } from './account-keys.ts';

export const sendPhoneCode = (payload: PayloadOf<typeof calls.sendPhoneCode>) => api.callApi(calls.sendPhoneCode, payload);

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export const loginByPhone = (payload: PayloadOf<typeof calls.loginByPhone>) => api.callApi(calls.loginByPhone, payload);

export function useLoginByPhone() {
  return useMutation({ mutationFn: loginByPhone, onSuccess: saveLogin });
}

/** Upgrades the calling visitor to a phone account (MobileUser/youKeBindPhone). */
export const bindPhone = (payload: PayloadOf<typeof calls.youKeBindPhone>) => api.callApi(calls.youKeBindPhone, payload);

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone, onSuccess: saveLogin });
}

export const wechatLogin = (code: string) => api.callApi(calls.wechatLogin, { code });

export function useWechatLogin() {
  return useMutation({ mutationFn: wechatLogin, onSuccess: saveLogin });
}

/** Starts or resumes the visitor account of a uuid (used by the session start). */
export const visitorLogin = (uuid: string) => api.callApi(calls.youKeLogin, { uuid }, { silent: true });

export const getLoginOptions = () => api.callApi(calls.getLoginOptions, {}, { silent: true });

/** Which sign-in methods this deployment offers (the WeChat button shows only when it does). */
export function useLoginOptions() {
  return useQuery({ queryKey: accountKeys.loginOptions, queryFn: getLoginOptions, staleTime: 10 * 60_000 });
}
