import type { Db } from '../../plugins/db/database.ts';
import type { HandlerMap } from '../../platform/context.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { WorldCalendar } from '../feed/live/world-calendar.ts';
import { DataTabService } from './data-tab.service.ts';

type DataTabCalls = 'dataCompetitions' | 'dataFootballCompetition' | 'dataFootballResults' | 'dataNbaStandings' | 'dataNbaTeam';

/** The data tab's calls (MobileData): competitions, their tables, results and fixtures. */
export function dataTabHandlers({ db, board, world }: { db: Db; board: MatchBoard; world: WorldCalendar }): HandlerMap<DataTabCalls> {
  const service = new DataTabService(db, board, world);
  return {
    dataCompetitions: (_p, ctx) => service.competitions(ctx.locale),
    dataFootballCompetition: (p, ctx) => service.footballCompetition(p.competitionId, ctx.locale),
    dataFootballResults: (p, ctx) => service.footballResults(p.competitionId, p.page, p.pageSize, ctx.locale),
    dataNbaStandings: (_p, ctx) => service.nbaStandings(ctx.locale),
    dataNbaTeam: (p, ctx) => service.nbaTeam(p.teamId, ctx.locale),
  };
}
