import { describe, expect, it } from 'vitest';
import { makeFixture } from './board.fixture.ts';
import type { MatchRecordRow } from './replay-records.repo.ts';
import { buildSchedules } from './replay-schedules.ts';
import { WorldClock, type LoopSchedule } from './world-clock.ts';

// A small Premier League 2024-25 (opener, round 2, final day) with a 2023-24 match before it.
const row = (id: string, at: string, home = 'arsenal', away = 'chelsea', season = '2024-25'): MatchRecordRow => ({
  id, sport: 'football', competition_id: 'premier-league', season, played_at: new Date(at), home_team_id: home, away_team_id: away,
  ft_home: 1, ft_away: 0, ht_home: 0, ht_away: 0, awarded: false, home_quarters: null, away_quarters: null, home_overtime: null, away_overtime: null, stats: null, stage: null,
});
const opener = row('opener', '2024-08-16T19:00:00Z', 'manchester-united', 'fulham');
const round2 = row('round2', '2024-08-24T16:30:00Z', 'aston-villa', 'arsenal');
const finalDay = row('final', '2025-05-25T15:00:00Z', 'arsenal', 'southampton');
const older = row('older', '2024-05-19T15:00:00Z', 'arsenal', 'everton', '2023-24');

function loops(): LoopSchedule[] {
  const [premierLeague] = buildSchedules([opener, round2, finalDay]);
  if (!premierLeague) throw new Error('no schedule');
  return [{ competitionId: 'premier-league', sport: 'football', schedule: premierLeague.schedule }];
}

const DAY = 86_400_000;

describe('WorldClock: imported rows on the replayed calendar', () => {
  // Mid-loop: the opener and round 2 of this loop are past, the final day is to come.
  const now = new Date('2026-11-29T06:00:00Z');
  const clock = new WorldClock(now, loops());

  it('keeps a match\'s weekday and league-local wall clock, in Beijing, and goes back exactly', () => {
    const at = clock.dateOf(round2);
    // Saturday 17:30 in London → Saturday 17:30 Beijing (09:30 UTC).
    expect(new Date(at).getUTCDay()).toBe(6);
    expect(at.toISOString().slice(11, 16)).toBe('09:30');
    expect(clock.sourceInstantOf('premier-league', at).getTime()).toBe(round2.played_at.getTime());
    // Friday 20:00 London → Friday 20:00 Beijing, eight days before.
    expect(clock.dateOf(round2).getTime() - clock.dateOf(opener).getTime()).toBe(8 * DAY - 150 * 60_000);
  });

  it('puts older seasons before the loop in their real order, by the same offset', () => {
    const olderAt = clock.dateOf(older).getTime();
    expect(olderAt).toBeLessThan(clock.dateOf(opener).getTime());
    // Same offset: the 2023-24 final day is as many days before the 2024-25 opener as in reality.
    expect(Math.round((clock.dateOf(opener).getTime() - olderAt) / DAY)).toBe(Math.round((opener.played_at.getTime() - older.played_at.getTime()) / DAY));
  });

  it('cuts results at now, and at an unfinished board match that has kicked off', () => {
    expect(clock.past([older, opener, round2, finalDay]).map((r) => r.id)).toEqual(['older', 'opener', 'round2']);
    const live = makeFixture({ id: 'x', competitionId: 'premier-league', kickoffAt: clock.dateOf(round2).getTime(), status: 'live' });
    const during = new WorldClock(now, loops(), [live]);
    expect(during.past([older, opener, round2]).map((r) => r.id)).toEqual(['older', 'opener']);
    expect(during.sourceCutoffOf('premier-league').getTime()).toBe(round2.played_at.getTime());
  });

  it('lists the rest of the loop as fixtures, then the next loop', () => {
    const next = clock.upcoming('premier-league', 2);
    expect(next.map((f) => f.sourceMatchId)).toEqual(['final', 'opener']);
    expect(next[0]?.kickoffAt).toBe(clock.dateOf(finalDay).getTime());
    expect(next.every((f) => f.status === 'scheduled' && f.score === null && f.kickoffAt >= now.getTime())).toBe(true);
  });

  it('keeps a finished loop until the next loop\'s first kick-off, then switches', () => {
    const finalAt = clock.dateOf(finalDay).getTime();
    const afterFinal = new WorldClock(new Date(finalAt + 3 * DAY), loops());
    // Three days after the final day (a Monday of the next loop's first week), the final is still a result, dated as the board showed it.
    expect(afterFinal.past([finalDay]).map((r) => r.played_at.getTime())).toEqual([finalAt]);
    const nextOpener = afterFinal.upcoming('premier-league', 1)[0]?.kickoffAt ?? 0;
    const newLoop = new WorldClock(new Date(nextOpener + 1), loops());
    expect(newLoop.dateOf(opener).getTime()).toBe(nextOpener);
    expect(newLoop.past([opener, finalDay]).map((r) => r.id)).toEqual(['opener']);
  });

  it('leaves a competition it does not replay on its real dates', () => {
    const friendly = { id: 'f', competition_id: 'friendly', played_at: new Date('2025-06-06T18:00:00Z'), home_team_id: 'england' };
    expect(clock.dateOf(friendly)).toEqual(friendly.played_at);
    expect(clock.isReplayed('friendly')).toBe(false);
  });
});
