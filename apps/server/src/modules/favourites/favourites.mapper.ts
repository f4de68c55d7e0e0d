import type { favouriteMatch, Locale } from '@scoreline/contract';
import type { z } from 'zod';
import { competitionName, findTeam } from '../feed/catalog/index.ts';
import type { BoardFixture } from '../feed/live/board.types.ts';

/** A favourite as listed for either sport (names in the caller's locale, catalog colours). */

const NEUTRAL_COLOUR = '#888888';

function team(id: string, locale: Locale) {
  const found = findTeam(id);
  return found
    ? { id, name: found.names[locale], shortName: found.shortNames[locale], colour: found.colour }
    : { id, name: id, shortName: id, colour: NEUTRAL_COLOUR };
}

export function toFavouriteMatch(f: BoardFixture, collectedAt: Date, locale: Locale): z.infer<typeof favouriteMatch> {
  return {
    id: f.id,
    collectedAt: collectedAt.getTime(),
    competitionId: f.competitionId,
    competition: competitionName(f.competitionId, locale, 'short') ?? f.competitionId,
    kickoffAt: f.kickoffAt,
    status: f.status,
    clock: f.clock,
    liveClock: f.liveClock ?? null,
    home: team(f.homeTeamId, locale),
    away: team(f.awayTeamId, locale),
    score: f.score,
  };
}
