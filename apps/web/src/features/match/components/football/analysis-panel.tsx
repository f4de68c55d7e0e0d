import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useFootballAnalysis } from '../../api/football-api.ts';
import { beijingDate } from '../../utils/format.ts';
import { FormPills, TrendTable, type TrendSide } from './form-trends.tsx';
import styles from '../match.module.css';

type Analysis = ReplyOf<typeof calls.footballAnalysis>;
type PastMatch = Analysis['headToHead']['matches'][number];

/** 分析: head-to-head, both teams' recent form, table positions and goals/results trends. */
interface TeamRef {
  id: string;
  shortName: string;
}

export function FootballAnalysisPanel({ id, home, away }: { id: string; home: TeamRef; away: TeamRef }) {
  const { t } = useTranslation();
  const analysis = useFootballAnalysis(id);
  if (analysis.isPending) return <ListSkeleton rows={8} />;
  if (!analysis.data) return <p className={styles.empty}>{t('match.loadFailed')}</p>;
  const { headToHead, form, standings } = analysis.data;
  const rows = standings.rows.filter((r) => r.team.id === home.id || r.team.id === away.id);
  const trend = (side: 'home' | 'away', teamId: string): TrendSide => ({ teamId, matches: form[side].matches, record: form[side].overall });
  return (
    <div className={styles.panel} data-testid="match-analysis">
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>
          {t('match.headToHead')}
          <span className={styles.muted}>
            {t('match.h2hSummary', { home: headToHead.homeWins, draws: headToHead.draws, away: headToHead.awayWins })}
          </span>
        </h3>
        {headToHead.matches.length ? <PastTable matches={headToHead.matches} /> : <p className={styles.empty}>{t('match.noHeadToHead')}</p>}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('match.tablePositions')}</h3>
        {rows.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('match.team')}</th>
                <th>{t('match.rank')}</th>
                <th>{t('match.played')}</th>
                <th>{t('match.wdl')}</th>
                <th>{t('match.goals')}</th>
                <th>{t('match.points')}</th>
                <th>{t('match.form')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.team.id}>
                  <td>{r.team.shortName}</td>
                  <td>{r.rank}</td>
                  <td>{r.played}</td>
                  <td>{`${r.won}/${r.drawn}/${r.lost}`}</td>
                  <td>{`${r.goalsFor}:${r.goalsAgainst}`}</td>
                  <td>{r.points}</td>
                  <td><FormPills outcomes={r.form} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.empty}>{t('match.noStandings')}</p>
        )}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('match.trends')}</h3>
        <TrendTable sides={[trend('home', home.id), trend('away', away.id)]} names={[home.shortName, away.shortName]} />
      </section>
      {(['home', 'away'] as const).map((side) => (
        <section key={side} className={styles.section}>
          <h3 className={styles.sectionTitle}>
            {t('match.recentForm', { team: side === 'home' ? home.shortName : away.shortName })}
            <FormPills outcomes={form[side].matches.map((m) => m.outcome)} />
          </h3>
          <PastTable matches={form[side].matches} />
        </section>
      ))}
    </div>
  );
}

function PastTable({ matches }: { matches: readonly PastMatch[] }) {
  return (
    <table className={styles.table}>
      <tbody>
        {matches.map((m) => (
          <tr key={m.id}>
            <td className={styles.muted}>{beijingDate(m.playedAt).slice(2)}</td>
            <td>{m.competition}</td>
            <td style={{ textAlign: 'right' }}>{m.home.shortName}</td>
            <td>
              <b>{`${m.score.home}-${m.score.away}`}</b>
              {m.halfTime && <span className={styles.muted}>{` (${m.halfTime.home}-${m.halfTime.away})`}</span>}
            </td>
            <td style={{ textAlign: 'left' }}>{m.away.shortName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
