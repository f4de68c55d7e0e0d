import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ReplayFixture, ReplaySchedule } from './calendar.ts';
import {
  buildSchedule,
  countFixturesInWindow,
  cycleOf,
  fixturesAt,
  fixturesInWindow,
  replayKickoff,
  replayKickoffInCycle,
  replayPositionOf,
  sourceInstantOf,
} from './calendar.ts';
import type { ReplayData } from './replay-data.fixture.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import type { ReplayCompetition } from './replay-sources.ts';
import { competitionZone, footballFixture, nbaFixture } from './replay-sources.ts';
import { fromLocalClock, toLocalClock, zoneOffsetMinutes } from './time-zones.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface League extends ReplaySchedule<unknown> {
  competition: ReplayCompetition;
}

let data: ReplayData;
let leagues: League[];

beforeAll(async () => {
  data = await loadReplayData();
  const football = (['E0', 'SP1', 'D1', 'I1', 'F1', 'CHN'] as const).map((competition) => {
    const fixtures = data.football[competition].flatMap((m) => footballFixture(m) ?? []);
    return { competition, ...buildSchedule<unknown>(fixtures, competitionZone(competition)) };
  });
  leagues = [...football, { competition: 'NBA', ...buildSchedule<unknown>(data.nba.map(nbaFixture), 'us-eastern') }];
}, 60_000);

const IANA = { uk: 'Europe/London', 'central-europe': 'Europe/Berlin', beijing: 'Asia/Shanghai', 'us-eastern': 'America/New_York' } as const;

function intlClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

describe('time zones', () => {
  it('agree with Intl for every zone over 2018–2030', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2018, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }), (minute) => {
        const instant = new Date(minute * 60_000);
        for (const [zone, iana] of Object.entries(IANA)) {
          expect(toLocalClock(instant, zone as keyof typeof IANA)).toEqual(intlClock(instant, iana));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a wall clock back to its instant', () => {
    expect(fromLocalClock({ date: '2024-01-10', minutes: 19 * 60 + 30 }, 'us-eastern').toISOString()).toBe('2024-01-11T00:30:00.000Z');
    expect(fromLocalClock({ date: '2024-08-17', minutes: 20 * 60 + 30 }, 'central-europe').toISOString()).toBe('2024-08-17T18:30:00.000Z');
    expect(zoneOffsetMinutes('us-eastern', Date.UTC(2024, 2, 10, 7))).toBe(-240);
    expect(zoneOffsetMinutes('us-eastern', Date.UTC(2024, 2, 10, 6, 59))).toBe(-300);
  });
});

describe('season spans', () => {
  it('cover each season in whole weeks from its first Monday', () => {
    const spans = Object.fromEntries(leagues.map((l) => [l.competition, l.span]));
    expect(spans.E0).toEqual({ zone: 'uk', startMonday: '2024-08-12', weeks: 41 });
    expect(spans.CHN?.startMonday).toBe('2023-04-10');
    expect(spans.NBA?.startMonday).toBe('2023-10-23');
    expect(leagues.map((l) => l.entries.length)).toEqual([380, 380, 306, 380, 306, 240, 1319]);
  });
});

