import { describe, expect, it } from 'vitest';
import { callPath } from './call.ts';
import { favouriteCalls } from './favourites.ts';
import { footballDate, footballDayQuery } from './football-common.ts';
import { footballCalls } from './football.ts';

// The spec's section 7 names of the football match calls (the lottery plays are elsewhere).
const specPaths = [
  '/MobileFoot/gameNow', '/MobileFoot/dateGame', '/MobileFoot/dateGameBaoLen', '/MobileFoot/dateGameYaRang', '/MobileFoot/dateGameKaili',
  '/MobileFoot/dateGamePin', '/MobileFoot/dateGameDuo', '/MobileFoot/dateGameDingdan', '/MobileFoot/getGameDetail', '/MobileFoot/getGameZhiBo',
  '/MobileFoot/getGameAnalysis', '/MobileFoot/getGamePeiLv', '/MobileFoot/dataGameDxq', '/MobileFoot/getFootStat',
  '/MobileIndex/getFootTeamInfo', '/MobileIndex/getFootTeamGames',
  '/MobileFootNew/getBfdxqList', '/MobileFootNew/getHostList5', '/MobileFootNew/getYouxList',
];
const favouritePaths = ['/MobileFoot/collect', '/MobileFoot/getCollectGames', '/MobileFoot/getMyCollectFootList', '/MobileLan/collect', '/MobileLan/getCollectGames'];

describe('football calls', () => {
  it('keep the spec\'s names', () => {
    expect(Object.values(footballCalls).map(callPath).sort()).toEqual([...specPaths].sort());
    expect(Object.values(favouriteCalls).map(callPath).sort()).toEqual([...favouritePaths].sort());
  });

  it('are public for match data and need a login (visitor or user) for favourites', () => {
    expect(Object.values(footballCalls).every((c) => c.access.kind === 'public')).toBe(true);
    expect(Object.values(favouriteCalls).every((c) => c.access.kind === 'visitor')).toBe(true);
  });

  it('page day lists within bounds and read real dates only', () => {
    expect(footballDayQuery.parse({})).toEqual({ page: 1, pageSize: 30 });
    expect(footballDayQuery.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(footballDate.safeParse('2026-11-22').success).toBe(true);
    expect(footballDate.safeParse('2026-02-30').success).toBe(false);
    expect(footballDate.safeParse('2026-2-3').success).toBe(false);
  });
});
