import { describe, expect, it } from 'vitest';
import {
  atsOutcome,
  conferenceTable,
  headToHeadWins,
  leagueRank,
  overUnderOutcome,
  rankStandings,
  standingOf,
  streakOf,
  teamSplit,
  type GameResult,
} from './basketball-records.ts';

/** The first 16 games of the real 2023-24 season (nba_2008-2024.csv): away @ home, score, favourite, spread, total. */
const OPENING = `
10/24 los-angeles-lakers denver-nuggets 107 119 home 4.5 228.5
10/24 phoenix-suns golden-state-warriors 108 104 home 3.5 235.5
10/25 new-orleans-pelicans memphis-grizzlies 111 104 home 1.5 224.5
10/25 detroit-pistons miami-heat 102 103 home 9.5 218.5
10/25 cleveland-cavaliers brooklyn-nets 114 113 away 1.5 218.5
10/25 minnesota-timberwolves toronto-raptors 94 97 home 0.5 220.5
10/25 portland-trail-blazers la-clippers 111 123 home 10.5 225.5
10/25 houston-rockets orlando-magic 86 116 home 4.5 219.5
10/25 sacramento-kings utah-jazz 130 114 away 1.5 234.5
10/25 atlanta-hawks charlotte-hornets 110 116 away 4.5 235.5
10/25 oklahoma-city-thunder chicago-bulls 124 104 home 2.5 224.5
10/25 boston-celtics new-york-knicks 108 104 away 4.5 223.5
10/25 dallas-mavericks san-antonio-spurs 126 119 away 4.5 231.5
10/25 washington-wizards indiana-pacers 120 143 home 4.5 235.5
10/26 philadelphia-76ers milwaukee-bucks 117 118 home 5.5 227.5
10/26 phoenix-suns los-angeles-lakers 95 100 home 6.5 226.5`;

const games: GameResult[] = OPENING.trim().split('\n').map((line, i) => {
  const [day = '', away = '', home = '', awayPts, homePts, favourite, spread, total] = line.split(' ');
  const [month, date] = day.split('/').map(Number);
  return {
    id: `g${i}`,
    playedAt: Date.UTC(2023, (month ?? 1) - 1, date ?? 1),
    homeTeamId: home,
    awayTeamId: away,
    homePoints: Number(homePts),
    awayPoints: Number(awayPts),
    spread: favourite === 'home' ? -Number(spread) : Number(spread),
    total: Number(total),
  };
});

const game = (i: number): GameResult => {
  const g = games[i];
  if (!g) throw new Error(`no game ${i}`);
  return g;
};

describe('against the spread and over/under', () => {
  it('settles Denver 119-107 Lakers at Denver −4.5, total 228.5: Denver covers, under', () => {
    expect(atsOutcome(game(0), 'home')).toBe('cover');
    expect(atsOutcome(game(0), 'away')).toBe('fail');
    expect(overUnderOutcome(game(0))).toBe('under');
  });

  it('settles Miami 103-102 Detroit at Miami −9.5: Miami wins but Detroit covers', () => {
    expect(atsOutcome(game(3), 'home')).toBe('fail');
    expect(atsOutcome(game(3), 'away')).toBe('cover');
  });

  it('pushes on an exact line and says nothing without one', () => {
    const exact = { ...game(0), spread: -12, total: 226 };
    expect(atsOutcome(exact, 'home')).toBe('push');
    expect(overUnderOutcome(exact)).toBe('push');
    expect(atsOutcome({ ...game(0), spread: null }, 'home')).toBeNull();
    expect(overUnderOutcome({ ...game(0), total: null })).toBeNull();
  });
});

