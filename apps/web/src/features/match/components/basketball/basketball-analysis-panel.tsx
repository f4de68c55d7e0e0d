import type { BasketballPastGame, BasketballStandingRow } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { useBasketballAnalysis } from '../../api/basketball-api.ts';
import { line } from '../../utils/format.ts';
import { AnalysisPanel, HeadToHeadSection, PositionsSection } from '../analysis-sections.tsx';
import styles from '../match.module.css';
import { inOrder, sidesOf } from '../../../../lib/sides.ts';
import { streakText } from '../../../../lib/streak.ts';
import { beijingDate } from '../../../../lib/time/beijing.ts';

const SIDES = sidesOf('basketball');

/** 分析 (basketball): head-to-head, both teams' standings rows and recent games. */
export function BasketballAnalysisPanel({ id, homeName, awayName }: { id: string; homeName: string; awayName: string }) {
  const { t } = useTranslation();
  const analysis = useBasketballAnalysis(id);
  return (
    <AnalysisPanel analysis={analysis}>
      {({ headToHead, recent, standings }) => (
        <>
          <HeadToHeadSection
            summary={t('match.h2hSummaryNoDraw', { home: headToHead.homeWins, away: headToHead.awayWins })}
            meetings={headToHead.games.length ? <GamesTable games={headToHead.games} /> : null}
          />
          <PositionsSection
            rows={inOrder(SIDES, standings).filter((r): r is BasketballStandingRow => r !== null)}
            columns={[
              [t('match.rank'), (r) => `${t(`match.conference.${r.conference}`)} ${r.rank}`],
              [t('match.winLoss'), (r) => `${r.wins}-${r.losses}`],
              [t('match.winPct'), (r) => r.winPct.toFixed(3)],
              [t('match.lastTen'), (r) => `${r.lastTen.wins}-${r.lastTen.losses}`],
              [t('match.streak'), (r) => streakText(t, r.streak)],
            ]}
          />
          {SIDES.map((side) => (
            <section key={side} className={styles.section}>
              <h3 className={styles.sectionTitle}>{t('match.recentForm', { team: side === 'home' ? homeName : awayName })}</h3>
              <GamesTable games={recent[side]} />
            </section>
          ))}
        </>
      )}
    </AnalysisPanel>
  );
}

function GamesTable({ games }: { games: readonly BasketballPastGame[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('match.date')}</th>
          <th>{t(`match.${SIDES[0]}`)}</th>
          <th>{t('match.score')}</th>
          <th>{t(`match.${SIDES[1]}`)}</th>
          <th>{t('match.market.spread')}</th>
          <th>{t('match.market.total')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <tr key={g.matchId}>
            <td className={styles.muted}>{beijingDate(g.playedAt).slice(2)}</td>
            <td>{g[SIDES[0]].shortName}</td>
            <td>
              <b>{inOrder(SIDES, g.score).join('-')}</b>
            </td>
            <td>{g[SIDES[1]].shortName}</td>
            <td>{line(g.spread, true)}</td>
            <td>{line(g.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
