import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { teamHref } from '../data-paths.ts';
import type { NbaReply } from '../api/data-types.ts';
import { NbaGameRow, NbaTable } from './nba-table.tsx';
import { Empty } from './query-state.tsx';
import { Segment } from './segment.tsx';
import styles from './data.module.css';

export type NbaTab = 'table' | 'results' | 'fixtures';

/** The NBA: conference tables (east / west), the board's latest results and next games. */
export function NbaCompetition({ data, tab, onTab }: { data: NbaReply; tab: NbaTab; onTab: (tab: NbaTab) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [conference, setConference] = useState<'east' | 'west'>('east');
  const table = data.conferences.find((c) => c.conference === conference);
  const games = tab === 'results' ? data.results : data.fixtures;
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => onTab(key as NbaTab)} className={`${styles.tabsWrap} ${styles.tabHeader}`}>
        <Tabs.Tab title={t('data.tab.table')} key="table" />
        <Tabs.Tab title={t('data.tab.results')} key="results" />
        <Tabs.Tab title={t('data.tab.fixtures')} key="fixtures" />
      </Tabs>
      {tab === 'table' ? (
        <section className={styles.section}>
          <Segment options={(['east', 'west'] as const).map((c) => ({ value: c, label: t(`data.conference.${c}`) }))} value={conference} onChange={setConference} testId="conference" />
          {table && table.rows.length > 0 ? <NbaTable rows={table.rows} testId="nba-standings" onTeam={(id) => void navigate(teamHref(id, 'basketball'))} /> : <Empty text={t('data.noTable')} />}
          <div className={styles.note}>{t('data.nbaNote', { count: data.competition.matches })}</div>
        </section>
      ) : (
        <section className={styles.section} data-testid={`nba-${tab}`}>
          {games.length === 0 ? <Empty text={tab === 'results' ? t('data.noResults') : t('data.noFixtures')} /> : games.map((g) => <NbaGameRow key={g.id} game={g} />)}
        </section>
      )}
    </>
  );
}
