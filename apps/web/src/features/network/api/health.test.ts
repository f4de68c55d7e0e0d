import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServer } from './health.ts';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('checkServer', () => {
  it('counts a server preparing its data (503 with a phase) as reachable', async () => {
    vi.stubGlobal('fetch', answer(503, { ok: false, phase: 'importing' }));
    expect(await checkServer()).toBe(true);
  });

  it('is true for 200 and false for any other failure', async () => {
    vi.stubGlobal('fetch', answer(200, { ok: true }));
    expect(await checkServer()).toBe(true);
    vi.stubGlobal('fetch', answer(503, 'overloaded'));
    expect(await checkServer()).toBe(false);
    vi.stubGlobal('fetch', answer(502, { ok: false }));
    expect(await checkServer()).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await checkServer()).toBe(false);
  });
});
