import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, shot } from './browser.ts';
import { startServer, type RunningServer, type StartOptions } from './server.ts';

/** A journey file's built server and Chromium (ready inside its tests, not when the file loads). */
export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new page in `context`, photographed if the running test fails. */
  newPage(context: BrowserContext): Promise<Page>;
}

/**
 * Starts the server and Chromium before the file's tests and stops them after; a failed test
 * leaves a screenshot of the page it opened last. Call once, at the top of a journey file.
 */
export function startJourney(options?: StartOptions): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let lastPage: Page | undefined;

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
      await shot(lastPage, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`).catch(() => undefined);
    }
    lastPage = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the journey's ${name} is not started (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async newPage(context) {
      const page = await context.newPage();
      lastPage = page;
      return page;
    },
  };
}
