import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  vi.doUnmock('antd-mobile/es/components/toast');
  document.body.innerHTML = '';
});

describe('showToast', () => {
  it('shows the message with antd-mobile\'s Toast once its code has loaded', async () => {
    const show = vi.fn();
    vi.doMock('antd-mobile/es/components/toast', () => ({ default: { show } }));
    const { showToast } = await import('./toast.ts');
    showToast('已保存');
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith({ content: '已保存', position: 'center' }));
    expect(document.querySelector('.sl-plain-toast')).toBeNull();
  });

  it('shows the message plain, for TOAST_MS, when the Toast cannot be fetched (offline)', async () => {
    vi.doMock('antd-mobile/es/components/toast', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { showToast, TOAST_MS } = await import('./toast.ts');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    showToast('当前无网络,请检查网络设置');
    await vi.waitFor(() => expect(document.querySelector('.sl-plain-toast')?.textContent).toBe('当前无网络,请检查网络设置'));
    expect(document.querySelector('.sl-plain-toast')?.getAttribute('role')).toBe('alert');
    vi.advanceTimersByTime(TOAST_MS);
    expect(document.querySelector('.sl-plain-toast')).toBeNull();
  });
});
