import type { BasketballPastGame, BasketballStandingRow } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useBasketballAnalysis } from '../../api/basketball-api.ts';
import { beijingDate, line } from '../../utils/format.ts';
import styles from '../match.module.css';

/** 分析 (basketball): head-to-head, both teams' standings rows and recent games. */
export function BasketballAnalysisPanel({ id, homeName, awayName }: { id: string; homeName: string; awayName: string }) {
  const { t } = useTranslation();
  const analysis = useBasketballAnalysis(id);
  if (analysis.isPending) return <ListSkeleton rows={8} />;
  if (!analysis.data) return <p className={styles.empty}>{t('match.loadFailed')}</p>;
  const { headToHead, recent, standings } = analysis.data;
  const rows = [standings.home, standings.away].filter((r): r is BasketballStandingRow => r !== null);
  return (
    <div className={styles.panel} data-testid="match-analysis">
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>
          {t('match.headToHead')}
          <span className={styles.muted}>{t('match.h2hSummaryNoDraw', { home: headToHead.homeWins, away: headToHead.awayWins })}</span>
        </h3>
        {headToHead.games.length ? <GamesTable games={headToHead.games} /> : <p className={styles.empty}>{t('match.noHeadToHead')}</p>}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('match.tablePositions')}</h3>
        {rows.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('match.team')}</th>
                <th>{t('match.rank')}</th>
                <th>{t('match.winLoss')}</th>
                <th>{t('match.winPct')}</th>
                <th>{t('match.lastTen')}</th>
                <th>{t('match.streak')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.team.id}>
                  <td>{r.team.shortName}</td>
                  <td>{`${t(`match.conference.${r.conference}`)} ${r.rank}`}</td>
                  <td>{`${r.wins}-${r.losses}`}</td>
                  <td>{r.winPct.toFixed(3)}</td>
                  <td>{`${r.lastTen.wins}-${r.lastTen.losses}`}</td>
                  <td>{r.streak}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.empty}>{t('match.noStandings')}</p>
        )}
      </section>
      {([['home', homeName], ['away', awayName]] as const).map(([side, name]) => (
        <section key={side} className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('match.recentForm', { team: name })}</h3>
          <GamesTable games={recent[side]} />
        </section>
      ))}
    </div>
  );
}

function GamesTable({ games }: { games: readonly BasketballPastGame[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('match.date')}</th>
          <th>{t('match.home')}</th>
          <th>{t('match.score')}</th>
          <th>{t('match.away')}</th>
          <th>{t('match.market.spread')}</th>
          <th>{t('match.market.total')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <tr key={g.matchId}>
            <td className={styles.muted}>{beijingDate(g.playedAt).slice(2)}</td>
            <td>{g.home.shortName}</td>
            <td>
              <b>{`${g.score.home}-${g.score.away}`}</b>
            </td>
            <td>{g.away.shortName}</td>
            <td>{line(g.spread, true)}</td>
            <td>{line(g.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
