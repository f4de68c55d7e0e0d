import type { footballPastMatch, footballStandingRow, footballTeamPastMatch, Locale } from '@scoreline/contract';
import type { z } from 'zod';
import type { PlayedRow } from './history.repo.ts';
import { competitionLabel, teamLabel } from './match-row.mapper.ts';
import { outcomeFor, type MatchResult, type Standing } from './standings.ts';

/** History rows → contract shapes, and → the pure standings' input. */

type PastMatch = z.infer<typeof footballPastMatch>;
type TeamPastMatch = z.infer<typeof footballTeamPastMatch>;
type StandingReply = z.infer<typeof footballStandingRow>;

export function toResult(row: PlayedRow): MatchResult {
  return { homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, homeGoals: row.ft_home, awayGoals: row.ft_away, playedAt: row.played_at.getTime() };
}

export function toPastMatch(row: PlayedRow, locale: Locale): PastMatch {
  return {
    id: row.id,
    competitionId: row.competition_id,
    competition: competitionLabel(row.competition_id, locale, 'short'),
    season: row.season,
    playedAt: row.played_at.getTime(),
    home: teamLabel(row.home_team_id, locale),
    away: teamLabel(row.away_team_id, locale),
    score: { home: row.ft_home, away: row.ft_away },
    halfTime: row.ht_home === null || row.ht_away === null ? null : { home: row.ht_home, away: row.ht_away },
  };
}

export function toTeamPastMatch(row: PlayedRow, teamId: string, locale: Locale): TeamPastMatch {
  return { ...toPastMatch(row, locale), outcome: outcomeFor(toResult(row), teamId) };
}

export function toStandingRow(standing: Standing, locale: Locale): StandingReply {
  const { teamId, ...rest } = standing;
  return { ...rest, team: teamLabel(teamId, locale) };
}
