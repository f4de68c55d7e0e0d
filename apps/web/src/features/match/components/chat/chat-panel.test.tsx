import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ChatMessage } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../../../lib/events/app-events.ts';
import { i18n } from '../../../../lib/i18n/i18n.ts';
import { storageKeys } from '../../../../lib/storage/keys.ts';
import { writeItem } from '../../../../lib/storage/storage.ts';
import type { ChatState } from '../../api/chat-api.ts';
import { matchKeys } from '../../api/match-keys.ts';
import { useMatchPush } from '../../hooks/use-match-push.ts';
import { ChatPanel } from './chat-panel.tsx';

const message = (id: string, text: string): ChatMessage => ({
  id,
  matchId: 'm1',
  uid: '7',
  nickname: '球迷8000',
  avatar: '',
  faceId: '1',
  text,
  createdAt: Date.UTC(2026, 10, 22, 9, 5),
});

function WithPush({ children }: { children: ReactNode }) {
  useMatchPush('football', 'm1');
  return children;
}

function renderChat(items: ChatMessage[]) {
  // Seeded and never stale: the test reads the cache, no call goes out.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData<ChatState>(matchKeys.chat('m1'), { items, hasMore: false });
  const onReport = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <WithPush>
            <ChatPanel matchId="m1" loginPath="/pages/user/login" onReport={onReport} />
          </WithPush>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onReport };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-Hans');
});
afterEach(cleanup);

describe('ChatPanel', () => {
  it('shows markup in a message as typed text, never as elements', () => {
    renderChat([message('1', '<img src=x onerror="alert(1)"><b>bold</b>')]);
    const text = screen.getByTestId('chat-text');
    expect(text.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(text.querySelector('img, b')).toBeNull();
  });

  it('asks a visitor to log in instead of showing the input, and lets a user write', () => {
    renderChat([]);
    expect(screen.getByTestId('chat-login')).toBeTruthy();
    expect(screen.queryByTestId('chat-input')).toBeNull();
    cleanup();
    writeItem(storageKeys.loginToken, 'a.b.c');
    writeItem(storageKeys.userData, JSON.stringify({ uid: '7', kind: 'user', nickname: 'n', avatar: '', faceId: '1', vip: 0, vipExpireTime: 0, phone: null, wechatBound: false, role: ['user'], createdAt: 0 }));
    renderChat([]);
    expect(screen.getByTestId('chat-input')).toBeTruthy();
    expect(screen.queryByTestId('chat-login')).toBeNull();
  });

  it('adds pushed messages once and drops hidden ones', async () => {
    renderChat([message('1', 'first')]);
    // TanStack Query tells observers on the next tick: let it run before reading the list.
    const push = (payload: unknown) =>
      act(async () => {
        appEvents.emit('gameChat', JSON.stringify(payload));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await push({ kind: 'message', message: message('2', 'second') });
    await push({ kind: 'message', message: message('2', 'second') });
    await push({ kind: 'message', message: { ...message('3', 'other match'), matchId: 'm9' } });
    const list = screen.getByTestId('chat-list');
    expect(within(list).getAllByTestId('chat-text').map((n) => n.textContent)).toEqual(['first', 'second']);
    await push({ kind: 'hidden', matchId: 'm1', messageId: '1' });
    expect(within(list).getAllByTestId('chat-text').map((n) => n.textContent)).toEqual(['second']);
  });
});
