import { userInfo as userInfoSchema, type LoginResult, type UserInfo } from '@scoreline/contract';
import { useMemo } from 'react';
import { profileMirrorKeys, storageKeys } from '../../../lib/storage/keys.ts';
import { readItem, removeItems, useStoredItem, writeItem } from '../../../lib/storage/storage.ts';
import { decodeToken, type TokenClaims } from '../utils/token.ts';

/** Stores a profile as `userData` plus the spec's mirror keys (avatar, faceId, vip, …). */
export function saveUserInfo(info: UserInfo): void {
  writeItem(storageKeys.userData, JSON.stringify(info));
  writeItem(storageKeys.avatar, info.avatar);
  writeItem(storageKeys.faceId, info.faceId);
  writeItem(storageKeys.vip, String(info.vip));
  writeItem(storageKeys.vipExpireTime, String(info.vipExpireTime));
  writeItem(storageKeys.nickname, info.nickname);
}

/**
 * Stores a login: profile first and token last, so anything watching the token already finds
 * the matching profile.
 */
export function saveLogin(result: LoginResult): void {
  saveUserInfo(result.userInfo);
  writeItem(storageKeys.uid, result.userInfo.uid);
  writeItem(storageKeys.loginToken, result.loginToken);
}

/** Forgets the login and profile (the visitor id stays: it identifies the device). */
export function clearLogin(): void {
  removeItems(storageKeys.loginToken, storageKeys.uid, storageKeys.userData, ...profileMirrorKeys);
}

export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readUserInfo(): UserInfo | null {
  return parseUserInfo(readItem(storageKeys.userData));
}

export interface Session {
  token: string | null;
  claims: TokenClaims;
  /** The stored profile, when it belongs to the token's account. */
  userInfo: UserInfo | null;
  /** A registered (phone or WeChat) account, as opposed to a visitor. */
  isUser: boolean;
}

/** The stored session; re-renders when a login, logout or 405 changes it. */
export function useSession(): Session {
  const token = useStoredItem(storageKeys.loginToken);
  const rawUser = useStoredItem(storageKeys.userData);
  return useMemo(() => {
    const claims = decodeToken(token);
    const info = parseUserInfo(rawUser);
    const userInfo = info && info.uid === claims.uid ? info : null;
    return { token, claims, userInfo, isUser: userInfo?.kind === 'user' };
  }, [token, rawUser]);
}
