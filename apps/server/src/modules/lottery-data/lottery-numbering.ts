import type { BoardFixture, LotteryNumber, Sport } from '../feed/live/board.types.ts';
import { lotteryBusinessDay, weekdayLabel } from './lottery-day.ts';

/**
 * Official-style match numbers (`周六001`): per business day and sport, the day's lottery
 * matches in kick-off order (then id, so ties are stable), football from 001 and basketball
 * from 301 as the jingcai basketball lists do. lottery-rules.md uses the numbers (§0) but does
 * not define them; this follows the lottery's public lists.
 */

/**
 * Competitions on the lottery among those the replay plays: the five big European leagues and
 * the Chinese Super League (jingcai football, beidan, and the European ones for 14-match
 * issues), and the NBA (jingcai basketball). International matches are not replayed, so they
 * are not numbered.
 */
export const LOTTERY_COMPETITIONS: Readonly<Record<Sport, readonly string[]>> = {
  football: ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league'],
  basketball: ['nba'],
};

/** First number of a day's matches per sport; football stops before basketball's range. */
const FIRST_NUMBER: Readonly<Record<Sport, number>> = { football: 1, basketball: 301 };
const LAST_NUMBER: Readonly<Record<Sport, number>> = { football: 300, basketball: 999 };

/** What numbering needs of a fixture. */
export type NumberingFixture = Pick<BoardFixture, 'id' | 'sport' | 'competitionId' | 'kickoffAt'>;

/**
 * Whether a fixture's competition is on the lottery.
 * @example isLotteryFixture({ sport: 'football', competitionId: 'premier-league' }) // true
 */
export function isLotteryFixture(f: Pick<BoardFixture, 'sport' | 'competitionId'>): boolean {
  return LOTTERY_COMPETITIONS[f.sport].includes(f.competitionId);
}

/**
 * The lottery number of every lottery fixture given, by fixture id. Give every fixture of a
 * business day (both sports may be mixed): a day's numbers depend only on that day's fixtures,
 * so the numbers of a day seen whole never change as a window moves; a day cut by the caller's
 * window would be numbered from its first fixture present.
 * @example
 * assignLotteryNumbers([{ id: 'a', sport: 'football', competitionId: 'la-liga', kickoffAt: Date.parse('2026-11-21T12:00:00Z') }])
 * // Map { 'a' => { day: '2026-11-21', code: '周六001' } }
 */
export function assignLotteryNumbers(fixtures: readonly NumberingFixture[]): Map<string, LotteryNumber> {
  const groups = new Map<string, NumberingFixture[]>();
  for (const f of fixtures) {
    if (!isLotteryFixture(f)) continue;
    const key = `${f.sport}|${lotteryBusinessDay(f.kickoffAt)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const numbers = new Map<string, LotteryNumber>();
  for (const group of groups.values()) {
    const ordered = [...group].sort((a, b) => a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    ordered.forEach((f, i) => {
      const n = FIRST_NUMBER[f.sport] + i;
      if (n > LAST_NUMBER[f.sport]) return; // never on a real day; the list simply ends
      const day = lotteryBusinessDay(f.kickoffAt);
      numbers.set(f.id, { day, code: `${weekdayLabel(day)}${String(n).padStart(3, '0')}` });
    });
  }
  return numbers;
}
