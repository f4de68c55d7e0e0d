import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { epochMs } from './common.ts';
import { packModes } from './content-app.ts';
import {
  contentId,
  contentLocale,
  contentMatchId,
  contentPage,
  contentPageKey,
  contentPaging,
  helpCategories,
  MAX_ARTICLE_HTML,
  shaiType,
} from './content-shapes.ts';

/**
 * The content back office: create, edit, publish and unpublish. Every call needs the
 * `content.edit` permission (role admin passes every permission); every change is logged with
 * who made it and when (ContentAdmin/getLog).
 */
export const CONTENT_EDIT_PERMISSION = 'content.edit';
const editor = access.permission(CONTENT_EDIT_PERMISSION);

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');
const html = z.string().max(MAX_ARTICLE_HTML, `must be at most ${MAX_ARTICLE_HTML} characters`);
/** An image must come through the upload path (Sundry/uploadImg). */
export const uploadedImagePath = z.string().regex(/^\/uploads\/[\w-]+\.webp$/, 'must be an uploaded image path (/uploads/….webp)');
/** A link in the app's href format: `tab://link…`, `page://link…` or `https://link…`. */
export const appHref = z.string().max(500).regex(/^(tab|page|https):\/\/link\S+$/, 'must be tab://link…, page://link… or https://link…');

const id = { id: contentId.optional().describe('absent: create; present: edit that entry') };

export const adminArticleInput = z.object({
  ...id,
  kind: z.enum(['news', 'shai']),
  locale: contentLocale,
  title: text(120),
  summary: optionalText(300),
  html,
  cover: uploadedImagePath.nullable().default(null),
  matchId: contentMatchId.nullable().default(null),
  shaiType: shaiType.nullable().default(null),
});

export const adminBlockKinds = ['banner', 'activity', 'help', 'page', 'top', 'app'] as const;
export type AdminBlockKind = (typeof adminBlockKinds)[number];

export const adminBannerInput = z.object({ ...id, locale: contentLocale.nullable().default(null), title: text(60), subtitle: optionalText(80), img: uploadedImagePath.nullable().default(null), href: appHref, sort: z.number().int().min(0).max(999).default(0) });
export const adminActivityInput = z
  .object({ ...id, locale: contentLocale, title: text(80), summary: optionalText(300), img: uploadedImagePath.nullable().default(null), href: appHref, startsAt: epochMs, endsAt: epochMs })
  .refine((a) => a.endsAt > a.startsAt, { message: 'must be after startsAt', path: ['endsAt'] });
export const adminHelpInput = z.object({ ...id, locale: contentLocale, category: z.enum(helpCategories), question: text(120), html, sort: z.number().int().min(0).max(999).default(0) });
export const adminPageInput = z.object({ ...id, locale: contentLocale, key: contentPageKey, title: text(60), html });
export const adminTopMessageInput = z.object({ ...id, locale: contentLocale.nullable().default(null), title: text(80), href: appHref.or(z.literal('')).default('') });
export const adminAppMessageInput = z.object({
  ...id,
  locale: contentLocale.nullable().default(null),
  title: text(60),
  content: optionalText(500),
  img: uploadedImagePath.or(z.literal('')).default(''),
  href: appHref.or(z.literal('')).default(''),
});

export const adminSettingsInput = z.object({
  latestVersion: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version like 2.5.1'),
  latestCode: z.number().int().min(1).max(1_000_000),
  androidUrl: z.string().url().startsWith('https://', 'must be an https URL').nullable(),
  notes: optionalText(500),
  iosOk: z.boolean(),
  androidOk: z.boolean(),
  azIosOpen: z.boolean(),
  pack: z.enum(packModes),
  jinbaoHref: appHref.nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsInput>;

const saved = z.object({ id: z.number().int(), status: z.enum(['draft', 'published']), updatedAt: epochMs });
const publishPayload = z.object({ id: contentId, published: z.boolean().describe('true publishes, false unpublishes') });
const published = z.object({ id: z.number().int(), status: z.enum(['draft', 'published']), publishedAt: epochMs.nullable() });

export const adminLogEntry = z.object({
  id: z.number().int(),
  at: epochMs,
  userId: z.string(),
  action: z.string().describe('e.g. create, edit, publish, unpublish, settings, sync'),
  target: z.string().describe('what changed, e.g. article:12, block:3'),
});

const saveCall = <N extends string, P extends z.ZodType>(name: N, what: string, payload: P) =>
  defineCall({ module: 'ContentAdmin', name, summary: `Creates (no id) or edits ${what}; saved as a draft until published. Logged.`, access: editor, payload, reply: saved });

export const contentAdminCalls = {
  adminSaveArticle: saveCall('saveArticle', 'a news article or shared ticket (HTML sanitised with an allow-list; images only from the upload path)', adminArticleInput),
  adminPublishArticle: defineCall({ module: 'ContentAdmin', name: 'publishArticle', summary: 'Publishes or unpublishes an article (generated ones too). Logged.', access: editor, payload: publishPayload, reply: published }),
  adminSaveBanner: saveCall('saveBanner', 'a home banner', adminBannerInput),
  adminSaveActivity: saveCall('saveActivity', 'an activity', adminActivityInput),
  adminSaveHelp: saveCall('saveHelp', 'a help and support answer (HTML sanitised)', adminHelpInput),
  adminSavePage: saveCall('savePage', 'a named page served by Sundry/getContent (HTML sanitised)', adminPageInput),
  adminSaveTopMessage: saveCall('saveTopMsg', 'a top banner message', adminTopMessageInput),
  adminSaveAppMessage: saveCall('saveAppMsg', 'a centred pop-up message', adminAppMessageInput),
  adminPublishBlock: defineCall({
    module: 'ContentAdmin',
    name: 'publishBlock',
    summary: 'Publishes or unpublishes a banner, activity, help answer, page or message. Publishing a top or app message pushes `topMsg` / `appMsg` with its id. Logged.',
    access: editor,
    payload: publishPayload,
    reply: published,
  }),
  adminSaveSettings: defineCall({ module: 'ContentAdmin', name: 'saveSettings', summary: 'The update check, store flags, pack mode and partner link. Logged.', access: editor, payload: adminSettingsInput, reply: adminSettingsInput }),
  adminSyncMatchArticles: defineCall({
    module: 'ContentAdmin',
    name: 'syncMatchArticles',
    summary: 'Writes now any match preview or report the board calls for that is missing (normally done in the background after board changes). Idempotent. Logged.',
    access: editor,
    payload: z.object({}),
    reply: z.object({ previews: z.number().int(), reports: z.number().int() }),
  }),
  adminLog: defineCall({ module: 'ContentAdmin', name: 'getLog', summary: 'The back office change log, newest first.', access: editor, payload: z.object(contentPaging), reply: contentPage(adminLogEntry) }),
} as const;
