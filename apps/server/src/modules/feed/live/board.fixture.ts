import type { BoardFixture } from './board.types.ts';

// Test data builder shared by the unit tests here and the server test support (test/support/feed.ts).

const HOUR_MS = 3_600_000;

/** A fixture with sensible defaults; pass at least an id. Basketball defaults follow `sport`. */
export function makeFixture(fields: Partial<BoardFixture> & Pick<BoardFixture, 'id'>): BoardFixture {
  const basketball = fields.sport === 'basketball';
  return {
    sourceMatchId: `test:${fields.id}`,
    sport: 'football',
    competitionId: basketball ? 'nba' : 'premier-league',
    season: basketball ? '2024' : '2024-25',
    homeTeamId: basketball ? 'los-angeles-lakers' : 'arsenal',
    awayTeamId: basketball ? 'golden-state-warriors' : 'chelsea',
    kickoffAt: Date.now() + HOUR_MS,
    status: 'scheduled',
    phase: 'scheduled',
    clock: null,
    period: null,
    score: null,
    halfTime: null,
    periods: null,
    liveStats: null,
    lottery: null,
    version: 1,
    ...fields,
  };
}
