import { beforeAll, describe, expect, it } from 'vitest';
import type { FootballMatch, NbaGame } from '../source/index.ts';
import type { ReplaySchedule } from './index.ts';
import {
  basketballStateAt,
  basketballTimeline,
  buildSchedule,
  competitionZone,
  fixturesInWindow,
  footballFixture,
  footballOddsPaths,
  footballStateAt,
  footballTimeline,
  matchSeed,
  nbaFixture,
  nbaOddsPaths,
  replayMatchId,
} from './index.ts';
import { loadReplayData } from './replay-data.fixture.ts';

const HOUR = 3_600_000;
let football: ReplaySchedule<FootballMatch>[];
let nba: ReplaySchedule<NbaGame>;

beforeAll(async () => {
  const data = await loadReplayData();
  football = (['E0', 'SP1', 'D1', 'I1', 'F1', 'CHN'] as const).map((c) =>
    buildSchedule(data.football[c].flatMap((m) => footballFixture(m) ?? []), competitionZone(c)),
  );
  nba = buildSchedule(data.nba.map(nbaFixture), 'us-eastern');
}, 60_000);

function phasesAt(now: Date, seed: string, speed = 1): string[] {
  const from = new Date(now.getTime() - 36 * HOUR);
  const to = new Date(now.getTime() + 36 * HOUR);
  const footballPhases = football.flatMap((s) => fixturesInWindow(s, from, to)).map((f) => {
    const timeline = footballTimeline(f.record, matchSeed(seed, replayMatchId(f), 'timeline'));
    const state = footballStateAt(timeline, f.replayKickoff, now, speed);
    return `football:${state.phase}:${state.score.home}-${state.score.away}:${state.minute?.minute ?? ''}`;
  });
  const nbaPhases = fixturesInWindow(nba, from, to).map((f) => {
    const state = basketballStateAt(basketballTimeline(f.record, matchSeed(seed, replayMatchId(f), 'timeline')), f.replayKickoff, now, speed);
    return `nba:${state.phase}:${state.score.home}-${state.score.away}:${state.clock ?? ''}`;
  });
  return [...footballPhases, ...nbaPhases];
}

describe('the replay at one instant', () => {
  // Saturday 21 November 2026, 21:00 Beijing.
  const now = new Date('2026-11-21T13:00:00Z');

  it('has finished, live and upcoming football and basketball', () => {
    const phases = phasesAt(now, '42');
    const has = (prefix: string) => phases.some((p) => p.startsWith(prefix));
    expect(has('football:finished')).toBe(true);
    expect(has('football:scheduled')).toBe(true);
    expect(phases.some((p) => /^football:(first_half|half_time|second_half)/.test(p))).toBe(true);
    expect(has('nba:finished')).toBe(true);
    expect(has('nba:scheduled')).toBe(true);
    expect(phases.some((p) => /^nba:(q\d|ot\d|break|half_time)/.test(p))).toBe(true);
  });

  it('is the same for the same REPLAY_SEED, and keeps the scores of finished matches for another', () => {
    expect(phasesAt(now, '42')).toEqual(phasesAt(now, '42'));
    const finished = (seed: string) => phasesAt(now, seed).filter((p) => p.includes(':finished:'));
    expect(finished('7')).toEqual(finished('42'));
  });

  it('never changes its inputs', () => {
    const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR);
    const [fixture] = football.flatMap((s) => fixturesInWindow(s, weekAgo, now)).filter((f) => f.record.stats);
    const [game] = fixturesInWindow(nba, weekAgo, now);
    if (!fixture || !game) throw new Error('no fixtures');
    const before = structuredClone([fixture.record, game.record]);
    const timeline = footballTimeline(fixture.record, 'x');
    const timelineCopy = structuredClone(timeline);
    footballStateAt(timeline, fixture.replayKickoff, now);
    footballOddsPaths(fixture.record.odds, fixture.replayKickoff, 'x');
    basketballStateAt(basketballTimeline(game.record, 'x'), game.replayKickoff, now);
    nbaOddsPaths(game.record.lines, game.replayKickoff);
    expect([fixture.record, game.record]).toEqual(before);
    expect(timeline).toEqual(timelineCopy);
  });

  it('names each replay of a match by its cycle', () => {
    expect(replayMatchId({ id: 'E0:2024-25:Arsenal:Chelsea', cycle: 3 })).toBe('E0:2024-25:Arsenal:Chelsea@3');
  });
});
