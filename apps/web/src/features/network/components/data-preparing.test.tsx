import type { CallDef } from '@scoreline/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DataTabPage from '../../data/pages/data-tab.page.tsx';
import type { DataStatus } from '../api/data-status.ts';

const replies = new Map<string, () => unknown>();
const sent: string[] = [];

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef) => {
      sent.push(call.name);
      const reply = replies.get(call.name);
      if (!reply) throw new Error(`unexpected ${call.name}`);
      return reply();
    }),
  },
}));

const status = (over: Partial<DataStatus>): DataStatus => ({ ready: false, phase: 'importing', filesDone: 0, filesTotal: 0, ...over });
const premierLeague = { id: 'premier-league', sport: 'football', kind: 'league', name: 'Premier League', shortName: '英超', colour: '#3D195B', season: '2024-25', matches: 380 };

beforeEach(() => {
  replies.clear();
  sent.length = 0;
});
afterEach(cleanup);

describe('the preparing-data state of the data tab', () => {
  it('shows 数据准备中 with the import progress instead of the lists, then the lists once the data is ready', async () => {
    replies.set('getDataStatus', () => status({ phase: 'importing', filesDone: 3, filesTotal: 41 }));
    replies.set('getSaiShiList', () => ({ competitions: [] }));
    renderWithProviders(<DataTabPage />);
    const preparing = await screen.findByTestId('data-preparing');
    expect(preparing.textContent).toContain('数据准备中');
    expect(preparing.textContent).toContain('已导入 3/41 个数据文件');
    expect(screen.queryByTestId('group-leagues')).toBeNull();

    // The server finishes: the next poll says ready, and the list loaded empty meanwhile is asked again.
    const listCalls = sent.filter((name) => name === 'getSaiShiList').length;
    replies.set('getDataStatus', () => status({ ready: true, phase: 'ready' }));
    replies.set('getSaiShiList', () => ({ competitions: [premierLeague] }));
    const league = await screen.findByTestId('competition-premier-league', {}, { timeout: 6_000 });
    expect(within(screen.getByTestId('group-leagues')).getByTestId('competition-premier-league')).toBe(league);
    expect(screen.queryByTestId('data-preparing')).toBeNull();
    await waitFor(() => expect(sent.filter((name) => name === 'getSaiShiList').length).toBeGreaterThan(listCalls));
  }, 10_000);

  it('says the import is being retried when it failed', async () => {
    replies.set('getDataStatus', () => status({ phase: 'failed' }));
    replies.set('getSaiShiList', () => ({ competitions: [] }));
    renderWithProviders(<DataTabPage />);
    expect((await screen.findByTestId('data-preparing')).textContent).toContain('数据导入遇到问题，正在自动重试');
  });

  it('shows the lists straight away when the data is ready', async () => {
    replies.set('getDataStatus', () => status({ ready: true, phase: 'ready' }));
    replies.set('getSaiShiList', () => ({ competitions: [premierLeague] }));
    renderWithProviders(<DataTabPage />);
    expect(await screen.findByTestId('competition-premier-league')).toBeTruthy();
    expect(screen.queryByTestId('data-preparing')).toBeNull();
  });
});
