import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload } from './common.ts';
import { loginResult, userInfo } from './account.ts';

const oauthCode = z.string().min(1, 'must not be empty').max(256);

export const wechatCalls = {
  wechatLogin: defineCall({
    module: 'MobileUser',
    name: 'wechatLogin',
    summary: 'Logs in with a WeChat OAuth code (app or official account), creating the account on first login.',
    access: access.public,
    rate: 'login',
    payload: z.object({ code: oauthCode }),
    reply: loginResult,
  }),
  miniProgramLogin: defineCall({
    module: 'MobileUser',
    name: 'smallAppLogin',
    summary: 'Logs in from the WeChat mini-program with its js_code.',
    access: access.public,
    rate: 'login',
    payload: z.object({ code: oauthCode }),
    reply: loginResult,
  }),
  bindWechat: defineCall({
    module: 'MobileUser',
    name: 'bindWechat',
    summary: 'Binds a WeChat account to the signed-in account: the OAuth code and the state that wechat/getGzhBindUrl put in the link.',
    access: access.user,
    rate: 'login',
    payload: z.object({ code: oauthCode, state: z.string().min(1, 'must not be empty').max(200) }),
    reply: userInfo,
  }),
  getWechatInfo: defineCall({
    module: 'MobileUser',
    name: 'getWechatInfoApp',
    summary: 'Whether a WeChat account is bound, and its public profile.',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ bound: z.boolean(), nickname: z.string().nullable(), avatar: z.string().nullable() }),
  }),
  getOfficialAccountBindUrl: defineCall({
    module: 'wechat',
    name: 'getGzhBindUrl',
    summary: 'The official-account OAuth URL that binds it to the signed-in account.',
    access: access.user,
    payload: z.object({ redirect: z.string().url().optional() }),
    reply: z.object({ url: z.string() }),
  }),
} as const;
