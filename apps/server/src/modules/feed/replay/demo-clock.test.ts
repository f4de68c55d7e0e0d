import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule, fixturesInWindow, replayPositionOf, type ReplaySchedule } from './calendar.ts';
import { demoClockShiftMinutes, kickoffPhaseOffsetMinutes, type SportSchedule } from './demo-clock.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { competitionZone, footballFixture, nbaFixture, type ReplayCompetition } from './replay-sources.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FOOTBALL = ['E0', 'SP1', 'D1', 'I1', 'F1', 'CHN'] as const;

type Sources = { code: ReplayCompetition; fixtures: Parameters<typeof buildSchedule<unknown>>[0] }[];
let sources: Sources;

beforeAll(async () => {
  const data = await loadReplayData();
  sources = [
    ...FOOTBALL.map((code) => ({ code, fixtures: data.football[code].flatMap((m) => footballFixture(m) ?? []) })),
    { code: 'NBA' as const, fixtures: data.nba.map(nbaFixture) },
  ];
}, 60_000);

function schedules(shiftMinutes: number): SportSchedule[] {
  return sources.map(({ code, fixtures }) => ({
    sport: code === 'NBA' ? 'basketball' : 'football',
    schedule: buildSchedule<unknown>(fixtures, competitionZone(code), shiftMinutes),
  }));
}

function inPlay(all: SportSchedule[], sport: SportSchedule['sport'], at: number, minutes: number): number {
  return all
    .filter((s) => s.sport === sport)
    .reduce((n, s) => n + fixturesInWindow(s.schedule, new Date(at - minutes * MINUTE), new Date(at + 1)).length, 0);
}

describe('a shifted replay clock', () => {
  it('moves every kick-off by the shift and maps instants back consistently', () => {
    const plain = schedules(0);
    const shifted = schedules(285);
    const from = new Date('2026-11-20T00:00:00Z');
    const to = new Date(from.getTime() + 3 * DAY);
    plain.forEach((p, i) => {
      const before = fixturesInWindow(p.schedule, from, to);
      const shiftedSchedule = shifted[i]?.schedule as ReplaySchedule<unknown>;
      const after = fixturesInWindow(shiftedSchedule, new Date(from.getTime() - 285 * MINUTE), new Date(to.getTime() - 285 * MINUTE));
      expect(after.map((f) => [f.id, f.replayKickoff.getTime() + 285 * MINUTE])).toEqual(before.map((f) => [f.id, f.replayKickoff.getTime()]));
      for (const f of after.slice(0, 5)) {
        expect(replayPositionOf(f.replayKickoff, shiftedSchedule.span)).toEqual(replayPositionOf(new Date(f.replayKickoff.getTime() + 285 * MINUTE), p.schedule.span));
      }
    });
  });
});

describe('the demo clock', () => {
  it('is a whole number of quarter hours within a week', () => {
    const shift = demoClockShiftMinutes(schedules(0), new Date('2026-11-22T08:00:00Z'));
    expect(Math.abs(shift) % 15).toBe(0);
    expect(Math.abs(shift)).toBeLessThanOrEqual(7 * 1440);
  });

  it('opens on football and NBA in play together, with football due within 12 h (the AI publication lead), from any hour of any day through a year', () => {
    const plain = schedules(0);
    const start = Date.UTC(2026, 0, 1, 3, 17);
    for (let t = start; t < start + 365 * DAY; t += 53 * HOUR) {
      const shift = demoClockShiftMinutes(plain, new Date(t));
      const placed = schedules(shift);
      const label = `${new Date(t).toISOString()} shift ${shift}`;
      expect(inPlay(placed, 'football', t, 100), label).toBeGreaterThan(0);
      expect(inPlay(placed, 'basketball', t, 130), label).toBeGreaterThan(0);
      expect(inPlay(placed, 'football', t + 12 * HOUR - 1, 12 * 60 - 1), label).toBeGreaterThan(0);
    }
  });

  it('at 10× opens a minute or two after the football kick-offs it shows in play, whatever the minute of the hour it starts at', () => {
    const plain = schedules(0);
    const start = Date.UTC(2026, 0, 1, 3, 17, 30);
    let withFootball = 0;
    // 53 h and 7 min apart: every minute of the quarter hour comes round, on days across the year.
    for (let i = 0; i < 120; i++) {
      const t = start + i * (53 * HOUR + 7 * MINUTE);
      const shift = demoClockShiftMinutes(plain, new Date(t), 10);
      const placed = schedules(shift);
      // At 10× a football match is in play for 10 minutes. (Some moments have none in play: the
      // demo first wants both sports due within 12 h.)
      if (inPlay(placed, 'football', t, 10) === 0) continue;
      withFootball += 1;
      expect(inPlay(placed, 'football', t, 2), `${new Date(t).toISOString()} shift ${shift}`).toBeGreaterThan(0);
    }
    expect(withFootball).toBeGreaterThan(60);
  });

  it('takes the minutes past the quarter hour off the shift only when a match is over within a quarter hour', () => {
    const at = new Date('2026-11-28T05:08:30Z');
    expect(kickoffPhaseOffsetMinutes(at, 1)).toBe(0);
    expect(kickoffPhaseOffsetMinutes(at, 6)).toBe(0);
    // 10×: 10 minutes in play, opened a tenth of them (1 minute) after the kick-off.
    expect(kickoffPhaseOffsetMinutes(at, 10)).toBe(7);
    expect(kickoffPhaseOffsetMinutes(at, 60)).toBe(8);
    expect(kickoffPhaseOffsetMinutes(new Date('2026-11-28T05:00:10Z'), 10)).toBe(-1);
  });
});
