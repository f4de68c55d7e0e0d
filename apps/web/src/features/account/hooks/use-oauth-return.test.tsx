import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useOAuthReturn } from './use-oauth-return.ts';

function Probe({ flow, onCode }: { flow: 'login' | 'bind'; onCode: (code: string, state: string | null) => void }) {
  useOAuthReturn(flow, onCode);
  return null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useOAuthReturn', () => {
  it('hands a login code to the login flow once and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/?code=abc&state=login#/pages/user/login');
    const onCode = vi.fn();
    renderWithProviders(<Probe flow="login" onCode={onCode} />);
    expect(onCode).toHaveBeenCalledExactlyOnceWith('abc', 'login');
    expect(window.location.search).toBe('');
  });

  it('hands a signed binding state to the bind flow, not to the login flow', () => {
    window.history.replaceState(null, '', '/?code=xyz&state=v1.42.sig#/pages/user/bind_msg');
    const login = vi.fn();
    renderWithProviders(<Probe flow="login" onCode={login} />);
    expect(login).not.toHaveBeenCalled();
    cleanup();
    const bind = vi.fn();
    renderWithProviders(<Probe flow="bind" onCode={bind} />);
    expect(bind).toHaveBeenCalledExactlyOnceWith('xyz', 'v1.42.sig');
  });

  it('finds a code in the hash route query too', () => {
    const onCode = vi.fn();
    renderWithProviders(<Probe flow="login" onCode={onCode} />, { path: '/pages/user/login', history: ['/pages/user/login?code=hh'] });
    expect(onCode).toHaveBeenCalledExactlyOnceWith('hh', null);
  });
});
