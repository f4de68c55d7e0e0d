import type { Locale } from '@scoreline/contract';

/** TanStack Query keys of the data feature; names come back in the caller's language, so keys carry it. */
export const dataKeys = {
  all: ['data'] as const,
  competitions: (locale: Locale) => ['data', 'competitions', locale] as const,
  competition: (id: string, locale: Locale) => ['data', 'competition', id, locale] as const,
  results: (id: string, locale: Locale) => ['data', 'results', id, locale] as const,
  nba: (locale: Locale) => ['data', 'nba', locale] as const,
  team: (teamId: string, locale: Locale) => ['data', 'team', teamId, locale] as const,
  nbaTeam: (teamId: string, locale: Locale) => ['data', 'nbaTeam', teamId, locale] as const,
  teamGames: (teamId: string, locale: Locale) => ['data', 'teamGames', teamId, locale] as const,
  issues: (locale: Locale) => ['data', 'issues', locale] as const,
  issue: (issue: string, locale: Locale) => ['data', 'issue', issue, locale] as const,
  issueStats: (issue: string) => ['data', 'issueStats', issue] as const,
  issueNumbers: ['data', 'issueNumbers'] as const,
};
