import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import type { HeaderActions } from '../football/football-header.tsx';
import { MatchHeader } from '../match-header.tsx';
import { inOrder, sidesOf } from '../../../../lib/sides.ts';
import { beijingDayTime } from '../../../../lib/time/beijing.ts';

type Detail = ReplyOf<typeof calls.basketballGameDetail>;

/**
 * A basketball period's name: Q1…Q4, then OT1, OT2…
 *
 * @example periodKey(5) // { key: 'ot', n: 1 }
 */
export function periodKey(period: number): { key: 'quarter' | 'ot'; n: number } {
  return period <= 4 ? { key: 'quarter', n: period } : { key: 'ot', n: period - 4 };
}

/** The header of a basketball game: the quarter and game clock while it runs. */
export function BasketballHeader({ detail, actions }: { detail: Detail; actions: HeaderActions }) {
  const { t } = useTranslation();
  const game = detail.game;
  const isLive = game.status === 'live' || game.status === 'break';
  let state = t(`match.state.${game.status}`);
  if (game.status === 'live' && game.period !== null) {
    const p = periodKey(game.period);
    state = t(`match.period.${p.key}`, { n: p.n });
  } else if (game.status === 'break') {
    state = t(game.phase === 'half_time' ? 'match.state.half_time' : 'match.state.break');
  }
  const sides = sidesOf('basketball');
  const half = detail.halfTime ? inOrder(sides, detail.halfTime) : null;
  const sub = game.status === 'scheduled' ? beijingDayTime(game.tipoffAt) : half ? t('match.halfTimeScore', { home: half[0], away: half[1] }) : null;
  return (
    <MatchHeader
      competition={game.competitionName}
      home={game.home}
      away={game.away}
      score={game.score}
      state={state}
      isLive={isLive}
      clock={game.status === 'live' ? game.clock : null}
      sub={sub}
      sides={sides}
      {...actions}
    />
  );
}
