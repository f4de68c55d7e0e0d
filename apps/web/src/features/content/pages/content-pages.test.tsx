import type { CallDef, FootballRow } from '@scoreline/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { appEvents } from '../../../lib/events/app-events.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import HomePage from './home.page.tsx';
import NewsDetailsPage from './news-details.page.tsx';

const replies = new Map<string, (payload: unknown) => unknown>();

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    resolveUrl: (url: string) => url,
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      const reply = replies.get(call.name);
      if (!reply) throw new Error(`unexpected ${call.name}`);
      return reply(payload);
    }),
  },
}));

const team = (id: string, name: string) => ({ id, name, shortName: name, colour: '#EF0107' });
const liveRow: FootballRow = {
  id: 'm1', competitionId: 'premier-league', competition: '英超', kickoffAt: Date.now() - 3_600_000, status: 'live', phase: 'second_half',
  clock: '67', liveClock: null, home: team('arsenal', '阿森纳'), away: team('chelsea', '切尔西'), score: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 }, redCards: null, corners: null, lottery: null,
};
const article = { id: 7, kind: 'preview', title: '赛前前瞻：阿森纳 vs 切尔西', summary: '阿森纳近5场比赛4胜1平0负。', cover: null, match: null, publishedAt: Date.now() - 60_000 };

beforeEach(() => {
  replies.clear();
  replies.set('getBanners', () => ({ items: [{ id: 'b1', title: '比分计算器上线', subtitle: '', img: null, href: 'page://link/pages/index/news_list', colours: ['#cb3131', '#e8663d'] }] }));
  replies.set('gameNow', () => ({ stale: false, refreshedAt: Date.now(), items: [liveRow] }));
  replies.set('getNewsList', () => ({ page: 1, pageSize: 20, hasMore: false, items: [article] }));
  replies.set('getAppDown', () => ({ version: '2.5.0', code: 250, latestVersion: '2.5.0', latestCode: 250, hasUpdate: false, androidUrl: null, notes: '', pack: 'hide' }));
  replies.set('isIosOk', () => ({ ok: true }));
  replies.set('isAndroidOk', () => ({ ok: true }));
  replies.set('getAzIosOpen', () => ({ open: false }));
  replies.set('getNewsDetail', () => ({ ...article, html: '<p data-fact="intro">英超，阿森纳主场迎战切尔西。</p><p><a href="page://link/pages/index/news_list">更多资讯</a></p>', shaiType: null, locale: 'zh-Hans' }));
});
afterEach(cleanup);

describe('Discover', () => {
  it('shows banners, the live match and news, keeps the score current by push and opens an article', async () => {
    const { router } = renderWithProviders(<HomePage />, { path: '/pages/tabBar/home', routes: [{ path: '/pages/index/news_details', element: <div data-testid="article-page" /> }] });
    await screen.findByText('比分计算器上线');
    expect((await screen.findByTestId('live-match-score-m1')).textContent).toBe('1 - 0');
    await screen.findByTestId('news-item-7');

    act(() => appEvents.emit('gameNowFen', JSON.stringify({ id: 'm1', score: { home: 1, away: 1 }, side: 'away', minute: "70'" })));
    // React Query tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('live-match-score-m1').textContent).toBe('1 - 1'));
    act(() => appEvents.emit('game', 'not json'));
    expect(screen.getByTestId('live-match-score-m1').textContent).toBe('1 - 1');

    fireEvent.click(screen.getByTestId('news-item-7'));
    await screen.findByTestId('article-page');
    expect(router.state.location.search).toBe('?id=7');
  });
});

describe('the article page', () => {
  it('renders the article and sends its links through the app\'s link handling', async () => {
    const { router } = renderWithProviders(<NewsDetailsPage />, {
      path: '/pages/index/news_details',
      history: ['/pages/index/news_details?id=7'],
      routes: [{ path: '/pages/index/news_list', element: <div data-testid="news-list" /> }],
    });
    expect((await screen.findByTestId('article-title')).textContent).toBe('赛前前瞻：阿森纳 vs 切尔西');
    fireEvent.click(screen.getByText('更多资讯'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/news_list'));
  });

  it('says a Chinese-only article opened in English is only available in Chinese', async () => {
    renderWithProviders(<NewsDetailsPage />, { path: '/pages/index/news_details', history: ['/pages/index/news_details?id=7'] });
    await screen.findByTestId('article-title');
    expect(screen.queryByTestId('article-language')).toBeNull(); // read in its own language: nothing to say
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('article-language').textContent).toBe('This article is only available in Chinese');
    expect(screen.getByTestId('article-title').closest('article')?.getAttribute('lang')).toBe('zh-Hans');
    await act(() => i18n.changeLanguage('zh-Hans'));
  });

  it.each(['', '?id=abc', '?id=0'])('says the article is missing for a link without a usable id (%s), instead of a skeleton that never resolves', async (search) => {
    renderWithProviders(<NewsDetailsPage />, { path: '/pages/index/news_details', history: [`/pages/index/news_details${search}`] });
    expect(await screen.findByText('文章不存在或已下架')).toBeTruthy();
    expect(document.querySelector('.adm-skeleton')).toBeNull();
  });
});
