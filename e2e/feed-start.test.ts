import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** The feed-backed start every match journey uses: the imported seasons are there at once. */
describe('a server started with the feed', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ feed: true });
  });
  afterAll(async () => server?.stop());

  it('serves the replayed football day from its first minutes', async () => {
    await expect
      .poll(async () => (await callApi<{ items: unknown[] }>(server.url, '/MobileFoot/dateGame')).data?.items?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
  });
});
