import type { CallDef, UserInfo } from '@scoreline/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api/index.ts';
import { storageKeys } from '../../lib/storage/keys.ts';
import { flush, inputOf, renderWithProviders } from '../../test/render.tsx';
import EditUserPage from './edit-user.page.tsx';
import UserSettingPage from './user-setting.page.tsx';
import UserTabPage from './user-tab.page.tsx';


const sent: Array<[string, unknown]> = [];
const replies = new Map<string, (payload: unknown) => unknown>();

vi.mock('../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      sent.push([call.name, payload]);
      const reply = replies.get(call.name);
      if (!reply) throw new Error(`unexpected ${call.name}`);
      return reply(payload);
    }),
    upload: vi.fn(async (call: CallDef, field: string, file: Blob) => {
      sent.push([call.name, { field, type: file.type }]);
      return { url: '/uploads/new.webp', width: 64, height: 64, bytes: 900 };
    }),
    resolveUrl: (url: string) => url,
  },
}));
vi.mock('../../lib/toast.ts', () => ({ showToast: vi.fn() }));
const { showToast } = await import('../../lib/toast.ts');

const FAR = 4_102_444_800; // 2100-01-01, seconds
const token = (uid: string) => `h.${btoa(JSON.stringify({ uid, role: [], permission: [], exp: FAR }))}.s`;
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  uid: '7', kind: 'user', nickname: '老球迷', avatar: '', faceId: '', vip: 0, vipExpireTime: 0,
  phone: '138****8000', wechatBound: false, role: ['user'], createdAt: 1, ...over,
});

function signIn(info: UserInfo) {
  localStorage.setItem(storageKeys.userData, JSON.stringify(info));
  localStorage.setItem(storageKeys.uid, info.uid);
  localStorage.setItem(storageKeys.loginToken, token(info.uid));
}

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  replies.clear();
  vi.mocked(showToast).mockClear();
});
afterEach(cleanup);

describe('user tab', () => {
  it('shows a registered user with masked phone and VIP badge', async () => {
    signIn(user({ vip: 1, vipExpireTime: Date.now() + 86_400_000 }));
    renderWithProviders(<UserTabPage />, { path: '/pages/tabBar/user' });
    expect(screen.getByTestId('user-nickname').textContent).toBe('老球迷');
    expect(screen.getByTestId('user-phone').textContent).toBe('138****8000');
    expect(screen.getByTestId('user-vip-badge')).toBeTruthy();
    expect(screen.queryByTestId('user-login-entry')).toBeNull();
    await flush();
  });

  it('names a visitor from the uid in the current language and gives a clear login entry', () => {
    signIn(user({ uid: '9', kind: 'visitor', nickname: '游客A1B2', phone: null, role: ['visitor'] }));
    const { router } = renderWithProviders(<UserTabPage />, { path: '/pages/tabBar/user' });
    expect(screen.getByTestId('user-nickname').textContent).toBe('游客9');
    expect(screen.queryByTestId('user-kind')).toBeNull(); // the name already says "visitor"
    fireEvent.click(screen.getByTestId('user-login-entry'));
    expect(router.state.location.pathname).toBe('/pages/user/login');
  });
});

describe('settings', () => {
  it('deletes the account only after confirming, then continues as a new visitor', async () => {
    signIn(user());
    localStorage.setItem(storageKeys.visitorId, 'yx1k' + 'a'.repeat(32));
    replies.set('zhuXiao', () => ({ ok: true }));
    replies.set('saveUserGenId', () => ({ firstSeen: 1 }));
    replies.set('youKeLogin', () => ({ loginToken: token('8'), tokenExpired: FAR * 1000, userInfo: user({ uid: '8', kind: 'visitor', phone: null }) }));
    const { router } = renderWithProviders(<UserSettingPage />, {
      path: '/pages/user/user_setting',
      routes: [{ path: '/pages/tabBar/user', element: <div data-testid="user-tab" /> }],
    });
    fireEvent.click(screen.getByTestId('setting-delete'));
    fireEvent.click(await screen.findByTestId('setting-delete-cancel'));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('setting-delete'));
    fireEvent.click(await screen.findByTestId('setting-delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabBar/user'));
    expect(sent[0]).toEqual(['zhuXiao', { confirm: true }]);
    const newVisitor = localStorage.getItem(storageKeys.visitorId);
    expect(newVisitor).not.toBe('yx1k' + 'a'.repeat(32));
    expect(sent).toContainEqual(['youKeLogin', { uuid: newVisitor }]);
    expect(localStorage.getItem(storageKeys.uid)).toBe('8');
    expect(showToast).toHaveBeenCalledWith('账号已注销');
  });

  it('offers a visitor login and phone binding instead of logout', () => {
    signIn(user({ kind: 'visitor', phone: null }));
    renderWithProviders(<UserSettingPage />, { path: '/pages/user/user_setting' });
    expect(screen.getByTestId('setting-bind-phone')).toBeTruthy();
    expect(screen.queryByTestId('setting-logout')).toBeNull();
    expect(screen.queryByTestId('setting-delete')).toBeNull();
  });
});

describe('edit profile', () => {
  it('refuses a nickname the contract refuses, without calling the server', async () => {
    signIn(user());
    renderWithProviders(<EditUserPage />, { path: '/pages/user/edit_user' });
    fireEvent.change(inputOf('edit-nickname'), { target: { value: 'a/b' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await flush();
    expect(screen.getByTestId('edit-nickname-error').textContent).toContain('昵称不能包含');
    expect(sent).toEqual([]);
  });

  it('uploads a chosen avatar, previews it, and saves it with the new nickname', async () => {
    signIn(user());
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    replies.set('changeNim', (payload) => user({ ...(payload as Partial<UserInfo>) }));
    renderWithProviders(<EditUserPage />, { path: '/pages/user/edit_user', history: ['/pages/tabBar/user', '/pages/user/edit_user'] });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('edit-avatar-input'), { target: { files: [file] } });
    expect(screen.getByTestId<HTMLImageElement>('edit-avatar-preview').src).toBe('blob:preview');
    await waitFor(() => expect(screen.getByTestId('edit-avatar-preview').getAttribute('src')).toBe('/uploads/new.webp'));
    fireEvent.change(inputOf('edit-nickname'), { target: { value: ' 新球迷 ' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(sent).toContainEqual(['changeNim', { nickname: '新球迷', avatar: '/uploads/new.webp' }]));
    expect(sent[0]).toEqual(['uploadImg', { field: 'img', type: 'image/png' }]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({ nickname: '新球迷' }));
  });

  it('rejects files that are not images the server accepts', () => {
    signIn(user());
    renderWithProviders(<EditUserPage />, { path: '/pages/user/edit_user' });
    const file = new File(['gif'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('edit-avatar-input'), { target: { files: [file] } });
    expect(showToast).toHaveBeenCalledWith('请选择 PNG、JPEG 或 WebP 格式的图片');
    expect(screen.queryByTestId('edit-avatar-preview')).toBeNull();
  });
});
