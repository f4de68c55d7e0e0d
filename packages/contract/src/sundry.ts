import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { ack, emptyPayload, visitorUuid } from './common.ts';

/** Largest accepted image upload, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const uploadedImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/**
 * Where a node is on its way to serving match data: `importing` the data files (first start),
 * `loading` the board, `ready`, or `failed` (the import failed; it is retried and the phase
 * goes back to `importing`). Until `ready` the match lists are empty, not because nothing is on.
 */
export const dataPhase = z.enum(['importing', 'loading', 'ready', 'failed']);
export type DataPhase = z.infer<typeof dataPhase>;

export const dataStatus = z.object({
  ready: z.boolean(),
  phase: dataPhase,
  /** Data files imported so far and in all, while `importing` (0 and 0 otherwise). */
  filesDone: z.number().int().nonnegative(),
  filesTotal: z.number().int().nonnegative(),
});
export type DataStatus = z.infer<typeof dataStatus>;

export const sundryCalls = {
  getApiHost: defineCall({
    module: 'Sundry',
    name: 'getApiHost',
    summary: 'The API base URL the client sends every call to (cached by the client).',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ host: z.string() }),
  }),
  getLoginOptions: defineCall({
    module: 'Sundry',
    name: 'getLoginOptions',
    summary: 'Which sign-in methods this deployment offers, so the login page shows only those.',
    access: access.public,
    payload: emptyPayload,
    reply: z.object({ phone: z.literal(true), wechat: z.boolean(), wechatAppId: z.string().nullable() }),
  }),
  saveVisitorId: defineCall({
    module: 'Sundry',
    name: 'saveUserGenId',
    summary: 'Reports the visitor uuid the client made once (yx1k + MD5).',
    access: access.public,
    payload: z.object({ uuid: visitorUuid }),
    reply: z.object({ firstSeen: z.number().int() }),
  }),
  saveDeviceInfo: defineCall({
    module: 'Sundry',
    name: 'saveDeviceInfo',
    summary: 'Records the device the visitor uses (for support and update checks).',
    access: access.visitor,
    payload: z.object({
      brand: z.string().max(40).optional(),
      model: z.string().max(60).optional(),
      os: z.string().max(40).optional(),
      osVersion: z.string().max(40).optional(),
      appVersion: z.string().max(32).optional(),
      screen: z.string().regex(/^\d{2,5}x\d{2,5}$/).optional(),
      language: z.string().max(20).optional(),
    }),
    reply: ack,
  }),
  savePushClientId: defineCall({
    module: 'Sundry',
    name: 'saveUserPushCid',
    summary: 'Stores the push-service client id of the device.',
    access: access.visitor,
    payload: z.object({ cid: z.string().min(1).max(128) }),
    reply: ack,
  }),
  getDataStatus: defineCall({
    module: 'Sundry',
    name: 'getDataStatus',
    summary: 'Whether the match data is on the board yet (a first start imports it); the app shows a preparing state until then.',
    access: access.public,
    payload: emptyPayload,
    reply: dataStatus,
  }),
  uploadImage: defineCall({
    module: 'Sundry',
    name: 'uploadImg',
    summary: 'Multipart upload, field `img`: PNG, JPEG or WebP (checked by content), re-encoded without metadata.',
    access: access.user,
    rate: 'upload',
    body: 'multipart',
    payload: z.object({}),
    reply: uploadedImage,
  }),
} as const;
