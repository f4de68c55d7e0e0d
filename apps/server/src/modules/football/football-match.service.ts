import type { Locale } from '@scoreline/contract';
import type { Db } from '../../plugins/db/database.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { TeamStats } from '../feed/source/index.ts';
import { footballFixture } from './football-history.service.ts';
import { findSourceMatch } from './history.repo.ts';
import { companyLabel, competitionLabel, toFootballRow } from './match-row.mapper.ts';
import { pathsFor } from './odds.view.ts';

/** One match: detail, live text and odds history from the board; final statistics from history. */

type StatsReply = Record<'shots' | 'shotsOnTarget' | 'fouls' | 'corners' | 'yellowCards' | 'redCards', number | null>;
const NO_STATS: StatsReply = { shots: null, shotsOnTarget: null, fouls: null, corners: null, yellowCards: null, redCards: null };
type OddsMarketName = '1x2' | 'over_under' | 'asian_handicap';
const isFootballMarket = (market: string): market is OddsMarketName => market === '1x2' || market === 'over_under' || market === 'asian_handicap';

export class FootballMatchService {
  constructor(
    private readonly db: Db,
    private readonly board: MatchBoard,
  ) {}

  detail(id: string, locale: Locale) {
    const f = footballFixture(this.board, id);
    const live = f.liveStats;
    return {
      ...toFootballRow(f, locale),
      competitionName: competitionLabel(f.competitionId, locale, 'full'),
      season: f.season,
      liveStats: live ? { corners: live.corners, yellowCards: live.yellowCards, redCards: live.redCards } : null,
      version: f.version,
      stale: this.board.stale,
    };
  }

  liveText(id: string, afterSeq: number | undefined, locale: Locale) {
    const f = footballFixture(this.board, id);
    const events = this.board
      .events(id)
      .filter((e) => afterSeq === undefined || e.seq > afterSeq)
      .map((e) => ({ seq: e.seq, minute: e.minute, kind: e.kind, side: e.side, score: e.score, text: e.text[locale] }));
    return { id, status: f.status, clock: f.clock, score: f.score, events };
  }

  /**
   * Real statistics once finished (from the replayed match's record), live counts before.
   * `available` is false when the source has none for the match (CSL): nulls, never zeros.
   */
  async stats(id: string) {
    const f = footballFixture(this.board, id);
    const covered = f.statsCovered !== false;
    if (f.status === 'finished') {
      const source = await findSourceMatch(this.db, f.sourceMatchId);
      const stats = source?.stats as { home: TeamStats; away: TeamStats } | null | undefined; // the import writes Pair<TeamStats> or null
      if (!stats) return { id, source: 'final' as const, available: false, home: NO_STATS, away: NO_STATS };
      return { id, source: 'final' as const, available: true, home: fromRecord(stats.home), away: fromRecord(stats.away) };
    }
    const live = f.liveStats;
    if (f.status === 'scheduled' || f.status === 'postponed') return { id, source: 'none' as const, available: covered, home: NO_STATS, away: NO_STATS };
    if (!live) return { id, source: 'live' as const, available: false, home: NO_STATS, away: NO_STATS };
    const side = (s: 'home' | 'away'): StatsReply => ({ ...NO_STATS, corners: live.corners[s], yellowCards: live.yellowCards[s], redCards: live.redCards[s] });
    return { id, source: 'live' as const, available: true, home: side('home'), away: side('away') };
  }

  oddsHistory(id: string, filter: { market?: OddsMarketName | undefined; company?: string | undefined }, locale: Locale) {
    footballFixture(this.board, id);
    const paths = pathsFor(this.board, id, filter).flatMap(({ company, market, steps }) =>
      isFootballMarket(market)
        ? [{ company, companyName: companyLabel(company, locale), market, steps: steps.map((s) => ({ at: s.at, line: s.line, prices: s.prices })) }]
        : [],
    );
    return { id, paths };
  }
}

function fromRecord(s: TeamStats): StatsReply {
  return { shots: s.shots, shotsOnTarget: s.shotsOnTarget, fouls: s.fouls, corners: s.corners, yellowCards: s.yellow, redCards: s.red };
}
