import type { CallDef } from '@scoreline/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Competition, FootballCompetitionReply, IssueDetail } from '../api/data-types.ts';
import { standing } from '../utils/fixtures.test-data.ts';
import CompetitionPage from './competition.page.tsx';
import DataTabPage from './data-tab.page.tsx';
import IssuePage from './issue.page.tsx';
import TeamPage from './team.page.tsx';

const replies = new Map<string, (payload: unknown) => unknown>();
const sent: Array<[string, unknown]> = [];

vi.mock('../../../lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: {
    callApi: vi.fn(async (call: CallDef, payload: unknown) => {
      sent.push([call.name, payload]);
      const reply = replies.get(call.name);
      if (!reply) throw new Error(`unexpected ${call.name}`);
      return reply(payload);
    }),
  },
}));

const competition = (id: string, over: Partial<Competition> = {}): Competition => ({
  id, sport: 'football', kind: 'league', name: `${id} full`, shortName: id, colour: '#3D195B', season: '2024-25', matches: 11, replayed: true, ...over,
});

beforeEach(() => {
  replies.clear();
  sent.length = 0;
});
afterEach(cleanup);

describe('the data tab', () => {
  it('shows a skeleton, then the leagues, the NBA and the tournaments; a badge opens the competition', async () => {
    let answer: (value: unknown) => void = () => undefined;
    replies.set('getSaiShiList', () => new Promise((resolve) => (answer = resolve)));
    const { router } = renderWithProviders(<DataTabPage />);
    expect(await screen.findByTestId('data-skeleton')).toBeTruthy();
    answer({ competitions: [competition('premier-league'), competition('nba', { sport: 'basketball' }), competition('friendly', { kind: 'international', season: '2026' })] });
    const leagues = await screen.findByTestId('group-leagues');
    expect(within(leagues).getByText('premier-league')).toBeTruthy();
    expect(within(screen.getByTestId('group-basketball')).getByText('nba')).toBeTruthy();
    expect(within(screen.getByTestId('group-internationals')).getByText('2026')).toBeTruthy();
    fireEvent.click(screen.getByTestId('competition-premier-league'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=premier-league'));
    expect(router.state.location.pathname).toBe('/pages/data_list/data_list_details');
  });

  it('writes a short Latin abbreviation whole on its badge (NBA, not NB) and other names\' first two characters', async () => {
    replies.set('getSaiShiList', () => ({ competitions: [competition('premier-league', { shortName: '英超' }), competition('nba', { sport: 'basketball', shortName: 'NBA' })] }));
    renderWithProviders(<DataTabPage />);
    const badge = async (id: string) => (await screen.findByTestId(`competition-${id}`)).querySelector('[aria-hidden="true"]')?.textContent;
    expect(await badge('nba')).toBe('NBA');
    expect(await badge('premier-league')).toBe('英超');
  });

  it('offers a retry when the list fails to load', async () => {
    replies.set('getSaiShiList', () => Promise.reject(new Error('down')));
    renderWithProviders(<DataTabPage />);
    expect(await screen.findByTestId('data-error')).toBeTruthy();
  });
});

describe('a competition page', () => {
  const reply: FootballCompetitionReply = {
    competition: competition('premier-league'),
    asOf: 1,
    standings: [standing('a', 1, [3, 0, 0, 9, 1], [0, 1, 2, 2, 6]), standing('b', 2, [0, 1, 2, 1, 4], [3, 0, 0, 7, 2])],
    fixtures: [],
  };

  it('shows the table with form, re-ranks it for home matches, and opens a team', async () => {
    replies.set('getSaiShiDetail', () => reply);
    const { router } = renderWithProviders(<CompetitionPage />, { path: '/c', history: ['/c?id=premier-league'] });
    const table = await screen.findByTestId('standings');
    expect(sent).toEqual([['getSaiShiDetail', { competitionId: 'premier-league' }]]);
    expect(within(table).getAllByText('胜').length).toBeGreaterThan(0);
    const ids = () => within(screen.getByTestId('standings')).getAllByTestId(/^standing-/).map((row) => row.dataset.testid);
    expect(ids()).toEqual(['standing-a', 'standing-b']);
    fireEvent.click(screen.getByTestId('venue-away'));
    expect(ids()).toEqual(['standing-b', 'standing-a']);
    fireEvent.click(screen.getByTestId('standing-a'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/data_page/details1'));
    expect(router.state.location.search).toBe('?teamId=a');
  });

  it('lists the next matches, each opening its match centre', async () => {
    const label = (id: string) => ({ id, name: id, shortName: id, colour: '#123456' });
    // Two days ahead at 11:30 UTC (19:30 Beijing): on the board, so it opens its match centre.
    const ahead = new Date(Date.now() + 2 * 86_400_000);
    const kickoffAt = Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 11, 30);
    const monthDay = new Date(kickoffAt).toISOString().slice(5, 10);
    const fixture = {
      id: 'm1', competitionId: 'premier-league', competition: '英超', kickoffAt, status: 'scheduled' as const,
      phase: 'not_started', clock: null, home: label('a'), away: label('b'), score: null, halfTime: null, redCards: null, lottery: null,
    };
    replies.set('getSaiShiDetail', () => ({ ...reply, fixtures: [fixture] }));
    const { router } = renderWithProviders(<CompetitionPage />, { path: '/c', history: ['/c?id=premier-league'] });
    await screen.findByTestId('standings');
    fireEvent.click(screen.getByText('赛程'));
    expect(screen.getByTestId('fixture-m1').textContent).toContain(`${monthDay} 19:30`);
    fireEvent.click(screen.getByTestId('fixture-m1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/score/course_details'));
    expect(router.state.location.search).toBe('?id=m1');
  });

  it('lists fixtures beyond the board\'s week without a link: their match centre does not exist yet', async () => {
    const label = (id: string) => ({ id, name: id, shortName: id, colour: '#123456' });
    const far = {
      id: 'm9', competitionId: 'premier-league', competition: '英超', kickoffAt: Date.now() + 30 * 86_400_000, status: 'scheduled' as const,
      phase: 'scheduled', clock: null, home: label('a'), away: label('b'), score: null, halfTime: null, redCards: null, lottery: null,
    };
    replies.set('getSaiShiDetail', () => ({ ...reply, fixtures: [far] }));
    const { router } = renderWithProviders(<CompetitionPage />, { path: '/c', history: ['/c?id=premier-league'] });
    await screen.findByTestId('standings');
    fireEvent.click(screen.getByText('赛程'));
    fireEvent.click(screen.getByTestId('fixture-m9'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/c');
  });

  it('says so when opened without a competition, without calling the server', async () => {
    renderWithProviders(<CompetitionPage />, { path: '/c', history: ['/c'] });
    expect(await screen.findByText('链接缺少参数，无法显示')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('a 14-match issue', () => {
  const match = (position: number, result: '3' | '1' | '0' | null) => ({
    position, id: `m${position}`, number: null, competitionId: 'premier-league', competition: '英超',
    home: { id: `h${position}`, name: `主${position}` }, away: { id: `a${position}`, name: `客${position}` },
    kickoffAt: Date.parse('2026-11-21T07:00:00Z'), status: result ? ('finished' as const) : ('scheduled' as const),
    score: result ? { home: 1, away: 0 } : null, halfTime: null,
    spf: [{ code: '3', odds: 1.8 }, { code: '1', odds: 3.4 }, { code: '0', odds: 4.2 }], result,
  });

  it('lists the 14 matches in order with the result line so far', async () => {
    const issue: IssueDetail = {
      number: '26047', saturday: '2026-11-21', status: 'closed', salesCloseAt: 1, lastKickoffAt: 2, settled: 2, result: null,
      matches: Array.from({ length: 14 }, (_, i) => match(i + 1, i === 0 ? '3' : i === 1 ? '1' : null)),
    };
    replies.set('getChangQiDetail', () => issue);
    renderWithProviders(<IssuePage />, { path: '/i', history: ['/i?issue=26047'] });
    expect((await screen.findByTestId('issue-result')).textContent).toBe('31------------');
    expect(screen.getAllByTestId(/^issue-match-/)).toHaveLength(14);
    expect(sent).toEqual([['getChangQiDetail', { issue: '26047' }]]);
  });
});

describe('the NBA', () => {
  const team = (id: string) => ({ id, name: id, shortName: id.slice(0, 3), colour: '#007A33' });
  const split = (wins: number, losses: number) => ({ games: wins + losses, wins, losses, pointsFor: 112.4, pointsAgainst: 104, ats: { covers: 6, fails: 4, pushes: 0 }, overUnder: { overs: 5, unders: 4, pushes: 1 } });
  const row = (id: string, rank: number) => ({ rank, team: team(id), conference: 'east' as const, wins: 8, losses: 2, winPct: 0.8, gamesBehind: 0, home: { wins: 5, losses: 0 }, away: { wins: 3, losses: 2 }, lastTen: { wins: 8, losses: 2 }, streak: 'W3' });

  it('opens a team from the conference table, and the team page shows its splits and games', async () => {
    replies.set('getLanJf', () => ({ competition: competition('nba', { sport: 'basketball', season: '2023-24' }), asOf: 1, conferences: [{ conference: 'east', rows: [row('boston-celtics', 1)] }, { conference: 'west', rows: [] }], results: [], fixtures: [] }));
    const { router } = renderWithProviders(<CompetitionPage />, { path: '/c', history: ['/c?id=nba'] });
    expect((await screen.findByTestId('nba-standings')).textContent).toContain('.800');
    fireEvent.click(screen.getByTestId('nba-boston-celtics'));
    await waitFor(() => expect(router.state.location.search).toBe('?teamId=boston-celtics&sport=basketball'));
    cleanup();

    replies.set('getLanTeam', () => ({
      team: team('boston-celtics'), season: '2023-24', asOf: 1, standing: row('boston-celtics', 1),
      splits: { all: split(8, 2), atHome: split(5, 0), onRoad: split(3, 2) }, games: [], upcoming: [],
    }));
    renderWithProviders(<TeamPage />, { path: '/t', history: ['/t?teamId=boston-celtics&sport=basketball'] });
    const splits = await screen.findByTestId('nba-splits');
    expect(within(splits).getAllByRole('row').map((r) => r.textContent)).toEqual(['胜-负得分失分让分大小', '总8-2112.4104.06-45-4-1', '主场5-0112.4104.06-45-4-1', '客场3-2112.4104.06-45-4-1']);
    expect(sent.at(-1)).toEqual(['getLanTeam', { teamId: 'boston-celtics' }]);
  });
});
