import { APP_VERSION, APP_VERSION_CODE, Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, newIp, startTestServer, type LoggedIn, type TestServer } from '../support/harness.ts';
import { listenForPush, PushClient } from '../support/push-client.ts';

/** The back office and the public content calls it feeds: sanitising, publishing, pushing, logging. */

const ADMIN = '13900000072';
const HOUR = 3_600_000;

describe.each(databaseTargets)('content back office on $name', ({ url }) => {
  let server: TestServer;
  let admin: LoggedIn;
  let user: LoggedIn;
  let push: PushClient;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, env: { ADMIN_PHONES: ADMIN } });
    admin = await loginNewUser(server, ADMIN);
    user = await loginNewUser(server);
    push = await PushClient.connect(await listenForPush(server));
  });
  afterAll(async () => {
    push?.close();
    await server?.close();
  });

  const asAdmin = <T>(path: string, payload: unknown) => call<T>(server, path, payload, { token: admin.token, ip: newIp(), lang: 'en' });
  const asPublic = <T>(path: string, payload: unknown, lang = 'en') => call<T>(server, path, payload, { ip: newIp(), lang });

  it('refuses a plain user and changes nothing', async () => {
    const before = await server.database.db.selectFrom('content_articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const reply = await call(server, '/ContentAdmin/saveArticle', { kind: 'news', locale: 'en', title: 'x', html: '<p>x</p>' }, { token: user.token, ip: newIp() });
    expect(reply.status).toBe(Status.forbidden);
    const after = await server.database.db.selectFrom('content_articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('sanitises an article on save, keeps it a draft until published, and logs who did what', async () => {
    const html = '<p onclick="steal()">Arsenal sign a striker<script>alert(1)</script></p><a href="javascript:alert(1)">more</a><img src="/uploads/abcdefghijkl.webp" onerror="x()">';
    const saved = await asAdmin<{ id: number; status: string }>('/ContentAdmin/saveArticle', { kind: 'news', locale: 'en', title: 'Transfer news', summary: 'A striker', html });
    expect(saved.status).toBe(Status.ok);
    expect(saved.data.status).toBe('draft');
    expect((await asPublic('/mobileindex/getNewsDetail', { id: saved.data.id })).status).toBe(Status.notFound);

    const published = await asAdmin<{ publishedAt: number }>('/ContentAdmin/publishArticle', { id: saved.data.id, published: true });
    expect(published.data.publishedAt).toBeLessThanOrEqual(server.clock.now());
    const detail = await asPublic<{ html: string; title: string }>('/mobileindex/getNewsDetail', { id: saved.data.id });
    expect(detail.data.title).toBe('Transfer news');
    expect(detail.data.html).toBe('<p>Arsenal sign a striker</p><a rel="noopener">more</a><img src="/uploads/abcdefghijkl.webp" />');
    const list = await asPublic<{ items: Array<{ id: number }> }>('/MobileIndex/getNewsList', { kind: 'news' });
    expect(list.data.items.map((i) => i.id)).toContain(saved.data.id);
    expect((await asPublic<{ items: unknown[] }>('/MobileIndex/getNewsList', { kind: 'news' }, 'ja')).data.items).toEqual([]);
    // A link opens it in Japanese too, and the reply says which language it is written in.
    expect((await asPublic<{ locale: string }>('/mobileindex/getNewsDetail', { id: saved.data.id }, 'ja')).data.locale).toBe('en');

    await asAdmin('/ContentAdmin/publishArticle', { id: saved.data.id, published: false });
    expect((await asPublic('/mobileindex/getNewsDetail', { id: saved.data.id })).status).toBe(Status.notFound);

    const log = await asAdmin<{ items: Array<{ userId: string; action: string; target: string; at: number }> }>('/ContentAdmin/getLog', {});
    const mine = log.data.items.filter((e) => e.target === `article:${saved.data.id}`).map((e) => e.action);
    expect(mine).toEqual(['unpublish', 'publish', 'create']);
    expect(log.data.items.every((e) => e.userId === admin.uid && e.at > 0)).toBe(true);
  });

  it('refuses oversized HTML naming the field', async () => {
    const reply = await asAdmin('/ContentAdmin/saveArticle', { kind: 'news', locale: 'en', title: 'Long', html: `<p>${'x'.repeat(40_001)}</p>` });
    expect([Status.validation, Status.payloadTooLarge]).toContain(reply.status);
  });

  it('pushes a published top message as topMsg with its id, and serves it by id and as the latest', async () => {
    const saved = await asAdmin<{ id: number }>('/ContentAdmin/saveTopMsg', { title: 'Derby day: previews are out', href: 'page://link/pages/index/news_list' });
    expect((await asPublic('/Sundry/getTopMsg', { id: saved.data.id })).data).toBeNull();
    await push.sync();
    const seen = push.frames.length;
    await asAdmin('/ContentAdmin/publishBlock', { id: saved.data.id, published: true });
    expect(await push.nextFrame(seen)).toBe(`topMsg|${saved.data.id}`);
    const latest = await asPublic<{ id: number; title: string; href: string }>('/Sundry/getTopMsg', {});
    expect(latest.data).toEqual({ id: saved.data.id, title: 'Derby day: previews are out', href: 'page://link/pages/index/news_list' });
  });

  it('serves an app pop-up in its language only, and pushes appMsg', async () => {
    const saved = await asAdmin<{ id: number }>('/ContentAdmin/saveAppMsg', { locale: 'zh-Hans', title: '会员限时优惠', content: '首月 9.9 元', href: 'tab://link/pages/tabBar/user' });
    await push.sync();
    const seen = push.frames.length;
    await asAdmin('/ContentAdmin/publishBlock', { id: saved.data.id, published: true });
    expect(await push.nextFrame(seen)).toBe(`appMsg|${saved.data.id}`);
    expect((await asPublic('/Sundry/getAppTcMsg', { id: 0 }, 'zh-Hans')).data).toEqual({ id: saved.data.id, title: '会员限时优惠', content: '首月 9.9 元', img: '', href: 'tab://link/pages/tabBar/user' });
    expect((await asPublic('/Sundry/getAppTcMsg', { id: 0 }, 'en')).data).toBeNull();
  });

  it('shows editor banners and running activities; ended ones move to their list', async () => {
    const banner = await asAdmin<{ id: number }>('/ContentAdmin/saveBanner', { title: 'Score calculator', subtitle: 'Try it', href: 'page://link/pages/jisuan/score_calculator' });
    await asAdmin('/ContentAdmin/publishBlock', { id: banner.data.id, published: true });
    const banners = await asPublic<{ items: Array<{ id: string; title: string }> }>('/MobileIndex/getBanners', {});
    expect(banners.data.items[0]).toMatchObject({ id: `b${banner.data.id}`, title: 'Score calculator' });

    const now = server.clock.now();
    const running = await asAdmin<{ id: number }>('/ContentAdmin/saveActivity', { locale: 'en', title: 'Check-in week', href: 'page://link/pages/user/huodong_list1', startsAt: now - HOUR, endsAt: now + 48 * HOUR });
    const over = await asAdmin<{ id: number }>('/ContentAdmin/saveActivity', { locale: 'en', title: 'Opening day', href: 'page://link/pages/user/huodong_list2', startsAt: now - 72 * HOUR, endsAt: now - 48 * HOUR });
    for (const id of [running.data.id, over.data.id]) await asAdmin('/ContentAdmin/publishBlock', { id, published: true });
    const current = await asPublic<{ items: Array<{ id: number }> }>('/MobileIndex/getPayHd', { state: 'current' });
    const ended = await asPublic<{ items: Array<{ id: number }> }>('/MobileIndex/getPayHd', { state: 'ended' });
    expect(current.data.items.map((a) => a.id)).toEqual([running.data.id]);
    expect(ended.data.items.map((a) => a.id)).toEqual([over.data.id]);
  });

  const LIVE_QUESTION: Record<string, string> = { 'zh-Hans': '比赛是实时直播的吗？', 'zh-Hant': '比賽是即時直播的嗎？', en: 'Are the matches live?', ja: '試合はライブ中継ですか？' };

  it('has the built-in help answers and pages in every language', async () => {
    for (const lang of ['en', 'zh-Hans', 'zh-Hant', 'ja']) {
      const list = await asPublic<{ items: Array<{ id: number; question: string }> }>('/MobileApi/getKeFuList', {}, lang);
      expect(list.data.items.length).toBe(6);
      // One says a replayed season is not a live feed.
      expect(list.data.items.map((i) => i.question)).toContain(LIVE_QUESTION[lang]);
      const first = list.data.items[0];
      const detail = await asPublic<{ html: string }>('/Sundry/getHelpDetail', { id: first?.id ?? 0 }, lang);
      expect(detail.data.html.length).toBeGreaterThan(10);
      const page = await asPublic<{ title: string }>('/Sundry/getContent', { key: 'zhaomu' }, lang);
      expect(page.status).toBe(Status.ok);
    }
  });

  it('answers the update check and store flags from the settings editors save', async () => {
    const initial = await asPublic<{ version: string; code: number; hasUpdate: boolean; androidUrl: string | null; pack: string }>('/Sundry/getAppDown', {});
    expect(initial.data).toMatchObject({ version: APP_VERSION, code: APP_VERSION_CODE, hasUpdate: false, androidUrl: null, pack: 'hide' });
    const settings = { latestVersion: '2.6.0', latestCode: 260, androidUrl: 'https://downloads.example.com/scoreline-260.apk', notes: 'Faster lists', iosOk: false, androidOk: true, azIosOpen: true, pack: 'all', jinbaoHref: 'https://link//shop.example.com' };
    expect((await asAdmin('/ContentAdmin/saveSettings', settings)).status).toBe(Status.ok);
    const update = await asPublic<{ hasUpdate: boolean; androidUrl: string | null; latestVersion: string }>('/Sundry/getAppDown', { code: 250 });
    expect(update.data).toMatchObject({ hasUpdate: true, androidUrl: settings.androidUrl, latestVersion: '2.6.0' });
    expect((await asPublic<{ hasUpdate: boolean; androidUrl: string | null }>('/Sundry/getAppDown', { code: 260 })).data).toMatchObject({ hasUpdate: false, androidUrl: null });
    expect((await asPublic('/Sundry/isIosOk', {})).data).toEqual({ ok: false });
    expect((await asPublic('/Sundry/isAndroidOk', {})).data).toEqual({ ok: true });
    expect((await asPublic('/Sundry/getAzIosOpen', {})).data).toEqual({ open: true });
    expect((await asPublic('/Sundry/getJinbaoHref', {})).data).toEqual({ href: settings.jinbaoHref });
  });

  it('lists published shared tickets by type and year', async () => {
    expect((await asPublic('/MobileIndex/getShaiDocYears', {})).data).toEqual({ years: [] });
    const saved = await asAdmin<{ id: number }>('/ContentAdmin/saveArticle', { kind: 'shai', locale: 'en', title: 'Lakers +4.5 landed', html: '<p>Ticket</p>', shaiType: 1 });
    await asAdmin('/ContentAdmin/publishArticle', { id: saved.data.id, published: true });
    const year = Number(new Date(server.clock.now() + 8 * HOUR).toISOString().slice(0, 4));
    expect((await asPublic('/MobileIndex/getShaiDocYears', {})).data).toEqual({ years: [year] });
    const ids = async (path: string, payload: object = {}) => (await asPublic<{ items: Array<{ id: number; kind: string }> }>(path, payload)).data.items.map((i) => i.id);
    expect(await ids('/MobileIndex/getShaiType1')).toEqual([saved.data.id]);
    expect(await ids('/MobileIndex/getShaiType0')).toEqual([]);
    expect(await ids('/MobileIndex/getShaiDoc', { year })).toEqual([saved.data.id]);
    expect(await ids('/MobileIndex/getShaiDoc', { year: year - 1 })).toEqual([]);
  });

  it('refuses to edit a generated article and an unknown id', async () => {
    const generated = await server.database.db
      .insertInto('content_articles')
      .values({ kind: 'report', locale: 'en', title: 'Arsenal 2-1 Chelsea', html: '<p data-fact="result">x</p>', match_id: 'm-generated', status: 'published', published_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edit = await asAdmin('/ContentAdmin/saveArticle', { id: generated.id, kind: 'news', locale: 'en', title: 'Rewritten', html: '<p>y</p>' });
    expect(edit.status).toBe(Status.validation);
    expect(edit.msg).toContain('id');
    expect((await server.database.db.selectFrom('content_articles').select('title').where('id', '=', generated.id).executeTakeFirstOrThrow()).title).toBe('Arsenal 2-1 Chelsea');
    expect((await asAdmin('/ContentAdmin/publishBlock', { id: 999999, published: true })).status).toBe(Status.notFound);
    expect((await asAdmin('/ContentAdmin/saveArticle', { id: 999999, kind: 'news', locale: 'en', title: 'x', html: '' })).status).toBe(Status.notFound);
  });
});
