import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useBasketballBoxScore } from '../../api/basketball-api.ts';
import { StatBars } from '../football/stat-bars.tsx';
import { sidesOf } from '../../../../lib/sides.ts';
import { periodKey } from './basketball-header.tsx';
import { SeasonStats } from './season-stats.tsx';
import styles from '../match.module.css';

type Detail = ReplyOf<typeof calls.basketballGameDetail>;

const BOX_KEYS = ['rebounds', 'assists', 'steals', 'blocks', 'turnovers'] as const;
const SIDES = sidesOf('basketball');

/** 赛况 (basketball): points by quarter, then the team statistics so far (live) or final; playoff games have none. */
export function BasketballGamePanel({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const game = detail.game;
  const box = useBasketballBoxScore(game.id, game.status);
  const periods = game.periods ?? { home: [], away: [] };
  const count = Math.max(4, periods.home.length, periods.away.length);
  const header = Array.from({ length: count }, (_, i) => {
    const p = periodKey(i + 1);
    return t(`match.periodShort.${p.key}`, { n: p.n });
  });
  // StatBars' "home" is its left side: the team shown first.
  const home = box.data?.[SIDES[0]];
  const away = box.data?.[SIDES[1]];
  return (
    <div className={styles.panel}>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('match.byQuarter')}</h3>
        <table className={styles.table} data-testid="quarter-table">
          <thead>
            <tr>
              <th>{t('match.team')}</th>
              {header.map((h) => (
                <th key={h}>{h}</th>
              ))}
              <th>{t('match.total')}</th>
            </tr>
          </thead>
          <tbody>
            {SIDES.map((side) => (
              <tr key={side}>
                <td>{game[side].shortName}</td>
                {header.map((h, i) => (
                  <td key={h}>{periods[side][i] ?? '–'}</td>
                ))}
                <td>
                  <b>{game.score?.[side] ?? '–'}</b>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} data-testid="team-stats" aria-busy={box.isPending}>
        <h3 className={styles.sectionTitle}>{t('match.teamStats')}</h3>
        {box.isPending ? (
          <ListSkeleton rows={3} />
        ) : home && away ? (
          <StatBars
            lines={[
              { key: 'fg', label: t('match.box.fieldGoals'), home: home.fieldGoalsMade, away: away.fieldGoalsMade },
              { key: 'fgPct', label: t('match.box.fieldGoalPct'), home: home.fieldGoalPct, away: away.fieldGoalPct },
              { key: 'threes', label: t('match.box.threes'), home: home.threesMade, away: away.threesMade },
              { key: 'ft', label: t('match.box.freeThrows'), home: home.freeThrowsMade, away: away.freeThrowsMade },
              ...BOX_KEYS.map((key) => ({ key, label: t(`match.box.${key}`), home: home[key], away: away[key] })),
            ]}
          />
        ) : (
          <p className={styles.empty} data-testid="team-stats-empty">
            {t(box.data?.available === 'not_started' ? 'match.notStarted' : 'match.boxUnavailable')}
          </p>
        )}
      </section>
      <section className={styles.section}>
        <SeasonStats id={game.id} names={{ home: game.home.shortName, away: game.away.shortName }} sides={SIDES} />
      </section>
    </div>
  );
}
