import { LotteryInputError, type LotteryProblemCode } from '@scoreline/lottery';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isGame } from './games.ts';

/**
 * Why the package refused a draft, as plain data (it crosses the worker boundary): the package's
 * code and params, rendered in the UI language by {@link useProblemText}; `message` is the
 * English text, shown only for the rare failure that has no code (a bug, not bad input).
 */
export interface LotteryProblem {
  code: LotteryProblemCode | null;
  params: Readonly<Record<string, string | number>>;
  message: string;
}

/** The problem of a package input error, or null for anything else. */
export function problemOf(error: unknown): LotteryProblem | null {
  return error instanceof LotteryInputError ? { code: error.code, params: error.params, message: error.problem } : null;
}

/** A failure without a code (kept as its message). */
export const uncoded = (message: string): LotteryProblem => ({ code: null, params: {}, message });

/**
 * Renders a problem in the UI language from `lottery.errors.<code>` (the server words it the same
 * way). The `game` param reads as the game's name, except in English, which keeps the package's text.
 *
 * @example useProblemText()({ code: 'passTooFewMatches', params: { pass: '3串1', legs: 3, matches: 2 }, message }) // '3串1 需要至少 3 场比赛，方案只有 2 场'
 */
export function useProblemText(): (problem: LotteryProblem) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (problem: LotteryProblem) => {
      if (problem.code === null) return problem.message;
      const game = problem.params.game;
      const named = isGame(game) && !i18n.language.startsWith('en') ? { game: t(`lottery.game.${game}`) } : {};
      return t(`lottery.errors.${problem.code}`, { ...problem.params, ...named });
    },
    [t, i18n.language],
  );
}
