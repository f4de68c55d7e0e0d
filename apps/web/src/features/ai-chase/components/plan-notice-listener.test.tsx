import type { AiPlanNotice, CallDef } from '@scoreline/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem, removeItems, writeItem } from '../../../lib/storage/storage.ts';
import { flush, renderWithProviders } from '../../../test/render.tsx';
import { TopBanner } from '../../messages/components/top-banner.tsx';
import { createMessageStore } from '../../messages/stores/message-store.ts';
import PlanNoticeListener from './plan-notice-listener.tsx';

/**
 * A push hub as the server's: each socket holds the topics it sent `sub|` for, and a frame
 * published to a topic reaches only the sockets subscribed to it. The app's real push client
 * talks to it, so what the listener subscribes to decides which notices it hears.
 */
const hub = vi.hoisted(() => {
  class HubSocket {
    readyState = 0;
    readonly topics = new Set<string>();
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    send(text: string) {
      const [tag, topic = ''] = text.split('|');
      if (tag === 'sub') this.topics.add(topic);
      if (tag === 'unsub') this.topics.delete(topic);
    }
    close() {
      this.readyState = 3;
    }
  }
  const sockets: HubSocket[] = [];
  return {
    sockets,
    connect(): HubSocket {
      const socket = new HubSocket();
      sockets.push(socket);
      queueMicrotask(() => {
        socket.readyState = 1;
        socket.onopen?.(new Event('open'));
      });
      return socket;
    },
    publish(topic: string, frame: string) {
      for (const s of sockets) if (s.readyState === 1 && s.topics.has(topic)) s.onmessage?.(new MessageEvent('message', { data: frame }));
    },
    /** The server went away: every socket closes. */
    dropAll() {
      for (const s of sockets.splice(0)) {
        s.readyState = 3;
        s.onclose?.(new CloseEvent('close'));
      }
    },
    subscribed: (topic: string) => sockets.some((s) => s.readyState === 1 && s.topics.has(topic)),
  };
});

vi.mock('../../../lib/push/index.ts', async () => {
  const { createPushClient } = await import('../../../lib/push/push-client.ts');
  const { appEvents } = await import('../../../lib/events/app-events.ts');
  const push = createPushClient({
    url: () => Promise.resolve('ws://api.test/ws?appType=h5'),
    createSocket: () => hub.connect(),
    onFrame: (tag, data) => appEvents.emit(tag, data),
    onOpen: () => appEvents.emit('pushOpen'),
  });
  return { push };
});

/**
 * getJhSets as the server answers it: each account has its own topic; A chose 胜平负, B 让分.
 * `announced` is the server's announcement record: with `since`, the reply lists the account's
 * notices announced after it (as the server, `next` lags its clock by a minute).
 */
const accounts: Record<string, { topic: string; line: 'spf' | 'rf' }> = {
  'token-a': { topic: 'jh:keyOfUserA', line: 'spf' },
  'token-b': { topic: 'jh:keyOfUserB', line: 'rf' },
};
const server = vi.hoisted(() => ({ now: 1_000_000, announced: [] as Array<{ topic: string; notice: AiPlanNotice; at: number }>, sinceAsked: [] as number[] }));
vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: { since?: number }) => {
      const account = accounts[readItem(storageKeys.loginToken) ?? ''];
      if (call.name !== 'getJhSets' || !account) throw new Error(`unexpected ${call.name}`);
      const since = payload.since;
      if (since !== undefined) server.sinceAsked.push(since);
      const missed = since === undefined ? null : {
        notices: server.announced.filter((a) => a.topic === account.topic && a.at > since).map((a) => ({ ...a.notice, announcedAt: a.at })),
        more: false,
        next: server.now - 60_000,
      };
      return { topic: account.topic, lines: [{ line: account.line, sport: account.line === 'spf' ? 'football' : 'basketball', notify: true }], missed };
    }),
  },
}));

const notice = (line: 'spf' | 'rf', n = 1): AiPlanNotice => ({
  kind: 'aiPlan', id: `${line}-${n}`, sport: line === 'spf' ? 'football' : 'basketball', line, day: '2026-11-28', kickoffAt: Date.UTC(2026, 10, 28, 12), priceCoins: 18,
});
const frame = (line: 'spf' | 'rf', n = 1) => `gameMsg|${JSON.stringify(notice(line, n))}`;

/** The server announces a notice: it is recorded, and pushed to whoever is subscribed right now. */
function announce(topic: string, line: 'spf' | 'rf', n: number) {
  server.now += 1_000;
  server.announced.push({ topic, notice: notice(line, n), at: server.now });
  act(() => hub.publish(topic, frame(line, n)));
}

function logIn(token: string) {
  act(() => {
    writeItem(storageKeys.userData, JSON.stringify({ uid: token, kind: 'user', nickname: 'n', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['user'], createdAt: 0 }));
    writeItem(storageKeys.loginToken, token);
  });
}

function mount() {
  const store = createMessageStore();
  vi.spyOn(store, 'showTop');
  const onOpenLink = vi.fn();
  renderWithProviders(<><PlanNoticeListener store={store} /><TopBanner store={store} onOpenLink={onOpenLink} /></>);
  return { store, onOpenLink };
}

/** Publishes, then lets the listener's texts promise and React settle. */
async function publish(topic: string, text: string) {
  act(() => hub.publish(topic, text));
  await flush();
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await flush();
  expect(check()).toBe(true);
};

