import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locales } from '@scoreline/contract';
import { resolveTeam } from '../catalog/index.ts';
import type { FootballMatch } from '../source/index.ts';
import { footballLiveText, formatMinute } from './football-live-text.ts';
import type { FootballPhase, FootballState } from './football-state.ts';
import { footballStateAt } from './football-state.ts';
import type { FootballEvent, FootballTimeline } from './football-timeline.ts';
import { footballTimeline, minuteOf } from './football-timeline.ts';
import { matchSeed } from './prng.ts';
import { loadReplayData } from './replay-data.fixture.ts';
import { footballFixture } from './replay-sources.ts';

let matches: FootballMatch[];
beforeAll(async () => {
  const data = await loadReplayData();
  matches = Object.values(data.football).flat();
}, 60_000);

const count = (events: readonly FootballEvent[], kind: FootballEvent['kind'], side: 'home' | 'away', half?: 1 | 2) =>
  events.filter((e) => e.kind === kind && e.side === side && (half === undefined || e.half === half)).length;

const idOf = (m: FootballMatch) => footballFixture(m)?.id ?? `${m.competition}:${m.line}`;
const timelineOf = (m: FootballMatch, seed = '42') => footballTimeline(m, matchSeed(seed, idOf(m), 'timeline'));

function checkConsistent(match: FootballMatch, timeline: FootballTimeline): void {
  const { events, stoppage } = timeline;
  expect(stoppage.first).toBeGreaterThanOrEqual(1);
  expect(stoppage.first).toBeLessThanOrEqual(5);
  expect(stoppage.second).toBeGreaterThanOrEqual(2);
  expect(stoppage.second).toBeLessThanOrEqual(8);
  if (match.awarded) {
    expect(timeline.status).toBe('awarded');
    expect(events).toEqual([]);
    return;
  }
  for (const side of ['home', 'away'] as const) {
    expect(count(events, 'goal', side)).toBe(match.fullTime[side]);
    if (match.halfTime) expect(count(events, 'goal', side, 1)).toBe(match.halfTime[side]);
    expect(count(events, 'yellow_card', side)).toBe(match.stats?.[side].yellow ?? 0);
    expect(count(events, 'red_card', side)).toBe(match.stats?.[side].red ?? 0);
    expect(count(events, 'corner', side)).toBe(match.stats?.[side].corners ?? 0);
  }
  const last = events.at(-1);
  expect(last?.kind).toBe('full_time');
  expect(last?.score).toEqual({ home: match.fullTime.home, away: match.fullTime.away });
  const halfTime = events.find((e) => e.kind === 'half_time');
  if (match.halfTime) expect(halfTime?.score).toEqual({ home: match.halfTime.home, away: match.halfTime.away });
  for (const [i, e] of events.entries()) {
    const before = events[i - 1];
    if (before) expect(before.half < e.half || before.clock <= e.clock).toBe(true);
    const limit = e.half === 1 ? 45 + stoppage.first : 90 + stoppage.second;
    expect(e.minute.minute + e.minute.stoppage).toBeLessThanOrEqual(limit);
    if (e.half === 1) expect(e.clock).toBeLessThanOrEqual((halfTime?.clock ?? 0));
  }
}

