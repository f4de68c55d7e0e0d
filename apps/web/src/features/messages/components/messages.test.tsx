import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../../lib/events/app-events.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { useMessageEvents } from '../hooks/use-message-events.ts';
import { AUTO_HIDE_MS, createMessageStore } from '../stores/message-store.ts';
import { BottomTips } from './bottom-tips.tsx';
import { CenterMessagePopup } from './center-popup.tsx';
import { LivePopup } from './live-popup.tsx';
import { ScoreDialog } from './score-dialog.tsx';
import { TopBanner } from './top-banner.tsx';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-Hans');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('TopBanner', () => {
  it('is hidden by default, opens with a message and hides itself after 5000 ms', () => {
    const store = createMessageStore();
    render(<TopBanner onOpenLink={vi.fn()} store={store} />);
    expect(screen.queryByTestId('top-banner')).toBeNull();
    act(() => store.showTop({ title: '欧冠决赛今晚开打', href: 'tab://link/pages/tabBar/user' }));
    expect(screen.getByTestId('top-banner').textContent).toContain('欧冠决赛今晚开打');
    advance(AUTO_HIDE_MS - 1);
    expect(screen.queryByTestId('top-banner')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('follows its link when tapped', () => {
    const store = createMessageStore();
    const onOpenLink = vi.fn();
    render(<TopBanner onOpenLink={onOpenLink} store={store} />);
    act(() => store.showTop({ title: 't', href: 'page://link/pages/user/xy' }));
    fireEvent.click(screen.getByTestId('top-banner-open'));
    expect(onOpenLink).toHaveBeenCalledWith('page://link/pages/user/xy');
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });
});

describe('LivePopup', () => {
  const game = { cn: '英超', hn: '阿森纳', an: '切尔西', id: '9' };

  it('shows competition and teams and hides after 5 s', () => {
    const store = createMessageStore();
    render(<LivePopup store={store} />);
    act(() => store.showLive(game));
    expect(screen.getByTestId('live-popup-competition').textContent).toBe('英超');
    expect(screen.getByTestId('live-popup-teams').textContent).toBe('阿森纳 VS 切尔西');
    advance(AUTO_HIDE_MS);
    expect(screen.queryByTestId('live-popup')).toBeNull();
  });

  it('hides when closed', () => {
    const store = createMessageStore();
    render(<LivePopup store={store} />);
    act(() => store.showLive(game));
    fireEvent.click(screen.getByTestId('live-popup-close'));
    expect(screen.queryByTestId('live-popup')).toBeNull();
  });
});

describe('CenterMessagePopup', () => {
  it('closes only with its close button, which clears its data', () => {
    const store = createMessageStore();
    render(<CenterMessagePopup onOpenLink={vi.fn()} store={store} />);
    act(() => store.showCenter({ title: '会员限时优惠', content: '首月 9.9 元', img: '/uploads/a.webp', href: '' }));
    expect(screen.getByTestId('center-popup').textContent).toContain('会员限时优惠');
    advance(100); // the mask mounts on the next frame
    const mask = document.querySelector('.adm-mask');
    expect(mask).not.toBeNull();
    if (mask) fireEvent.click(mask);
    advance(60_000);
    expect(store.getState().center.visibility).toBe('open');
    fireEvent.click(screen.getByTestId('center-popup-close'));
    expect(store.getState().center).toEqual({ visibility: 'hide', data: null });
  });
});

describe('BottomTips', () => {
  it('shows the disclaimer until closed, then stays hidden', () => {
    const store = createMessageStore();
    const { unmount } = render(<BottomTips store={store} />);
    expect(screen.getByTestId('bottom-tips').textContent).toContain('本产品不销售彩票');
    fireEvent.click(screen.getByTestId('bottom-tips-close'));
    expect(screen.queryByTestId('bottom-tips')).toBeNull();
    expect(localStorage.getItem(storageKeys.bottomTips)).toBe('hide');
    unmount();
    render(<BottomTips store={createMessageStore()} />);
    expect(screen.queryByTestId('bottom-tips')).toBeNull();
  });
});

describe('ScoreDialog', () => {
  it('is hidden by default and shows the score as home:away', () => {
    const store = createMessageStore();
    render(<ScoreDialog store={store} />);
    expect(screen.queryByTestId('score-dialog')).toBeNull();
    act(() => store.showScore({ homeTeam: '湖人', awayTeam: '勇士', homeScore: 102, awayScore: 99 }));
    expect(screen.getByTestId('score-dialog-home').textContent).toBe('湖人');
    expect(screen.getByTestId('score-dialog-away').textContent).toBe('勇士');
    expect(screen.getByTestId('score-dialog-score').textContent).toBe('102:99');
    fireEvent.click(screen.getByTestId('score-dialog-close'));
    expect(store.getState().score).toBeNull();
  });
});

describe('useMessageEvents', () => {
  it('opens the live pop-up on a liveGame event and ignores malformed data', () => {
    const store = createMessageStore();
    renderHook(() => useMessageEvents({}, store));
    act(() => appEvents.emit('liveGame', 'not json'));
    expect(store.getState().live).toBeNull();
    act(() => appEvents.emit('liveGame', '{"cn":"中超","hn":"上海海港","an":"山东泰山","id":12}'));
    expect(store.getState().live).toEqual({ cn: '中超', hn: '上海海港', an: '山东泰山', id: '12' });
  });

  it('loads the top and app messages of their events, logging failures only', async () => {
    const store = createMessageStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadTopMessage = vi.fn().mockResolvedValue({ title: '公告', href: '' });
    const loadAppMessage = vi.fn().mockRejectedValue(new Error('500'));
    renderHook(() => useMessageEvents({ loadTopMessage, loadAppMessage }, store));
    await act(async () => {
      appEvents.emit('topMsg', '');
      appEvents.emit('appMsg', '7');
      await Promise.resolve();
    });
    expect(loadTopMessage).toHaveBeenCalledWith('0');
    expect(loadAppMessage).toHaveBeenCalledWith('7');
    expect(store.getState().top).toEqual({ visibility: 'open', data: { title: '公告', href: '' } });
    expect(store.getState().center.visibility).toBe('hide');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
