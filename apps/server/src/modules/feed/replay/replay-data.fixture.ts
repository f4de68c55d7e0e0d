import { join } from 'node:path';
import type { FootballMatch, NbaGame } from '../source/index.ts';
import { cslTable, FEED_FILES, footballDataTable, nbaGamesTable, readFeedTable, resolveFeedDataDir } from '../source/index.ts';
import { REPLAY_SEASONS } from './replay-sources.ts';

/**
 * Test helper: the real seasons the replay plays, read once from `FEED_DATA_DIR` (or
 * `<repo>/../shared/data`) through the source parsers.
 */
export interface ReplayData {
  football: Record<'E0' | 'SP1' | 'D1' | 'I1' | 'F1' | 'CHN', FootballMatch[]>;
  nba: NbaGame[];
}

let loading: Promise<ReplayData> | undefined;

/** Loads (once per test file) every match of the replayed seasons. */
export function loadReplayData(): Promise<ReplayData> {
  loading ??= load();
  return loading;
}

async function load(): Promise<ReplayData> {
  const dir = resolveFeedDataDir();
  const top5 = async (competition: 'E0' | 'SP1' | 'D1' | 'I1' | 'F1') => {
    const path = join(dir, 'football-data.co.uk', `${competition}_2425.csv`);
    return (await readFeedTable(path, footballDataTable({ competition, season: REPLAY_SEASONS[competition] }))).records;
  };
  const [E0, SP1, D1, I1, F1, csl, nba] = await Promise.all([
    top5('E0'), top5('SP1'), top5('D1'), top5('I1'), top5('F1'),
    readFeedTable(join(dir, FEED_FILES.csl), cslTable()),
    readFeedTable(join(dir, FEED_FILES.nbaGames), nbaGamesTable()),
  ]);
  return {
    football: { E0, SP1, D1, I1, F1, CHN: csl.records.filter((m) => m.season === REPLAY_SEASONS.CHN) },
    nba: nba.records.filter((g) => String(g.season) === REPLAY_SEASONS.NBA),
  };
}
