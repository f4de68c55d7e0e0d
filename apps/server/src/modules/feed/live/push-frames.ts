import type { FootZbPayload, GameNowFenPayload, GamePayload, LannowPayload, LiveGamePayload, ServerTag } from '@scoreline/contract';
import { competitionName, teamName } from '../catalog/index.ts';
import type { BoardChange, BoardFixture, ScorePair } from './board.types.ts';

/** One push frame to publish: its data is serialised here, once, whatever the number of sockets. */
export interface PushFrame {
  tag: ServerTag;
  data: string;
  /** Null: every socket; `match:{id}`: that match's subscribers. */
  topic: string | null;
}

/**
 * The push frames a board change causes, given the fixture as it was before (undefined for a
 * fixture new to the board, which causes none: a first load is not news).
 *
 * - `liveGame` when a match goes live for the first time (scheduled → live);
 * - `game` when the status or phase changes (both sports);
 * - `gameNowFen` per football goal (each with its own score), or one with the new score when the
 *   provider changed the score without a goal event;
 * - `footZb` per new football live-text line, to the match topic;
 * - `lannow` when a basketball score or clock moved: one per change, so one per game per tick.
 */
export function pushFramesOf(before: BoardFixture | undefined, change: BoardChange): PushFrame[] {
  if (!before) return [];
  const after = change.fixture;
  const frames: PushFrame[] = [];
  if (before.status === 'scheduled' && after.status === 'live') frames.push(frame('liveGame', liveGameOf(after)));
  if (before.status !== after.status || before.phase !== after.phase) frames.push(frame('game', gameOf(after)));
  if (after.sport === 'football') frames.push(...footballFrames(before, change));
  else if (after.score && (!sameScore(before.score, after.score) || before.clock !== after.clock || before.period !== after.period)) {
    frames.push(frame('lannow', lannowOf(after, after.score)));
  }
  return frames;
}

function footballFrames(before: BoardFixture, change: BoardChange): PushFrame[] {
  const { fixture } = change;
  const frames: PushFrame[] = [];
  const goals = change.newEvents.filter((e) => e.kind === 'goal');
  for (const goal of goals) frames.push(frame('gameNowFen', { id: fixture.id, score: goal.score, side: goal.side, minute: goal.minute } satisfies GameNowFenPayload));
  if (goals.length === 0 && fixture.score && !sameScore(before.score ?? ZERO, fixture.score)) {
    frames.push(frame('gameNowFen', { id: fixture.id, score: fixture.score, side: null, minute: null } satisfies GameNowFenPayload));
  }
  const topic = `match:${fixture.id}`;
  for (const e of change.newEvents) {
    const payload: FootZbPayload = { id: fixture.id, seq: e.seq, minute: e.minute, kind: e.kind, side: e.side, score: e.score, text: e.text };
    frames.push({ ...frame('footZb', payload), topic });
  }
  return frames;
}

function liveGameOf(f: BoardFixture): LiveGamePayload {
  return {
    cn: competitionName(f.competitionId, 'zh-Hans', 'short') ?? f.competitionId,
    hn: teamName(f.homeTeamId, 'zh-Hans', 'short') ?? f.homeTeamId,
    an: teamName(f.awayTeamId, 'zh-Hans', 'short') ?? f.awayTeamId,
    id: f.id,
  };
}

function gameOf(f: BoardFixture): GamePayload {
  const game: GamePayload = { id: f.id, sport: f.sport, status: f.status, phase: f.phase, clock: f.clock, period: f.period, score: f.score, version: f.version };
  // Football: the half that starts now ticks on the clients from this (null at half-time and after).
  if (f.sport === 'football') game.liveClock = f.liveClock ?? null;
  return game;
}

function lannowOf(f: BoardFixture, score: ScorePair): LannowPayload {
  return { id: f.id, phase: f.phase, period: f.period, clock: f.clock, score, periods: f.periods ?? { home: [], away: [] } };
}

const ZERO: ScorePair = { home: 0, away: 0 };

function sameScore(a: ScorePair | null, b: ScorePair | null): boolean {
  return a?.home === b?.home && a?.away === b?.away;
}

function frame(tag: ServerTag, payload: object): PushFrame {
  return { tag, data: JSON.stringify(payload), topic: null };
}
