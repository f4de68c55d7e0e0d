import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, renderWithProviders } from '../../../test/render.tsx';
import WebViewPage from './web-view.page.tsx';

afterEach(cleanup);

async function frameFor(url: string): Promise<string[]> {
  renderWithProviders(<WebViewPage />, { path: '/pages/user/webView', history: [`/pages/user/webView?url=${encodeURIComponent(url)}`] });
  await flush();
  return (screen.getByTestId('web-view-frame').getAttribute('sandbox') ?? '').split(/\s+/);
}

describe('webView', () => {
  it('never sandboxes a page with scripts and same-origin together (the pair that can lift the sandbox)', async () => {
    const site = await frameFor('https://www.nba.com/games');
    expect(site).toContain('allow-scripts');
    expect(site).not.toContain('allow-same-origin');
    cleanup();
    const own = await frameFor(`${window.location.origin}/sundry/getZhaHtml/type/appXieYi`);
    expect(own).not.toContain('allow-scripts');
    expect(own).not.toContain('allow-same-origin');
  });
});
