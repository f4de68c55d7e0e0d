import { locales, type FootballLiveClock, type Locale } from '@scoreline/contract';
import type { BasketballState, CompanyOddsPath, FootballEvent, FootballState, RunningHalf } from '../replay/index.ts';
import { footballLiveText, formatMinute } from '../replay/index.ts';
import type { BoardEvent, BoardOddsPath, FixtureStatus, ScorePair } from './board.types.ts';
import type { FeedFixture } from './feed-provider.ts';

/** Replay states (pure `replay/` types) as board fixtures, events and odds. */

/** What a fixture is, whatever its state. */
export type FixtureIdentity = Pick<FeedFixture, 'id' | 'sourceMatchId' | 'sport' | 'competitionId' | 'season' | 'homeTeamId' | 'awayTeamId' | 'kickoffAt' | 'lottery'>;

const FOOTBALL_STATUS: Readonly<Record<FootballState['phase'], FixtureStatus>> = {
  scheduled: 'scheduled',
  first_half: 'live',
  half_time: 'break',
  second_half: 'live',
  finished: 'finished',
  awarded: 'finished',
  postponed: 'postponed',
};

/**
 * A football fixture at an instant. `statsCovered` says whether the record has statistics: without
 * them the replay has no cards or corners, and zero counts would read as facts.
 *
 * @example
 * footballFixtureState(identity, state, true).clock // '45+2' in first-half stoppage time
 * footballFixtureState(identity, state, false).liveStats // null (a CSL match)
 */
export function footballFixtureState(identity: FixtureIdentity, state: FootballState, statsCovered: boolean): FeedFixture {
  const started = state.phase !== 'scheduled' && state.phase !== 'postponed';
  return {
    ...identity,
    status: FOOTBALL_STATUS[state.phase],
    phase: state.phase,
    clock: started && state.minute ? formatMinute(state.minute).slice(0, -1) : null,
    liveClock: state.running ? liveClockOf(state.running) : null,
    period: null,
    score: started ? pair(state.score) : null,
    halfTime: state.halfTimeScore ? pair(state.halfTimeScore) : null,
    periods: null,
    liveStats: started && statsCovered ? { corners: pair(state.corners), yellowCards: pair(state.yellowCards), redCards: pair(state.redCards) } : null,
    statsCovered,
  };
}

/** The running half's clock as the contract carries it (epoch ms). */
function liveClockOf(running: RunningHalf): FootballLiveClock {
  const { startedAt, fromMinute, toMinute, stoppage, speed } = running;
  return { startedAt: startedAt.getTime(), fromMinute, toMinute, stoppage, speed };
}

/** The live text of football events; `seq` is the event's place in the whole timeline (1-based). */
export function footballBoardEvents(events: readonly FootballEvent[], teams: ScorePairIds): BoardEvent[] {
  return events.map((event, i) => {
    const minute = formatMinute(event.minute);
    const text = textIn((locale) => footballLiveText(event, teams, locale).slice(minute.length + 1));
    return { seq: i + 1, minute, kind: event.kind, side: event.side ?? null, score: pair(event.score), text };
  });
}

export interface ScorePairIds {
  home: string;
  away: string;
}

/**
 * A basketball fixture at an instant.
 *
 * @example
 * basketballFixtureState(identity, state).periods // { home: [25, 27, 8], away: [30, 22, 5] } during Q3
 */
export function basketballFixtureState(identity: FixtureIdentity, state: BasketballState): FeedFixture {
  const started = state.phase !== 'scheduled';
  const live = state.phase.startsWith('q') || state.phase.startsWith('ot');
  const status: FixtureStatus = !started ? 'scheduled' : state.phase === 'finished' ? 'finished' : live ? 'live' : 'break';
  return {
    ...identity,
    status,
    phase: state.phase,
    clock: state.clock ?? null,
    period: state.period ?? null,
    score: started ? pair(state.score) : null,
    halfTime: null,
    periods: started ? { home: state.periods.map((p) => p.home), away: state.periods.map((p) => p.away) } : null,
    liveStats: null,
    teamBox: started && state.box ? { home: { ...state.box.home }, away: { ...state.box.away } } : null,
  };
}

/** A replay odds path with epoch-ms steps and explicit null lines. */
export function boardOddsPath(path: CompanyOddsPath): BoardOddsPath {
  return {
    company: path.company,
    market: path.market,
    steps: path.steps.map((s) => ({ at: s.at.getTime(), line: s.line ?? null, prices: [...s.prices] })),
  };
}

export function textIn(make: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Locale, string>;
}

export function pair(p: { home: number; away: number }): ScorePair {
  return { home: p.home, away: p.away };
}
