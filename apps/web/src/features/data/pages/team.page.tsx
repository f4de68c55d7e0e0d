import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useNbaTeam, useTeamGames, useTeamInfo } from '../api/teams.ts';
import { FixtureMatchRow, PastMatchRow } from '../components/football-rows.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { NbaTeamView } from '../components/nba-team.tsx';
import { Empty, QueryState } from '../components/query-state.tsx';
import { TeamHero } from '../components/team-hero.tsx';
import { VirtualList } from '../../../components/virtual-list/virtual-list.tsx';
import styles from '../components/data.module.css';
import { useQueryParam } from '../hooks/use-query-param.ts';

/** details1?teamId=…: a team page, its table numbers and next matches, and every played match. */
export default function TeamPage() {
  const teamId = useQueryParam('teamId');
  return useQueryParam('sport') === 'basketball' ? <NbaTeamPage teamId={teamId} /> : <FootballTeamPage teamId={teamId} />;
}

/** details1?teamId=…&sport=basketball: an NBA team. */
function NbaTeamPage({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const team = useNbaTeam(teamId, true);
  return (
    <Page testId="team-page" nav={{ title: team.data?.team.name ?? t('data.team.title'), tone: 'brand' }} onRefresh={() => team.refetch()}>
      <QueryState query={team} rows={8} missing={teamId === ''}>
        {(data) => <NbaTeamView data={data} />}
      </QueryState>
    </Page>
  );
}

function FootballTeamPage({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const info = useTeamInfo(teamId);
  const [tab, setTab] = useState<'info' | 'games'>('info');
  return (
    <Page testId="team-page" nav={{ title: info.data?.team.name ?? t('data.team.title'), tone: 'brand' }} onRefresh={() => info.refetch()}>
      <QueryState query={info} rows={8} missing={teamId === ''}>
        {(data) => (
          <>
            <TeamHero info={data} />
            <Tabs activeKey={tab} onChange={(key) => setTab(key === 'games' ? 'games' : 'info')} className={`${styles.tabsWrap} ${styles.tabHeader}`}>
              <Tabs.Tab title={t('data.team.info')} key="info" />
              <Tabs.Tab title={t('data.team.games')} key="games" />
            </Tabs>
            {tab === 'info' ? (
              <>
                <section className={styles.section} data-testid="team-upcoming">
                  <div className={styles.sectionTitle}>{t('data.team.upcoming')}</div>
                  {data.upcoming.length === 0 ? <Empty text={t('data.noFixtures')} /> : data.upcoming.map((m) => <FixtureMatchRow key={m.id} match={m} />)}
                </section>
                <section className={styles.section} data-testid="team-recent">
                  <div className={styles.sectionTitle}>{t('data.team.recent')}</div>
                  {data.recent.length === 0 ? <Empty text={t('data.noResults')} /> : data.recent.map((m) => <PastMatchRow key={m.id} match={m} />)}
                </section>
              </>
            ) : (
              <TeamGames teamId={teamId} />
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}

function TeamGames({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const games = useTeamGames(teamId);
  return (
    <section className={styles.section}>
      <QueryState query={games}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (items.length === 0) return <Empty text={t('data.noResults')} />;
          return (
            <>
              <div className={styles.note}>{t('data.team.gamesTotal', { count: data.pages[0]?.total ?? 0 })}</div>
              <VirtualList items={items} rowHeight={45} keyOf={(m) => m.id} render={(m) => <PastMatchRow match={m} />} testId="team-games" />
              <LoadMore hasMore={games.hasNextPage} loading={games.isFetchingNextPage} onMore={() => void games.fetchNextPage()} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
