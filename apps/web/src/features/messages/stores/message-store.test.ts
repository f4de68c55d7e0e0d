import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { AUTO_HIDE_MS, createMessageStore } from './message-store.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const live = { cn: '英超', hn: '阿森纳', an: '切尔西', id: '9' };

describe('message store', () => {
  it('starts with the spec defaults: bottom tips open, top and centre hidden', () => {
    const store = createMessageStore();
    expect(store.getState()).toMatchObject({
      top: { visibility: 'hide', data: null },
      center: { visibility: 'hide', data: null },
      live: null,
      score: null,
      bottomTips: 'open',
    });
  });

  it('hides the top banner 5000 ms after it opens, restarting for a new message', () => {
    const store = createMessageStore();
    store.showTop({ title: 'a', href: '' });
    vi.advanceTimersByTime(4000);
    store.showTop({ title: 'b', href: '' });
    vi.advanceTimersByTime(AUTO_HIDE_MS - 1);
    expect(store.getState().top).toEqual({ visibility: 'open', data: { title: 'b', href: '' } });
    vi.advanceTimersByTime(1);
    expect(store.getState().top.visibility).toBe('hide');
  });

  it('hides the live pop-up after 5 s or when closed', () => {
    const store = createMessageStore();
    store.showLive(live);
    vi.advanceTimersByTime(AUTO_HIDE_MS);
    expect(store.getState().live).toBeNull();
    store.showLive(live);
    store.hideLive();
    expect(store.getState().live).toBeNull();
  });

  it('keeps the centred pop-up open until closed, and closing clears its data', () => {
    const store = createMessageStore();
    store.showCenter({ title: 't', content: 'c', img: '', href: '' });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().center.visibility).toBe('open');
    store.closeCenter();
    expect(store.getState().center).toEqual({ visibility: 'hide', data: null });
  });

  it('remembers a closed disclaimer', () => {
    const store = createMessageStore();
    store.closeBottomTips();
    expect(localStorage.getItem(storageKeys.bottomTips)).toBe('hide');
    expect(createMessageStore().getState().bottomTips).toBe('hide');
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createMessageStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.showScore({ homeTeam: 'a', awayTeam: 'b', homeScore: 1, awayScore: 0 });
    off();
    store.hideScore();
    expect(listener).toHaveBeenCalledOnce();
  });
});
