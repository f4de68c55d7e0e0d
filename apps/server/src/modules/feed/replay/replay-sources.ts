import type { FootballMatch, NbaGame } from '../source/index.ts';
import type { SourceFixture } from './calendar.ts';
import type { ReplayZone } from './time-zones.ts';
import { fromLocalClock } from './time-zones.ts';

/**
 * Which real seasons the replay plays, and how a source record becomes a calendar fixture.
 */

/**
 * The latest complete season of each competition: 2024-25 for the five European leagues, CSL
 * 2023 (the 2024 file stops on 29 September), NBA 2023-24 (`season` 2024 in the Kaggle file).
 */
export const REPLAY_SEASONS = {
  E0: '2024-25',
  SP1: '2024-25',
  D1: '2024-25',
  I1: '2024-25',
  F1: '2024-25',
  CHN: '2023',
  NBA: '2024',
} as const;

/** A competition the replay plays: a football-data.co.uk code or `NBA`. */
export type ReplayCompetition = keyof typeof REPLAY_SEASONS;

const ZONES: Readonly<Record<ReplayCompetition, ReplayZone>> = {
  E0: 'uk',
  SP1: 'central-europe',
  D1: 'central-europe',
  I1: 'central-europe',
  F1: 'central-europe',
  CHN: 'beijing',
  NBA: 'us-eastern',
};

/**
 * The zone whose wall clock a competition's kick-offs are read in.
 *
 * @example
 * competitionZone('SP1') // 'central-europe'
 */
export function competitionZone(competition: ReplayCompetition): ReplayZone {
  return ZONES[competition];
}

/**
 * A football match as a calendar fixture; undefined when the file gives no kick-off time.
 * The id (`E0:2024-25:Arsenal:Chelsea`) is unique within a season (each pair meets once at
 * each ground) and seeds everything random about the match's replay.
 *
 * @example
 * footballFixture(match)?.id // 'E0:2024-25:Man United:Fulham'
 */
export function footballFixture(match: FootballMatch): SourceFixture<FootballMatch> | undefined {
  if (match.kickoff === undefined) return undefined;
  const id = `${match.competition}:${match.season}:${match.home}:${match.away}`;
  return { id, kickoff: new Date(match.kickoff), record: match };
}

/** Home teams of the Pacific and Mountain time zones, whose games tip off later Eastern time. */
const PACIFIC = new Set(['gs', 'lac', 'lal', 'sac', 'por']);
const MOUNTAIN = new Set(['den', 'utah', 'phx']);
const CENTRAL = new Set(['chi', 'dal', 'hou', 'mem', 'mil', 'min', 'no', 'okc', 'sa']);

/**
 * The Kaggle file has dates but no tip-off times, so the usual local tip-off of the home team
 * is used, expressed in US Eastern time: 19:30 in the East, 20:00 for Central teams (19:00
 * local), 21:00 for Mountain teams, 22:00 for Pacific teams (19:00 local).
 *
 * @example
 * nbaTipoffMinutes('lal') // 1320 (22:00 Eastern)
 */
export function nbaTipoffMinutes(home: string): number {
  if (PACIFIC.has(home)) return 22 * 60;
  if (MOUNTAIN.has(home)) return 21 * 60;
  if (CENTRAL.has(home)) return 20 * 60;
  return 19 * 60 + 30;
}

/**
 * An NBA game as a calendar fixture, with its tip-off from `nbaTipoffMinutes`. The id
 * (`NBA:2024:2023-10-24:lal@den`) is unique: a team plays at most once a day.
 *
 * @example
 * nbaFixture(game).kickoff.toISOString() // '2023-10-25T01:00:00.000Z' (21:00 Eastern in Denver's game)
 */
export function nbaFixture(game: NbaGame): SourceFixture<NbaGame> {
  const kickoff = fromLocalClock({ date: game.date, minutes: nbaTipoffMinutes(game.home) }, 'us-eastern');
  return { id: `NBA:${game.season}:${game.date}:${game.away}@${game.home}`, kickoff, record: game };
}
