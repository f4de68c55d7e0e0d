import type { CallDef } from '@scoreline/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAppUpdate } from './use-app-update.ts';

const release = { version: '2.5.0', code: 250, latestVersion: '2.6.0', latestCode: 260, hasUpdate: true, androidUrl: 'https://downloads.example.com/scoreline-260.apk', notes: '', pack: 'hide' };

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: { callApi: vi.fn(async (call: CallDef) => (call.name === 'getAppDown' ? release : null)) },
}));

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-Hans');
  localStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
  URL.createObjectURL = vi.fn(() => 'blob:scoreline-260');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('useAppUpdate', () => {
  it('shows 下载失败 when the newer Android package cannot be downloaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network'));
    renderHook(() => useAppUpdate());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('下载失败'));
  });

  it('remembers a downloaded package and installs it when the app is hidden, showing 安装失败 if that fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Blob(['apk'])));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    renderHook(() => useAppUpdate());
    await waitFor(() => expect(localStorage.getItem(storageKeys.wgtFilePath)).toBe(release.androidUrl));
    hide();
    expect(click).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith('安装失败');
  });

  it('does nothing outside Android', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)');
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderHook(() => useAppUpdate());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });
});
