import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { useFootballAnalysis } from '../../api/football-api.ts';
import { AnalysisPanel, HeadToHeadSection, PositionsSection } from '../analysis-sections.tsx';
import { FormPills, TrendTable, type TrendSide } from './form-trends.tsx';
import styles from '../match.module.css';
import { beijingDate } from '../../../../lib/time/beijing.ts';

type Analysis = ReplyOf<typeof calls.footballAnalysis>;
type PastMatch = Analysis['headToHead']['matches'][number];

interface TeamRef {
  id: string;
  shortName: string;
}

/** 分析: head-to-head, both teams' recent form, table positions and goals/results trends. */
export function FootballAnalysisPanel({ id, home, away }: { id: string; home: TeamRef; away: TeamRef }) {
  const { t } = useTranslation();
  const analysis = useFootballAnalysis(id);
  return (
    <AnalysisPanel analysis={analysis}>
      {({ headToHead, form, standings }) => {
        const trend = (side: 'home' | 'away', teamId: string): TrendSide => ({ teamId, matches: form[side].matches, record: form[side].overall });
        return (
          <>
            <HeadToHeadSection
              summary={t('match.h2hSummary', { home: headToHead.homeWins, draws: headToHead.draws, away: headToHead.awayWins })}
              meetings={headToHead.matches.length ? <PastTable matches={headToHead.matches} /> : null}
            />
            <PositionsSection
              rows={standings.rows.filter((r) => r.team.id === home.id || r.team.id === away.id)}
              // A league's table is empty only before its season's first match is played.
              emptyNotice={standings.kind === 'league' ? t('match.tableNotStarted') : undefined}
              columns={[
                [t('match.rank'), (r) => r.rank],
                [t('match.played'), (r) => r.played],
                [t('match.wdl'), (r) => `${r.won}/${r.drawn}/${r.lost}`],
                [t('match.goals'), (r) => `${r.goalsFor}:${r.goalsAgainst}`],
                [t('match.points'), (r) => r.points],
                [t('match.form'), (r) => <FormPills outcomes={r.form} />],
              ]}
            />
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
          </>
        );
      }}
    </AnalysisPanel>
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
