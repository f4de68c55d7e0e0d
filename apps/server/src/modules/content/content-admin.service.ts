import type {
  AdminSettings,
  adminActivityInput,
  adminAppMessageInput,
  adminArticleInput,
  adminBannerInput,
  adminHelpInput,
  adminPageInput,
  adminTopMessageInput,
  ServerTag,
} from '@scoreline/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { saveSettings } from './content-settings.ts';
import * as repo from './content.repo.ts';
import type { BlockKind, ContentBlocksTable } from './content.schema.ts';
import { sanitizeArticleHtml } from './html-sanitizer.ts';
import type { MatchArticleJob } from './match-articles.job.ts';

/**
 * The content back office: every change is one transaction that also writes the change log
 * (who, when, what). Generated match articles can be published or unpublished but not edited:
 * their text is the facts'.
 */

type ArticleInput = z.output<typeof adminArticleInput>;
export type BlockInput =
  | { kind: 'banner'; input: z.output<typeof adminBannerInput> }
  | { kind: 'activity'; input: z.output<typeof adminActivityInput> }
  | { kind: 'help'; input: z.output<typeof adminHelpInput> }
  | { kind: 'page'; input: z.output<typeof adminPageInput> }
  | { kind: 'top'; input: z.output<typeof adminTopMessageInput> }
  | { kind: 'app'; input: z.output<typeof adminAppMessageInput> };

const MESSAGE_TAGS: Partial<Record<BlockKind, ServerTag>> = { top: 'topMsg', app: 'appMsg' };

export interface ContentAdminDeps {
  db: Db;
  now: () => number;
  job: MatchArticleJob;
  /** Pushes a frame to every socket (the push hub). */
  publish: (tag: ServerTag, data: string) => Promise<void>;
}

export class ContentAdminService {
  constructor(private readonly deps: ContentAdminDeps) {}

  async saveArticle(input: ArticleInput, userId: number) {
    const html = sanitizeArticleHtml(input.html);
    const fields = {
      kind: input.kind,
      locale: input.locale,
      title: input.title,
      summary: input.summary,
      html,
      cover: input.cover,
      match_id: input.matchId,
      shai_type: input.kind === 'shai' ? (input.shaiType ?? 0) : null,
    };
    return this.deps.db.transaction().execute(async (tx) => {
      let row;
      if (input.id === undefined) {
        row = await repo.insertArticle(tx, { ...fields, created_by: userId });
      } else {
        const held = await repo.findArticle(tx, input.id);
        if (!held) throw new AppError('notFound', 'notFound', { id: input.id });
        if (held.kind === 'preview' || held.kind === 'report') {
          throw new AppError('validation', 'validation', { field: 'id', problem: 'is a generated match article; it can only be published or unpublished' });
        }
        row = await repo.updateArticle(tx, input.id, fields);
      }
      if (!row) throw new AppError('notFound', 'notFound', { id: input.id ?? 0 });
      await repo.logChange(tx, { userId, action: input.id === undefined ? 'create' : 'edit', target: `article:${row.id}` });
      return { id: row.id, status: row.status, updatedAt: row.updated_at.getTime() };
    });
  }

  async publishArticle(id: number, published: boolean, userId: number) {
    return this.deps.db.transaction().execute(async (tx) => {
      const held = await repo.findArticle(tx, id);
      if (!held) throw new AppError('notFound', 'notFound', { id });
      // The first publication fixes the date; generated articles keep their kick-off-based one.
      const publishedAt = published ? (held.published_at ?? new Date(this.deps.now())) : held.published_at;
      const row = await repo.updateArticle(tx, id, { status: published ? 'published' : 'draft', published_at: publishedAt });
      await repo.logChange(tx, { userId, action: published ? 'publish' : 'unpublish', target: `article:${id}` });
      return { id, status: row?.status ?? held.status, publishedAt: publishedAt?.getTime() ?? null };
    });
  }

