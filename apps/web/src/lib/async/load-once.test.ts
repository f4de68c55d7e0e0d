import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const once = loadOnce(load);
    const [a, b] = await Promise.all([once(), once()]);
    expect(await once()).toBe('page');
    expect([a, b]).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after a failure, and keeps the success that follows', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('page');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(await once()).toBe('page');
    expect(await once()).toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
