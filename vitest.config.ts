import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm test` runs them in order (unit+web, server, e2e) so a
// fast failure stops the slow suites from starting. Server and e2e files run one at a time
// (`--no-file-parallelism` in package.json): they start servers and share the local services.
// Timeouts only catch hangs: tests that walk every real match of a season take a few seconds on
// a quiet machine and several times that on a busy one, and speed belongs in `npm run bench`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Every locale's texts loaded up front (the app itself fetches only the active one).
          setupFiles: ['apps/web/src/lib/i18n/test-setup.ts'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll's default second is shorter than a page's data round trip on a busy
          // machine (CI at load 3–5 missed a table by it); a poll still ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
          // One retry for a real browser's timing noise; every attempt starts from fresh phone
          // numbers, and a failure that repeats still fails the run (its screenshot is kept).
          retry: 1,
        },
      },
    ],
  },
});
