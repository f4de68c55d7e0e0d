import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFootballResults } from '../api/competitions.ts';
import type { FootballCompetitionReply } from '../api/data-types.ts';
import { pointsHref, teamHref } from '../data-paths.ts';
import { venueTable, type Venue } from '../utils/table-logic.ts';
import { AttackDefence } from './attack-defence.tsx';
import { FixtureMatchRow, PastMatchRow } from './football-rows.tsx';
import { Empty, QueryState } from './query-state.tsx';
import { LoadMore } from './load-more.tsx';
import { Segment } from './segment.tsx';
import { StandingsTable } from './standings-table.tsx';
import { VirtualList } from '../../../components/virtual-list/virtual-list.tsx';
import styles from './data.module.css';
import { ReplayBadge } from './replay-badge.tsx';

export type FootballTab = 'table' | 'results' | 'fixtures' | 'goals';

/** A football competition: table (total / home / away, with form), results, fixtures, attack and defence. */
export function FootballCompetition({ data, tab, onTab }: { data: FootballCompetitionReply; tab: FootballTab; onTab: (tab: FootballTab) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openTeam = (teamId: string) => void navigate(teamHref(teamId));
  const isLeague = data.competition.kind === 'league';
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => onTab(key as FootballTab)} className={`${styles.tabsWrap} ${styles.tabHeader}`}>
        <Tabs.Tab title={isLeague ? t('data.tab.table') : t('data.tab.records')} key="table" />
        <Tabs.Tab title={t('data.tab.results')} key="results" />
        <Tabs.Tab title={t('data.tab.fixtures')} key="fixtures" />
        <Tabs.Tab title={t('data.tab.goals')} key="goals" />
      </Tabs>
      {tab === 'table' && <TablePanel data={data} onTeam={openTeam} onMore={() => void navigate(pointsHref(data.competition.id))} />}
      {tab === 'results' && <ResultsPanel competitionId={data.competition.id} />}
      {tab === 'fixtures' && (
        <section className={styles.section} data-testid="fixtures">
          {data.fixtures.length === 0 ? <Empty text={t('data.noFixtures')} /> : data.fixtures.map((f) => <FixtureMatchRow key={f.id} match={f} />)}
        </section>
      )}
      {tab === 'goals' && (data.standings.length === 0 ? <Empty text={t('data.noTable')} /> : <AttackDefence rows={data.standings} onTeam={openTeam} />)}
    </>
  );
}

function TablePanel({ data, onTeam, onMore }: { data: FootballCompetitionReply; onTeam: (teamId: string) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const [venue, setVenue] = useState<Venue>('total');
  if (data.standings.length === 0) return <Empty text={t('data.noTable')} />;
  const venues = (['total', 'home', 'away'] as const).map((v) => ({ value: v, label: t(`data.venue.${v}`) }));
  return (
    <section className={styles.section}>
      <div className={styles.sectionTitle}>
        <span>
          {t('data.seasonTable', { season: data.competition.season ?? '' })}
          <ReplayBadge replayed={data.competition.replayed} />
        </span>
        <button type="button" className={styles.sectionLink} onClick={onMore} data-testid="points-details">
          {t('data.pointsDetails')}
        </button>
      </div>
      <Segment options={venues} value={venue} onChange={setVenue} testId="venue" />
      <StandingsTable rows={venueTable(data.standings, venue)} columns="form" showZones={data.competition.kind === 'league'} onTeam={onTeam} testId="standings" />
      <div className={styles.note}>{data.asOf ? t('data.asOfNote', { count: data.competition.matches }) : t('data.fullSeasonNote', { count: data.competition.matches })}</div>
    </section>
  );
}

function ResultsPanel({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation();
  const results = useFootballResults(competitionId);
  return (
    <section className={styles.section}>
      <QueryState query={results}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (items.length === 0) return <Empty text={t('data.noResults')} />;
          return (
            <>
              <VirtualList items={items} rowHeight={45} keyOf={(m) => m.id} render={(m) => <PastMatchRow match={m} />} testId="results" />
              <LoadMore hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onMore={() => void results.fetchNextPage()} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
