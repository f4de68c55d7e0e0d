import { describe, expect, it } from 'vitest';

describe('zod setup', () => {
  it('turns zod to interpreted checks through the global zod reads its settings from', async () => {
    await import('./zod-setup.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
