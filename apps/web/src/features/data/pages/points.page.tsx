import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { useFootballCompetition, useNbaStandings } from '../api/competitions.ts';
import { NbaTable } from '../components/nba-table.tsx';
import { Empty, QueryState } from '../components/query-state.tsx';
import { Segment } from '../components/segment.tsx';
import { StandingsTable } from '../components/standings-table.tsx';
import styles from '../components/data.module.css';
import { teamHref } from '../data-paths.ts';
import { useQueryParam } from '../hooks/use-query-param.ts';
import { venueTable, type Venue } from '../utils/table-logic.ts';
import { ReplayBadge } from '../components/replay-badge.tsx';

/** jf_details?id=…: the points table in full (won, drawn, lost, goals) overall, at home and away. */
export default function PointsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useQueryParam('id');
  const isNba = id === 'nba';
  const football = useFootballCompetition(id, !isNba && id !== '');
  const nba = useNbaStandings(isNba);
  const [venue, setVenue] = useState<Venue>('total');
  const title = t('data.pointsTitle', { name: (isNba ? nba.data?.competition.shortName : football.data?.competition.shortName) ?? '' });
  const venues = (['total', 'home', 'away'] as const).map((v) => ({ value: v, label: t(`data.venue.${v}`) }));
  return (
    <Page testId="points-page" nav={{ title, tone: 'brand' }} onRefresh={() => (isNba ? nba.refetch() : football.refetch())}>
      {isNba ? (
        <QueryState query={nba} rows={12}>
          {(data) =>
            data.conferences.map((c) => (
              <section key={c.conference} className={styles.section}>
                <div className={styles.sectionTitle}>{t(`data.conference.${c.conference}`)}</div>
                <NbaTable rows={c.rows} testId={`points-${c.conference}`} onTeam={(teamId) => void navigate(teamHref(teamId, 'basketball'))} />
              </section>
            ))
          }
        </QueryState>
      ) : (
        <QueryState query={football} rows={12} missing={id === ''}>
          {(data) =>
            data.standings.length === 0 ? (
              <Empty text={t('data.noTable')} />
            ) : (
              <section className={styles.section}>
                <div className={styles.sectionTitle}>
                  <span>
                    {t('data.seasonTable', { season: data.competition.season ?? '' })}
                    <ReplayBadge replayed={data.competition.replayed} />
                  </span>
                </div>
                <Segment options={venues} value={venue} onChange={setVenue} testId="points-venue" />
                <StandingsTable rows={venueTable(data.standings, venue)} columns="goals" showZones={data.competition.kind === 'league' && venue === 'total'} onTeam={(teamId) => void navigate(teamHref(teamId))} testId="points-table" />
                {data.competition.kind === 'league' && <ZoneLegend />}
              </section>
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

function ZoneLegend() {
  const { t } = useTranslation();
  return <div className={styles.note}>{t('data.zoneLegend')}</div>;
}