describe('football timelines of every real match (2024-25 top five, CSL 2023)', () => {
  it('add up to the real half-time and full-time scores, cards and corners; nothing after full time', () => {
    expect(matches.length).toBe(380 + 380 + 306 + 380 + 306 + 240);
    for (const match of matches) checkConsistent(match, timelineOf(match));
  });

  it('are deterministic for a seed; another seed moves the minutes, never the scores', () => {
    let moved = 0;
    for (const match of matches) {
      const a = timelineOf(match, 'a');
      expect(timelineOf(match, 'a')).toEqual(a);
      const b = timelineOf(match, 'b');
      expect(b.events.at(-1)?.score).toEqual(a.events.at(-1)?.score);
      if (JSON.stringify(a.events.map((e) => e.clock)) !== JSON.stringify(b.events.map((e) => e.clock))) moved += 1;
    }
    expect(moved).toBeGreaterThan(matches.length * 0.95);
  });

  it('hold for any seed (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, i) => {
        const match = matches[i % matches.length];
        if (match) checkConsistent(match, footballTimeline(match, seed));
      }),
      { numRuns: 500 },
    );
  });

  it('replay the awarded Union Berlin v Bochum as awarded 0-2 with no events', () => {
    const awarded = matches.filter((m) => m.awarded);
    expect(awarded.map((m) => `${m.home} v ${m.away}`)).toEqual(['Union Berlin v Bochum']);
    const [match] = awarded;
    if (!match) return;
    const kickoff = new Date('2026-11-21T12:00:00Z');
    expect(footballStateAt(timelineOf(match), kickoff, new Date('2026-11-21T11:00:00Z')).phase).toBe('scheduled');
    const state = footballStateAt(timelineOf(match), kickoff, new Date('2026-11-21T12:05:00Z'));
    expect(state).toMatchObject({ phase: 'awarded', score: { home: 0, away: 2 }, events: [] });
  });
});

const PHASE_ORDER: readonly FootballPhase[] = ['scheduled', 'first_half', 'half_time', 'second_half', 'finished'];

describe('football state over time', () => {
  const kickoff = new Date('2026-11-21T12:00:00Z');

  it('moves forward monotonically and ends at the real score, at any speed', () => {
    for (const match of matches.filter((_, i) => i % 7 === 0)) {
      const timeline = timelineOf(match);
      for (const speed of [1, 7]) {
        let previous = footballStateAt(timeline, kickoff, new Date(kickoff.getTime() - 60_000), speed);
        for (let s = 0; s <= 130 * 60; s += 47) {
          const state = footballStateAt(timeline, kickoff, new Date(kickoff.getTime() + (s * 1000) / speed), speed);
          if (match.awarded) continue;
          expect(PHASE_ORDER.indexOf(state.phase)).toBeGreaterThanOrEqual(PHASE_ORDER.indexOf(previous.phase));
          expect(state.events.length).toBeGreaterThanOrEqual(previous.events.length);
          const m = state.minute;
          if (m) expect(m.minute + m.stoppage).toBeLessThanOrEqual(90 + timeline.stoppage.second);
          if (m && state.phase === 'first_half') expect(m.minute + m.stoppage).toBeLessThanOrEqual(45 + timeline.stoppage.first);
          previous = state;
        }
        if (match.awarded) continue;
        expect(previous.phase).toBe('finished');
        expect(previous.score).toEqual({ home: match.fullTime.home, away: match.fullTime.away });
        expect(previous.events).toEqual(timeline.events);
      }
    }
  });

  it('paces halves at 45 minutes plus stoppage with a 15-minute break', () => {
    const match = matches.find((m) => m.halfTime && m.fullTime.home + m.fullTime.away > 2);
    if (!match) throw new Error('no match with goals');
    const timeline = timelineOf(match);
    const at = (minutes: number, speed = 1) => footballStateAt(timeline, kickoff, new Date(kickoff.getTime() + (minutes * 60_000) / speed), speed);
    const { first, second } = timeline.stoppage;
    expect(at(30)).toMatchObject({ phase: 'first_half', minute: { minute: 31, stoppage: 0 } });
    expect(at(30, 10)).toMatchObject({ phase: 'first_half', minute: { minute: 31, stoppage: 0 } });
    expect(at(45.5)).toMatchObject({ phase: 'first_half', minute: { minute: 45, stoppage: 1 } });
    expect(at(45 + first + 1)).toMatchObject({ phase: 'half_time', halfTimeScore: { home: match.halfTime?.home, away: match.halfTime?.away } });
    expect(at(45 + first + 15)).toMatchObject({ phase: 'second_half', minute: { minute: 46, stoppage: 0 } });
    expect(at(45 + first + 15 + 45 + second - 0.01).phase).toBe('second_half');
    expect(at(45 + first + 15 + 45 + second)).toMatchObject({ phase: 'finished', minute: { minute: 90, stoppage: second } });
  });

  it('says when the half in play kicked off, so the minute can be ticked from it (1st half, 45+s, 2nd half, 90+s, any speed)', () => {
    const timeline = timelineOf(matches.find((m) => !m.awarded) as FootballMatch);
    // What a client does with `running`: whole minutes since the half kicked off, capped at its stoppage.
    const tickedMinute = (state: FootballState, now: Date) => {
      const run = state.running;
      if (!run) return undefined;
      const shown = run.fromMinute + Math.floor(((now.getTime() - run.startedAt.getTime()) * run.speed) / 60_000) + 1;
      return minuteOf(run.fromMinute < 45 ? 1 : 2, Math.min(shown, run.toMinute + run.stoppage));
    };
    for (const speed of [1, 10]) {
      const seen = new Set<string>();
      for (let s = 0.5; s <= 125 * 60; s += 13) {
        const now = new Date(kickoff.getTime() + (s * 1000) / speed);
        const state = footballStateAt(timeline, kickoff, now, speed);
        const playing = state.phase === 'first_half' || state.phase === 'second_half';
        expect(state.running !== undefined, `${s}s ${state.phase}`).toBe(playing);
        if (!playing) continue;
        expect(tickedMinute(state, now), `${s}s at ${speed}×`).toEqual(state.minute);
        seen.add(`${state.phase}${state.minute?.stoppage ? '+' : ''}`);
      }
      expect([...seen].sort()).toEqual(['first_half', 'first_half+', 'second_half', 'second_half+']);
    }
  });

  it('shows minutes the football way', () => {
    expect(minuteOf(1, 47)).toEqual({ minute: 45, stoppage: 2 });
    expect(minuteOf(2, 67)).toEqual({ minute: 67, stoppage: 0 });
    expect(formatMinute({ minute: 90, stoppage: 4 })).toBe("90+4'");
  });
});