beforeAll(async () => {
  const { push } = await import('../../../lib/push/index.ts');
  push.start();
});
beforeEach(() => {
  localStorage.clear();
  server.announced.length = 0;
  server.sinceAsked.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PlanNoticeListener', () => {
  it("shows a notice pushed on the user's own topic in the top banner, and a tap opens the plans", async () => {
    logIn('token-a');
    const { onOpenLink } = mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));

    await publish('jh:keyOfUserA', frame('spf'));
    const banner = await screen.findByTestId('top-banner');
    expect(banner.textContent).toContain('新AI方案：足球胜平负单关');
    expect(banner.textContent).toMatch(/\d\d:\d\d 开赛/);
    fireEvent.click(screen.getByTestId('top-banner-open'));
    expect(onOpenLink).toHaveBeenCalledWith('page://link/pages/tabBar/ai_zq_jh');
  });

  it("never shows a notice published for another user's key", async () => {
    logIn('token-a');
    mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));
    expect(hub.subscribed('jh:keyOfUserB')).toBe(false);

    await publish('jh:keyOfUserB', frame('rf'));
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('ignores other gameMsg data on its topic', async () => {
    logIn('token-a');
    mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));
    await publish('jh:keyOfUserA', 'gameMsg|{"kind":"somethingElse"}');
    await publish('jh:keyOfUserA', 'gameMsg|not json');
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('follows the login: a logout unsubscribes, the next account hears only its own topic', async () => {
    logIn('token-a');
    mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));

    act(() => removeItems(storageKeys.loginToken, storageKeys.userData));
    await until(() => !hub.subscribed('jh:keyOfUserA'));
    await publish('jh:keyOfUserA', frame('spf'));
    expect(screen.queryByTestId('top-banner')).toBeNull();

    logIn('token-b');
    await until(() => hub.subscribed('jh:keyOfUserB'));
    expect(hub.subscribed('jh:keyOfUserA')).toBe(false);
    await publish('jh:keyOfUserA', frame('spf'));
    expect(screen.queryByTestId('top-banner')).toBeNull();
    await publish('jh:keyOfUserB', frame('rf'));
    expect((await screen.findByTestId('top-banner')).textContent).toContain('篮球让分单关');
  });

  it('subscribes again after the socket reconnects', async () => {
    logIn('token-a');
    mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hub.dropAll());
    expect(hub.subscribed('jh:keyOfUserA')).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    vi.useRealTimers();
    await until(() => hub.subscribed('jh:keyOfUserA'));
    await publish('jh:keyOfUserA', frame('spf'));
    expect((await screen.findByTestId('top-banner')).textContent).toContain('足球胜平负单关');
  });

  it('shows a notice announced while the socket was down once it reconnects, and never twice', async () => {
    logIn('token-a');
    const { store } = mount();
    await until(() => hub.subscribed('jh:keyOfUserA'));
    await until(() => server.sinceAsked.length > 0);
    expect(server.sinceAsked[0]).toBe(0); // nothing remembered on this device yet

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hub.dropAll());
    announce('jh:keyOfUserA', 'spf', 2); // nobody hears it live
    expect(store.showTop).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    vi.useRealTimers();
    await until(() => hub.subscribed('jh:keyOfUserA'));
    expect((await screen.findByTestId('top-banner')).textContent).toContain('新AI方案：足球胜平负单关');
    expect(store.showTop).toHaveBeenCalledTimes(1);
    expect(server.sinceAsked.at(-1)).toBe(server.now - 60_000 - 1_000); // the previous reply's `next`

    // The same notice again, live and in the next catch-up (the server's overlap): not shown again.
    await publish('jh:keyOfUserA', frame('spf', 2));
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    await flush();
    await flush();
    expect(store.showTop).toHaveBeenCalledTimes(1);
    announce('jh:keyOfUserA', 'spf', 3); // live again
    await until(() => vi.mocked(store.showTop).mock.calls.length === 2);
  });

  it('after the page was closed: the next one shows what was announced meanwhile in one banner, once', async () => {
    logIn('token-a');
    announce('jh:keyOfUserA', 'spf', 1);
    announce('jh:keyOfUserA', 'spf', 2);
    announce('jh:keyOfUserB', 'rf', 1); // another user's
    const { onOpenLink } = mount();
    const banner = await screen.findByTestId('top-banner');
    expect(banner.textContent).toContain('新AI方案 2 个：足球胜平负单关');
    fireEvent.click(screen.getByTestId('top-banner-open'));
    expect(onOpenLink).toHaveBeenCalledWith('page://link/pages/tabBar/ai_zq_jh');
    cleanup();

    const again = mount();
    await until(() => server.sinceAsked.length >= 2);
    await flush();
    expect(again.store.showTop).not.toHaveBeenCalled();
  });

  it('catches up when the browser is back online', async () => {
    logIn('token-b');
    const { store } = mount();
    await until(() => hub.subscribed('jh:keyOfUserB'));
    await until(() => server.sinceAsked.length >= 1);
    await flush();
    server.announced.push({ topic: 'jh:keyOfUserB', notice: notice('rf', 7), at: server.now + 500 });
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    await until(() => vi.mocked(store.showTop).mock.calls.length === 1);
    expect(screen.getByTestId('top-banner').textContent).toContain('篮球让分单关');
  });
});