describe('standings', () => {
  it('counts a team over its games: Phoenix won at Golden State, lost at the Lakers', () => {
    expect(standingOf(games, 'phoenix-suns')).toMatchObject({
      wins: 1, losses: 1, winPct: 0.5, home: { wins: 0, losses: 0 }, away: { wins: 1, losses: 1 },
      lastTen: { wins: 1, losses: 1 }, streak: 'L1', conference: 'west',
    });
    expect(standingOf(games, 'los-angeles-lakers')).toMatchObject({ wins: 1, losses: 1, streak: 'W1' });
    expect(standingOf([], 'boston-celtics')).toMatchObject({ wins: 0, losses: 0, winPct: 0, streak: '' });
  });

  it('ranks the East after its opening games, games behind the leader', () => {
    const east = conferenceTable(games, 'east');
    expect(east).toHaveLength(15);
    const winners = ['boston-celtics', 'charlotte-hornets', 'cleveland-cavaliers', 'indiana-pacers', 'miami-heat', 'milwaukee-bucks', 'orlando-magic', 'toronto-raptors'];
    expect(east.slice(0, 8).map((r) => r.teamId)).toEqual(winners);
    expect(east.slice(0, 8).every((r) => r.gamesBehind === 0 && r.wins === 1)).toBe(true);
    // 0-0 teams (none in the East here) would sit between; the 0-1 teams are a game behind.
    expect(east.slice(8).map((r) => [r.wins, r.losses, r.gamesBehind])).toEqual(Array.from({ length: 7 }, () => [0, 1, 1]));
    expect(east.map((r) => r.rank)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('computes games behind from both wins and losses', () => {
    const ranked = rankStandings([
      { ...standingOf([], 'boston-celtics'), wins: 64, losses: 18, winPct: 0.78 },
      { ...standingOf([], 'new-york-knicks'), wins: 50, losses: 32, winPct: 0.61 },
    ]);
    expect(ranked.map((r) => r.gamesBehind)).toEqual([0, 14]);
  });

  it('breaks a tie on win percentage by the tied teams\' meetings, then puts 0-0 ahead of 0-1', () => {
    const meet = (id: string, home: string, away: string, homePoints: number, awayPoints: number): GameResult => ({
      id, playedAt: 0, homeTeamId: home, awayTeamId: away, homePoints, awayPoints, spread: null, total: null,
    });
    // Denver and Oklahoma City both 2-1; OKC won their meeting, so it ranks first despite the id order.
    const tied = [
      meet('a', 'oklahoma-city-thunder', 'denver-nuggets', 110, 100),
      meet('b', 'denver-nuggets', 'utah-jazz', 120, 100),
      meet('c', 'denver-nuggets', 'phoenix-suns', 120, 100),
      meet('d', 'utah-jazz', 'oklahoma-city-thunder', 101, 99),
      meet('e', 'oklahoma-city-thunder', 'phoenix-suns', 120, 90),
    ];
    const west = conferenceTable(tied, 'west');
    expect(west.slice(0, 2).map((r) => [r.teamId, r.wins, r.losses])).toEqual([['oklahoma-city-thunder', 2, 1], ['denver-nuggets', 2, 1]]);
    const zeroes = west.filter((r) => r.wins === 0).map((r) => r.teamId);
    expect(zeroes.at(-1)).toBe('phoenix-suns'); // 0-2, behind the 0-0 sides
  });

  it('ranks a team in the league among the teams that have played', () => {
    expect(leagueRank(games, 'boston-celtics')).toBe(1);
    // Every team has played once or twice; Washington is 0-1 and last of the 0-1 sides by id.
    expect(leagueRank(games, 'washington-wizards')).toBe(30);
    expect(leagueRank([], 'boston-celtics')).toBeNull();
  });

  it('reads a streak from the end', () => {
    expect(streakOf([true, false, false, false])).toBe('L3');
    expect(streakOf([false, true, true])).toBe('W2');
  });
});

describe('team splits', () => {
  it('averages points and counts ATS and O/U for the Lakers (1-1: lost 107-119 at DEN, won 100-95 v PHX)', () => {
    expect(teamSplit(games, 'los-angeles-lakers')).toEqual({
      games: 2, wins: 1, losses: 1, pointsFor: 103.5, pointsAgainst: 107,
      // +4.5 at Denver: −12 + 4.5 fails; −6.5 at home v Phoenix: +5 − 6.5 fails.
      ats: { covers: 0, fails: 2, pushes: 0 },
      overUnder: { overs: 0, unders: 2, pushes: 0 },
    });
    expect(teamSplit(games, 'los-angeles-lakers', 'home')).toMatchObject({ games: 1, wins: 1, pointsFor: 100, pointsAgainst: 95 });
    expect(teamSplit(games, 'los-angeles-lakers', 'away')).toMatchObject({ games: 1, losses: 1, pointsFor: 107, pointsAgainst: 119 });
  });

  it('is all zeros for a team without games', () => {
    expect(teamSplit(games, 'boston-celtics', 'home')).toMatchObject({ games: 0, pointsFor: 0, pointsAgainst: 0 });
  });

  it('counts head-to-head wins of each side', () => {
    expect(headToHeadWins(games, 'phoenix-suns', 'los-angeles-lakers')).toEqual({ first: 0, second: 1 });
    expect(headToHeadWins(games, 'phoenix-suns', 'boston-celtics')).toEqual({ first: 0, second: 0 });
  });
});
