import { useCallback, useMemo } from 'react';
import { useCollect } from '../api/favourites.ts';
import { chosenPrices } from '../api/odds.ts';
import { useFollowedIds, useOddsBook, useScoreList } from '../api/use-score-lists.ts';
import { applyCompetitionFilter } from '../model/filters.ts';
import { goalsOf, goalsRows, isGoalsMode, liveRows, resultRows, type ScoreMode } from '../model/modes.ts';
import type { RowPrices, ScoreRowModel, Sport } from '../model/score-row.ts';
import { useScoreFilters, useScoreSettings, type FilterSlot } from '../stores/score-settings.ts';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** Which stored competition filter a sport and mode use. */
export function filterSlotOf(sport: Sport, mode: ScoreMode): FilterSlot {
  if (sport === 'basketball') return 'basketball';
  return mode === 'live' ? 'footballNow' : 'football';
}

/** The Beijing days whose prices a list needs: its first row's, and its last row's when different. */
function oddsDays(rows: readonly ScoreRowModel[], mode: ScoreMode): [string | null, string | null] {
  if (mode === 'favourites' || rows.length === 0) return [null, null];
  const days = rows.map((row) => beijingDate(row.kickoffAt)).sort();
  const [firstDay, lastDay] = [days[0] ?? null, days[days.length - 1] ?? null];
  return [firstDay, lastDay === firstDay ? null : lastDay];
}

/** The rows a mode shows, before the competition filter. */
function modeRows(rows: readonly ScoreRowModel[], mode: ScoreMode): readonly ScoreRowModel[] {
  if (isGoalsMode(mode)) return goalsRows(rows, mode);
  if (mode === 'results') return resultRows(rows);
  if (mode === 'live') return liveRows(rows);
  return rows;
}

/**
 * Everything the scores list needs for a sport, mode and day: the rows (filtered by the stored
 * competition filter), each row's prices from the chosen company and odds type (or, where it
 * does not price the match, the first company that does), the stars, and the follow action.
 */
export function useScoreBoard(sport: Sport, mode: ScoreMode, date: string) {
  const list = useScoreList(sport, mode, date);
  const followed = useFollowedIds(sport);
  const settings = useScoreSettings();
  const filters = useScoreFilters();
  const collect = useCollect(sport);

  const all = useMemo(() => modeRows(list.data?.rows ?? [], mode), [list.data, mode]);
  const rows = useMemo(() => (mode === 'favourites' ? all : applyCompetitionFilter(all, filters[filterSlotOf(sport, mode)])), [all, filters, sport, mode]);

  // Prices are quoted per Beijing day; a live list may straddle midnight: read its first and last days.
  const [firstDay, lastDay] = oddsDays(all, mode);
  const oddsType = sport === 'football' ? settings.footballOdds : settings.basketballOdds;
  const company = sport === 'football' ? settings.footballCompany : settings.basketballCompany;
  const first = useOddsBook(sport, oddsType, firstDay).data;
  const last = useOddsBook(sport, oddsType, lastDay).data;
  const pricesOf = useCallback(
    (row: ScoreRowModel): RowPrices | null => chosenPrices(first, row.id, company) ?? chosenPrices(last, row.id, company),
    [first, last, company],
  );
  const goalsOfRow = useMemo(() => (isGoalsMode(mode) ? (row: ScoreRowModel) => goalsOf(row, mode) : undefined), [mode]);

  const { mutate } = collect;
  const onToggleFollow = useCallback((row: ScoreRowModel, follow: boolean) => mutate({ id: row.id, collect: follow }), [mutate]);

  return { list, all, rows, followed, pricesOf, goalsOf: goalsOfRow, onToggleFollow };
}
