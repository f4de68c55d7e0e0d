import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { ack, emptyPayload, epochMs, phoneNumber, visitorUuid } from './common.ts';

/** What the client shows of the signed-in account (spec section 3: login result userInfo). */
export const userInfo = z.object({
  uid: z.string(),
  kind: z.enum(['visitor', 'user']),
  nickname: z.string(),
  avatar: z.string(),
  faceId: z.string(),
  vip: z.number().int().nonnegative(),
  vipExpireTime: epochMs,
  phone: z.string().nullable().describe('masked, e.g. 138****8000'),
  wechatBound: z.boolean(),
  role: z.array(z.string()),
  createdAt: epochMs,
});
export type UserInfo = z.infer<typeof userInfo>;

/** A login: the signed token (stored client-side as uni_id_token) and the profile. */
export const loginResult = z.object({
  loginToken: z.string(),
  tokenExpired: epochMs,
  userInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

const nickname = z
  .string()
  .trim()
  .min(2, 'must be 2 to 16 characters')
  .max(16, 'must be 2 to 16 characters')
  .refine((s) => !/[<>"'&\\/\p{Cc}]/u.test(s), 'must not contain < > " \' & \\ / or control characters')
  // Format characters (U+202E and the other direction overrides, zero-width spaces and joiners,
  // soft hyphens) and line separators make a name read as something else, or as nothing at all.
  .refine((s) => !/[\p{Cf}\p{Zl}\p{Zp}]/u.test(s), 'must not contain invisible or text-direction characters');

const smsCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');

export const accountCalls = {
  youKeLogin: defineCall({
    module: 'MobileUser',
    name: 'youKeLogin',
    summary: 'Starts (or resumes) the visitor account of a uuid and returns its login token.',
    access: access.public,
    rate: 'login',
    payload: z.object({ uuid: visitorUuid }),
    reply: loginResult,
  }),
  sendPhoneCode: defineCall({
    module: 'MobileSms',
    name: 'sendPhoneCode',
    summary: 'Sends a 6-digit login code to a phone (5-minute life, 60 s between sends, daily caps).',
    access: access.public,
    rate: 'sms',
    payload: z.object({ phone: phoneNumber }),
    reply: z.object({ expiresIn: z.number().int(), resendAfter: z.number().int() }),
  }),
  loginByPhone: defineCall({
    module: 'MobileUser',
    name: 'loginByPhone',
    summary: 'Logs in with a phone code, creating the account on first login.',
    access: access.public,
    rate: 'login',
    payload: z.object({
      phone: phoneNumber,
      code: smsCode,
      inviteCode: z.string().regex(/^[A-Z0-9]{6,10}$/).optional(),
    }),
    reply: loginResult,
  }),
  youKeBindPhone: defineCall({
    module: 'MobileUser',
    name: 'youKeBindPhone',
    summary: 'Upgrades the calling visitor account to a phone account (or joins the existing one).',
    access: access.visitor,
    rate: 'login',
    payload: z.object({
      phone: phoneNumber,
      code: smsCode,
      inviteCode: z.string().regex(/^[A-Z0-9]{6,10}$/).optional().describe('binds the upgraded account to its inviter; ignored when the phone already has an account'),
    }),
    reply: loginResult,
  }),
  getUserInfo: defineCall({
    module: 'MobileUser',
    name: 'getUserInfo',
    summary: 'The signed-in account (visitor or user).',
    access: access.visitor,
    payload: emptyPayload,
    reply: userInfo,
  }),
  refreshToken: defineCall({
    module: 'MobileUser',
    name: 'xuDenLvToken',
    summary: 'Exchanges a valid login token for a fresh one; the old one is revoked.',
    access: access.visitor,
    rate: 'login',
    payload: emptyPayload,
    reply: loginResult,
  }),
  recordAppOpen: defineCall({
    module: 'MobileUser',
    name: 'appCheckIn',
    summary: 'Records that the app was opened (not the coin check-in, which is MobileVip/daKaLing).',
    access: access.visitor,
    payload: z.object({ appVersion: z.string().max(32).optional() }),
    reply: z.object({ opensToday: z.number().int() }),
  }),
  changeProfile: defineCall({
    module: 'Sundry',
    name: 'changeNim',
    summary: 'Changes the nickname and/or avatar (an image URL returned by Sundry/uploadImg).',
    access: access.user,
    payload: z
      .object({ nickname: nickname.optional(), avatar: z.string().max(200).optional() })
      .refine((p) => p.nickname !== undefined || p.avatar !== undefined, 'give a nickname or an avatar'),
    reply: userInfo,
  }),
  deleteAccount: defineCall({
    module: 'Sundry',
    name: 'zhuXiao',
    summary: 'Deletes the account: personal data anonymised, every token revoked, ledger history kept.',
    access: access.user,
    rate: 'login',
    payload: z.object({ confirm: z.literal(true, 'must be true') }),
    reply: ack,
  }),
  logout: defineCall({
    module: 'MobileUser',
    name: 'logout',
    summary: 'Revokes the calling login token.',
    access: access.visitor,
    payload: emptyPayload,
    reply: ack,
  }),
} as const;