describe('football live text', () => {
  const goal: FootballEvent = { kind: 'goal', side: 'home', half: 1, clock: 1330, minute: { minute: 23, stoppage: 0 }, score: { home: 1, away: 0 } };
  const teams = { home: 'arsenal', away: 'chelsea' };

  it('names the side in each language, Hong Kong usage in zh-Hant', () => {
    expect(footballLiveText(goal, teams, 'en')).toBe("23' Goal! Arsenal score. Arsenal 1-0 Chelsea");
    expect(footballLiveText(goal, teams, 'zh-Hant')).toBe("23' 入球！阿仙奴建功，阿仙奴 1-0 車路士");
    expect(footballLiveText(goal, teams, 'zh-Hans')).toBe("23' 进球！阿森纳破门得分，阿森纳 1-0 切尔西");
    expect(footballLiveText({ ...goal, kind: 'red_card', side: 'away' }, teams, 'ja')).toBe("23' レッドカード！チェルシーの選手が退場");
  });

  it('writes English card lines without an article that would misread before a vowel (a Aston Villa player)', () => {
    const villa = { home: 'aston-villa', away: 'everton' };
    expect(footballLiveText({ ...goal, kind: 'yellow_card' }, villa, 'en')).toBe("23' Yellow card for Aston Villa");
    expect(footballLiveText({ ...goal, kind: 'red_card', side: 'away' }, villa, 'en')).toBe("23' Red card! Everton have a player sent off");
  });

  it('writes a line for every event of a real match in all four languages', () => {
    const match = matches.find((m) => m.competition === 'E0' && (m.stats?.home.red ?? 0) > 0);
    if (!match) throw new Error('no E0 match with a red card');
    const ids = { home: resolveTeam('football-data', match.home) ?? '', away: resolveTeam('football-data', match.away) ?? '' };
    for (const event of timelineOf(match).events) {
      const lines = locales.map((locale) => footballLiveText(event, ids, locale));
      expect(new Set(lines).size).toBe(4);
      for (const line of lines) expect(line).not.toMatch(/undefined|-\w+-/);
    }
  });
});