  async saveBlock(block: BlockInput, userId: number) {
    const fields = blockFields(block);
    const id = block.input.id;
    return this.deps.db.transaction().execute(async (tx) => {
      let row;
      if (id === undefined) {
        row = await repo.insertBlock(tx, { kind: block.kind, title: titleOf(block), ...fields, created_by: userId });
      } else {
        const held = await repo.findBlock(tx, id);
        if (!held || held.kind !== block.kind) throw new AppError('notFound', 'notFound', { id });
        row = await repo.updateBlock(tx, id, { title: titleOf(block), ...fields });
      }
      if (!row) throw new AppError('notFound', 'notFound', { id: id ?? 0 });
      await repo.logChange(tx, { userId, action: id === undefined ? 'create' : 'edit', target: `${block.kind}:${row.id}` });
      return { id: row.id, status: row.status, updatedAt: row.updated_at.getTime() };
    });
  }

  /** Publishing a top or app message also pushes its tag with the id, so open apps show it now. */
  async publishBlock(id: number, published: boolean, userId: number) {
    const result = await this.deps.db.transaction().execute(async (tx) => {
      const held = await repo.findBlock(tx, id);
      if (!held) throw new AppError('notFound', 'notFound', { id });
      const publishedAt = published ? new Date(this.deps.now()) : held.published_at;
      await repo.updateBlock(tx, id, { status: published ? 'published' : 'draft', published_at: publishedAt });
      await repo.logChange(tx, { userId, action: published ? 'publish' : 'unpublish', target: `${held.kind}:${id}` });
      return { kind: held.kind, reply: { id, status: published ? ('published' as const) : ('draft' as const), publishedAt: publishedAt?.getTime() ?? null } };
    });
    const tag = MESSAGE_TAGS[result.kind];
    if (published && tag) await this.deps.publish(tag, String(id));
    return result.reply;
  }

  async saveSettings(settings: AdminSettings, userId: number): Promise<AdminSettings> {
    await this.deps.db.transaction().execute(async (tx) => {
      await saveSettings(tx, settings, userId);
      await repo.logChange(tx, { userId, action: 'settings', target: 'settings:app', detail: settings });
    });
    return settings;
  }

  async syncMatchArticles(userId: number) {
    const result = await this.deps.job.sync();
    await repo.logChange(this.deps.db, { userId, action: 'sync', target: 'articles:matches', detail: result });
    return result;
  }

  async log(paging: { page: number; pageSize: number }) {
    const rows = await repo.listLog(this.deps.db, { limit: paging.pageSize + 1, offset: (paging.page - 1) * paging.pageSize });
    return {
      page: paging.page,
      pageSize: paging.pageSize,
      hasMore: rows.length > paging.pageSize,
      items: rows.slice(0, paging.pageSize).map((r) => ({ id: r.id, at: r.at.getTime(), userId: String(r.user_id), action: r.action, target: r.target })),
    };
  }
}

function titleOf(block: BlockInput): string {
  return block.kind === 'help' ? block.input.question : block.input.title;
}

/** The columns each kind of block uses; HTML bodies go through the sanitiser. */
function blockFields(block: BlockInput): Omit<Updateable<ContentBlocksTable>, 'title'> {
  switch (block.kind) {
    case 'banner':
      return { locale: block.input.locale, subtitle: block.input.subtitle, img: block.input.img, href: block.input.href, sort: block.input.sort };
    case 'activity':
      return { locale: block.input.locale, subtitle: block.input.summary, img: block.input.img, href: block.input.href, starts_at: new Date(block.input.startsAt), ends_at: new Date(block.input.endsAt) };
    case 'help':
      return { locale: block.input.locale, tag: block.input.category, body: sanitizeArticleHtml(block.input.html), sort: block.input.sort };
    case 'page':
      return { locale: block.input.locale, tag: block.input.key, body: sanitizeArticleHtml(block.input.html) };
    case 'top':
      return { locale: block.input.locale, href: block.input.href };
    case 'app':
      return { locale: block.input.locale, body: block.input.content, img: block.input.img === '' ? null : block.input.img, href: block.input.href };
  }
}
