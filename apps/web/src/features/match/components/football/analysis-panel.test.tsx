import type { ReplyOf, calls } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FootballAnalysisPanel } from './analysis-panel.tsx';

type Analysis = ReplyOf<typeof calls.footballAnalysis>;

const analysis = vi.hoisted(() => ({ current: undefined as Analysis | undefined }));
vi.mock('../../api/football-api.ts', () => ({ useFootballAnalysis: () => ({ isPending: false, data: analysis.current }) }));

afterEach(cleanup);

const noRecord = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
const noForm = { matches: [], overall: noRecord, home: noRecord, away: noRecord };

function withoutTable(kind: Analysis['standings']['kind']): Analysis {
  return {
    id: 'f1',
    before: Date.UTC(2023, 3, 16),
    headToHead: { matches: [], homeWins: 0, draws: 0, awayWins: 0 },
    form: { home: noForm, away: noForm },
    standings: { competitionId: kind === 'league' ? 'chinese-super-league' : 'uefa-euro', season: '2023', kind, teams: 0, rows: [] },
  };
}

const teams = { home: { id: 'henan', shortName: '河南' }, away: { id: 'chengdu', shortName: '蓉城' } };

describe('FootballAnalysisPanel table positions', () => {
  it('says a league\'s season has not started when its table is still empty (the opening round)', async () => {
    analysis.current = withoutTable('league');
    renderWithProviders(<FootballAnalysisPanel id="f1" {...teams} />);
    expect(await screen.findByText('本赛季尚未开赛，暂无积分榜')).toBeTruthy();
    expect(screen.queryByText('该赛事没有积分榜')).toBeNull();
  });

  it('says a tournament has no table', async () => {
    analysis.current = withoutTable('international');
    renderWithProviders(<FootballAnalysisPanel id="f1" {...teams} />);
    expect(await screen.findByText('该赛事没有积分榜')).toBeTruthy();
  });
});
