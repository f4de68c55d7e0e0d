import type { CallDef } from '@scoreline/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api/index.ts';
import { storageKeys } from '../../lib/storage/keys.ts';
import { flush, inputOf, renderWithProviders } from '../../test/render.tsx';
import LoginPage from './login.page.tsx';


const calls: Array<[string, unknown]> = [];
const replies = new Map<string, unknown>();

vi.mock('../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      calls.push([call.name, payload]);
      if (!replies.has(call.name)) throw new Error(`unexpected ${call.name}`);
      return replies.get(call.name);
    }),
    resolveUrl: (url: string) => url,
  },
}));
vi.mock('../../lib/toast.ts', () => ({ showToast: vi.fn() }));
const { showToast } = await import('../../lib/toast.ts');

const visitorToken = 'h.eyJ1aWQiOiI1Iiwicm9sZSI6WyJ1c2VyIl0sInBlcm1pc3Npb24iOltdLCJleHAiOjQxMDI0NDQ4MDB9.s';
const loginResult = {
  loginToken: visitorToken,
  tokenExpired: 4_102_444_800_000,
  userInfo: { uid: '5', kind: 'user', nickname: '球迷5', avatar: '', faceId: '', vip: 0, vipExpireTime: 0, phone: '138****8000', wechatBound: false, role: ['user'], createdAt: 1 },
};

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  replies.clear();
  replies.set('getLoginOptions', { phone: true, wechat: false, wechatAppId: null });
  replies.set('sendPhoneCode', { expiresIn: 300, resendAfter: 60 });
  replies.set('loginByPhone', loginResult);
  vi.mocked(showToast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    path: '/pages/user/login',
    routes: [{ path: '/pages/tabBar/user', element: <div data-testid="user-tab" /> }],
  });
}

describe('LoginPage', () => {
  it('sends a code to a valid phone and counts 60 s down before a resend', async () => {
    renderLogin();
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect(showToast).toHaveBeenLastCalledWith('请输入正确的11位手机号');
    fireEvent.change(inputOf('login-phone'), { target: { value: '138 0013 8000' } });
    expect(inputOf('login-phone').value).toBe('13800138000');
    fireEvent.click(screen.getByTestId('login-send-code'));
    await flush();
    expect(calls).toContainEqual(['sendPhoneCode', { phone: '13800138000' }]);
    expect(showToast).toHaveBeenLastCalledWith('验证码已发送');
    const button = screen.getByTestId<HTMLButtonElement>('login-send-code');
    expect(button.textContent).toBe('60秒后重发');
    expect(button.disabled).toBe(true);
  });

  it('requires the agreement, then logs in, stores the session and opens the user tab', async () => {
    const { router } = renderLogin();
    fireEvent.change(inputOf('login-phone'), { target: { value: '13800138000' } });
    fireEvent.change(inputOf('login-code'), { target: { value: '12a3456' } });
    expect(inputOf('login-code').value).toBe('123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(showToast).toHaveBeenLastCalledWith('请先阅读并同意《用户协议》和《隐私政策》');
    expect(calls.map(([name]) => name)).not.toContain('loginByPhone');

    fireEvent.click(screen.getByTestId('login-agree').querySelector('input') ?? screen.getByTestId('login-agree'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await flush();
    expect(calls).toContainEqual(['loginByPhone', { phone: '13800138000', code: '123456' }]);
    expect(localStorage.getItem(storageKeys.loginToken)).toBe(visitorToken);
    expect(localStorage.getItem(storageKeys.uid)).toBe('5');
    expect(router.state.location.pathname).toBe('/pages/tabBar/user');
  });

  it('shows the WeChat button only when the server offers WeChat', async () => {
    renderLogin();
    await flush();
    expect(screen.queryByTestId('login-wechat')).toBeNull();
    cleanup();
    replies.set('getLoginOptions', { phone: true, wechat: true, wechatAppId: 'wx123' });
    renderLogin();
    expect(await screen.findByTestId('login-wechat')).toBeTruthy();
  });
});
