/**
 * The replay feed's pure core: real past seasons placed on today's calendar, matches replayed
 * event by event consistently with the real record, odds moving from real opening to real closing
 * prices. No I/O, no clock, no global randomness: the caller passes `now`, `REPLAY_SEED` and
 * `REPLAY_SPEED`. Start with the README, then `calendar.ts`.
 */
export type { ReplayFixture, ReplayPosition, ReplaySchedule, SeasonSpan, SourceFixture } from './calendar.ts';
export {
  buildSchedule,
  fixturesAt,
  fixturesInWindow,
  REPLAY_EPOCH_MONDAY,
  REPLAY_ZONE,
  replayKickoff,
  replayKickoffInCycle,
  replayMatchId,
  replayPositionOf,
  seasonSpanOf,
  sourceInstantOf,
} from './calendar.ts';
export type { SportSchedule } from './demo-clock.ts';
export { demoClockShiftMinutes } from './demo-clock.ts';
export type { ReplayCompetition } from './replay-sources.ts';
export { competitionZone, footballFixture, nbaFixture, nbaTipoffMinutes, REPLAY_SEASONS } from './replay-sources.ts';
export type { LocalClock, ReplayZone } from './time-zones.ts';
export { fromLocalClock, toLocalClock, zoneOffsetMinutes } from './time-zones.ts';
export type { Rng } from './prng.ts';
export { createRng, hashText, matchSeed } from './prng.ts';
export type {
  FootballEvent,
  FootballEventKind,
  FootballStatus,
  FootballTimeline,
  FootballTimelineOptions,
  MatchMinute,
  Side,
} from './football-timeline.ts';
export { footballTimeline, minuteOf } from './football-timeline.ts';
export type { FootballPhase, FootballState, RunningHalf } from './football-state.ts';
export { footballStateAt, HALF_TIME_BREAK_SECONDS } from './football-state.ts';
export { footballLiveText, formatMinute } from './football-live-text.ts';
export type { BasketballPeriod, BasketballScore, BasketballTimeline } from './basketball-timeline.ts';
export { basketballTimeline, overtimePeriods, OVERTIME_SECONDS, QUARTER_SECONDS } from './basketball-timeline.ts';
export type { BasketballPhase, BasketballState } from './basketball-state.ts';
export { basketballStateAt, formatClock, gameRealSeconds, HALF_TIME_SECONDS, PERIOD_BREAK_SECONDS } from './basketball-state.ts';
export type { PaceSegment, PeriodPace } from './basketball-pace.ts';
export type { BasketballTeamBox, BoxMoments } from './basketball-box.ts';
export { TEAM_BOX_KEYS } from './basketball-box.ts';
export type { CompanyOddsPath, OddsMarket, OddsStep, PriceSet } from './odds-path.ts';
export { americanToDecimal, footballOddsPaths, nbaOddsPaths, ODDS_OPENING_HOURS, oddsAt, oddsPath } from './odds-path.ts';
