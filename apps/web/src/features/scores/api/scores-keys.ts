import type { Sport } from '../model/score-row.ts';

/**
 * TanStack Query keys of the scores feature. Every list (whatever call fills it) sits under
 * `['scores', sport, 'list', …]` and holds a `ScoreList`, so one push merge updates them all.
 */
export const scoresKeys = {
  all: ['scores'] as const,
  lists: (sport: Sport) => ['scores', sport, 'list'] as const,
  live: (sport: Sport) => ['scores', sport, 'list', 'live'] as const,
  day: (sport: Sport, date: string) => ['scores', sport, 'list', 'day', date] as const,
  chase: (date: string) => ['scores', 'football', 'list', 'chase', date] as const,
  favourites: (sport: Sport) => ['scores', sport, 'list', 'favourites'] as const,
  odds: (sport: Sport, type: string, date: string) => ['scores', sport, 'odds', type, date] as const,
};
