import type { BasketballPastGame, BasketballStandingRow } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { useBasketballAnalysis } from '../../api/basketball-api.ts';
import { line } from '../../utils/format.ts';
import { AnalysisPanel, HeadToHeadSection, PositionsSection } from '../analysis-sections.tsx';
import styles from '../match.module.css';
import { beijingDate } from '../../../../lib/time/beijing.ts';

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
            rows={[standings.home, standings.away].filter((r): r is BasketballStandingRow => r !== null)}
            columns={[
              [t('match.rank'), (r) => `${t(`match.conference.${r.conference}`)} ${r.rank}`],
              [t('match.winLoss'), (r) => `${r.wins}-${r.losses}`],
              [t('match.winPct'), (r) => r.winPct.toFixed(3)],
              [t('match.lastTen'), (r) => `${r.lastTen.wins}-${r.lastTen.losses}`],
              [t('match.streak'), (r) => r.streak],
            ]}
          />
          {([['home', homeName], ['away', awayName]] as const).map(([side, name]) => (
            <section key={side} className={styles.section}>
              <h3 className={styles.sectionTitle}>{t('match.recentForm', { team: name })}</h3>
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