describe('replay kick-offs of every real match', () => {
  it('keep the weekday and show the source league-local clock time in Beijing', () => {
    const now = new Date('2026-11-22T03:38:00Z');
    for (const { span, entries } of leagues) {
      for (const { fixture } of entries) {
        const source = toLocalClock(fixture.kickoff, span.zone);
        const replay = toLocalClock(replayKickoff(fixture.kickoff, span, now), 'beijing');
        expect(replay.minutes).toBe(source.minutes);
        expect(new Date(replay.date).getUTCDay()).toBe(new Date(source.date).getUTCDay());
        expect(intlClock(replayKickoff(fixture.kickoff, span, now), 'Asia/Shanghai')).toEqual(replay);
      }
    }
  });

  it('map back to the source kick-off, in every cycle', () => {
    for (const { span, entries } of leagues) {
      for (const { fixture } of entries.slice(0, 60)) {
        for (const cycle of [-3, 0, 2, 7]) {
          const replay = replayKickoffInCycle(fixture.kickoff, span, cycle);
          expect(replayPositionOf(replay, span).cycle).toBe(cycle);
          expect(sourceInstantOf(replay, span)).toEqual(fixture.kickoff);
          expect(fixturesAt({ span, entries }, replay).map((f) => f.id)).toContain(fixture.id);
        }
      }
    }
  });

  it('choose the occurrence nearest to now: within half a cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), (ms) => {
        const now = new Date(ms);
        for (const { span, entries } of leagues) {
          const fixture = entries[ms % entries.length]?.fixture;
          if (!fixture) continue;
          const gap = Math.abs(replayKickoff(fixture.kickoff, span, now).getTime() - ms);
          expect(gap).toBeLessThanOrEqual((span.weeks * 7 * DAY) / 2 + DAY);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the replay calendar', () => {
  function all(from: Date, to: Date): ReplayFixture<unknown>[] {
    return leagues.flatMap((league) => fixturesInWindow(league, from, to));
  }

  it('lists a window in kick-off order, each match once', () => {
    const from = new Date('2026-11-16T16:00:00Z');
    const week = all(from, new Date(from.getTime() + 7 * DAY));
    expect(week.length).toBeGreaterThan(50);
    for (const f of week) {
      expect(f.replayKickoff >= from).toBe(true);
      expect(f.replayKickoff.getTime()).toBeLessThan(from.getTime() + 7 * DAY);
    }
    const keys = week.map((f) => `${f.id}#${f.cycle}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds an instant\'s cycle by arithmetic as replayPositionOf does', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2031, 0, 1) }), fc.nat({ max: leagues.length - 1 }), fc.integer({ min: -10_080, max: 10_080 }), (ms, index, shiftMinutes) => {
        const league = leagues[index];
        if (!league) return;
        const span = { ...league.span, shiftMinutes };
        expect(cycleOf(new Date(ms), span)).toBe(replayPositionOf(new Date(ms), span).cycle);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a window as many fixtures as it lists, whatever its length and place (seams included)', () => {
    const start = Date.UTC(2025, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }), fc.integer({ min: -60, max: 10 * 24 * 60 }), fc.nat({ max: leagues.length - 1 }), (offset, minutes, index) => {
        const league = leagues[index];
        if (!league) return;
        const from = new Date(start + offset * 60_000);
        const to = new Date(from.getTime() + minutes * 60_000);
        expect(countFixturesInWindow(league, from, to)).toBe(fixturesInWindow(league, from, to).length);
      }),
      { numRuns: 500 },
    );
  });

  it('has football within ±3 days of any instant over two years (so matches of both sports too)', () => {
    const footballOnly = leagues.filter((l) => l.competition !== 'NBA');
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 730 * DAY; t += 6 * HOUR) {
      const around = footballOnly.flatMap((league) => fixturesInWindow(league, new Date(t - 3 * DAY), new Date(t + 3 * DAY)));
      expect(around.length, new Date(t).toISOString()).toBeGreaterThan(0);
    }
  });

  it('has NBA games within ±4½ days of any instant (the longest gaps: 7 days before the Finals, 8 at the loop seam)', () => {
    const nba = leagues.find((l) => l.competition === 'NBA');
    if (!nba) throw new Error('no NBA schedule');
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 730 * DAY; t += 6 * HOUR) {
      expect(fixturesInWindow(nba, new Date(t - 4.5 * DAY), new Date(t + 4.5 * DAY)).length, new Date(t).toISOString()).toBeGreaterThan(0);
    }
  });

  it('works the documented examples', () => {
    const e0 = leagues.find((l) => l.competition === 'E0');
    if (!e0) throw new Error('no E0 schedule');
    const friday = new Date('2024-01-05T12:00:00Z');
    expect(replayKickoffInCycle(new Date('2024-08-16T19:00:00Z'), e0.span, 0)).toEqual(friday);
    expect(replayPositionOf(friday, e0.span)).toEqual({ cycle: 0, source: { date: '2024-08-16', minutes: 1200 } });
    expect(sourceInstantOf(friday, e0.span).toISOString()).toBe('2024-08-16T19:00:00.000Z');
    expect(fixturesAt(e0, friday).map((f) => f.id)).toEqual(['E0:2024-25:Man United:Fulham']);
  });

  it('has finished, live and upcoming football and basketball around this evening', () => {
    const evening = new Date('2026-11-21T12:00:00Z'); // Saturday 20:00 Beijing
    const recent = all(new Date(evening.getTime() - 2 * DAY), evening);
    const upcoming = all(evening, new Date(evening.getTime() + 2 * DAY));
    expect(recent.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
  });
});
