/**
 * Every localStorage key the client uses (spec section 3), by a readable name.
 * The values are the spec's spellings; `loginToken` is uni-app's `uni_id_token`.
 */
export const storageKeys = {
  appToken: 'app_token',
  uid: 'token',
  visitorId: 'ykToken',
  apiHost: 'base_url',
  userData: 'userData',
  brand: 'brand',
  avatar: 'avatar',
  faceId: 'faceId',
  vip: 'vip',
  vipExpireTime: 'vipExpireTime',
  nickname: 'nickname',
  gameTipsSetting: 'gameTipsSetting',
  isOpenLive: 'isOpenLive',
  isGetCoupon: 'isGetCoupon',
  wgtFilePath: 'WGTFilePath',
  locale: 'locale',
  bottomTips: 'bottomTips',
  loginToken: 'uni_id_token',
  /** The scores tab's competition filters and match settings (company, odds type, reminder scope). */
  scoreFilters: 'scoreFilters',
  scoreSettings: 'scoreSettings',
  /** Per AI plan notice topic: the next catch-up's `since` and the notice ids already shown. */
  planNotices: 'planNotices',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** The profile fields mirrored under their own keys next to `userData` (spec section 3). */
export const profileMirrorKeys = [
  storageKeys.avatar,
  storageKeys.faceId,
  storageKeys.vip,
  storageKeys.vipExpireTime,
  storageKeys.nickname,
] as const;
