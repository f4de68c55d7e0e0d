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
  });
  return { push };
});

/** getJhSets as the server answers it: each account has its own topic; A chose 胜平负, B 让分. */
const accounts: Record<string, { topic: string; line: 'spf' | 'rf' }> = {
  'token-a': { topic: 'jh:keyOfUserA', line: 'spf' },
  'token-b': { topic: 'jh:keyOfUserB', line: 'rf' },
};
vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef) => {
      const account = accounts[readItem(storageKeys.loginToken) ?? ''];
      if (call.name !== 'getJhSets' || !account) throw new Error(`unexpected ${call.name}`);
      return { topic: account.topic, lines: [{ line: account.line, sport: account.line === 'spf' ? 'football' : 'basketball', notify: true }] };
    }),
  },
}));

const notice = (line: 'spf' | 'rf'): AiPlanNotice => ({
  kind: 'aiPlan', id: `${line}-1`, sport: line === 'spf' ? 'football' : 'basketball', line, day: '2026-11-28', kickoffAt: Date.UTC(2026, 10, 28, 12), priceCoins: 18,
});
const frame = (line: 'spf' | 'rf') => `gameMsg|${JSON.stringify(notice(line))}`;

function logIn(token: string) {
  act(() => {
    writeItem(storageKeys.userData, JSON.stringify({ uid: token, kind: 'user', nickname: 'n', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['user'], createdAt: 0 }));
    writeItem(storageKeys.loginToken, token);
  });
}

function mount() {
  const store = createMessageStore();
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
beforeEach(() => localStorage.clear());
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
});
