/** TanStack Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  /** Keyed by the login token, so any login, upgrade or logout starts from the stored profile. */
  userInfo: (token: string | null) => ['account', 'userInfo', token] as const,
  loginOptions: ['account', 'loginOptions'] as const,
  wechatInfo: (uid: string | null) => ['account', 'wechatInfo', uid] as const,
};
