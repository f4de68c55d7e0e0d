import { useTranslation } from 'react-i18next';
import type { IssueMatch, IssueStats } from '../api/data-types.ts';
import { winningOdds } from '../utils/issue-logic.ts';
import { TeamName } from './team-name.tsx';
import styles from './data.module.css';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

/** The 14 results as digits, open ones grey. */
export function ResultDigits({ line, testId }: { line: string; testId: string }) {
  return (
    <div className={styles.digits} data-testid={testId}>
      {[...line].map((ch, i) => (
        <span key={i} className={`${styles.digit} ${ch === '-' ? styles.digitOpen : ''}`}>
          {ch}
        </span>
      ))}
    </div>
  );
}

/** One of the 14 matches: position, teams, score, and the reference 3/1/0 prices with the winner marked. */
export function IssueMatchRow({ match }: { match: IssueMatch }) {
  const { t } = useTranslation();
  const won = winningOdds(match);
  const score = match.score ? `${match.score.home}-${match.score.away}` : t('data.vs');
  return (
    <div className={styles.issueMatch} data-testid={`issue-match-${match.position}`}>
      <span className={styles.position}>{match.position}</span>
      <TeamName team={{ ...match.home, shortName: match.home.name, colour: '#888888' }} side="home" />
      <div className={`${styles.score} ${match.status === 'live' || match.status === 'break' ? styles.scoreLive : ''}`}>
        {score}
        <span className={styles.scoreSub}>{match.result ? <span className={styles.resultMark}>{match.result}</span> : beijingDayTime(match.kickoffAt).slice(6)}</span>
      </div>
      <TeamName team={{ ...match.away, shortName: match.away.name, colour: '#888888' }} side="away" />
      <div className={styles.prices}>
        {match.spf ? (
          match.spf.map((o) => (
            <span key={o.code} className={won !== null && o.code === match.result ? styles.priceWon : ''}>
              {`${o.code} ${o.odds.toFixed(2)}`}
            </span>
          ))
        ) : (
          <span>{t('data.noPrices')}</span>
        )}
      </div>
    </div>
  );
}

/** Counts, sum, breaks and hits by price rank of a drawn (or partly drawn) issue. */
export function IssueStatsGrid({ stats }: { stats: IssueStats }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'count3', value: stats.count3 },
    { key: 'count1', value: stats.count1 },
    { key: 'count0', value: stats.count0 },
    { key: 'voided', value: stats.voided },
    { key: 'sum', value: stats.sum },
    { key: 'breaks', value: stats.breaks },
    { key: 'favouriteHits', value: stats.favouriteHits },
    { key: 'upsets', value: stats.upsets.length },
  ] as const;
  return (
    <div className={styles.statsGrid} data-testid="issue-stats">
      {cells.map((c) => (
        <div key={c.key}>
          <strong>{c.value}</strong>
          <span>{t(`data.stats.${c.key}`)}</span>
        </div>
      ))}
    </div>
  );
}
