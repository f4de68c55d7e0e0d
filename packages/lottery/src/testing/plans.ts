/** Plan builders shared by the tests. */
import { parsePlan, type Game, type MatchInput, type Plan, type PlanInput } from '../index.ts';

/** `m('A', 'SPF 3@1.50', 'BF 2:1@8.50')` → a match; the play defaults to the game's first. */
export function m(id: string, ...picks: string[]): MatchInput {
  return {
    id,
    picks: picks.map((text) => {
      const [left, odds] = text.split('@');
      const parts = (left ?? '').trim().split(' ');
      return parts.length === 2 ? { play: parts[0], option: parts[1] ?? '', odds } : { option: parts[0] ?? '', odds };
    }),
  };
}

export function plan(game: Game, matches: MatchInput[], passes: string[], extra: Partial<PlanInput> = {}): Plan {
  return parsePlan({ game, matches, passes, ...extra });
}

const sfcAnswers = ['3', '31', '1', '0', '310', '3', '10', '3', '0', '31', '1', '3', '0', '3'];
/** The sfc plan of E12 (24 bets). */
export const e12 = (): Plan =>
  parsePlan({ game: 'sfc', matches: sfcAnswers.map((a, i) => ({ id: `m${i + 1}`, picks: [...a].map((option) => ({ option })) })) });

