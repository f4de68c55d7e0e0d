import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NbaPastGame, NbaSplit, NbaTeamReply } from '../api/data-types.ts';
import { formatWinPct } from '../utils/table-logic.ts';
import { MatchLine } from './match-line.tsx';
import { NbaGameRow } from './nba-table.tsx';
import { Empty } from './query-state.tsx';
import { HeroCard, type HeroStat } from './team-hero.tsx';
import { VirtualList } from '../../../components/virtual-list/virtual-list.tsx';
import styles from './data.module.css';
import { inOrder, sidesOf } from '../../../lib/sides.ts';
import { streakText } from '../../../lib/streak.ts';
import { beijingMonthDay } from '../../../lib/time/beijing.ts';

/** An NBA team page: its conference row, season splits, next games and every game of its season so far. */
export function NbaTeamView({ data }: { data: NbaTeamReply }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'info' | 'games'>('info');
  return (
    <>
      <NbaTeamHero data={data} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'games' ? 'games' : 'info')} className={`${styles.tabsWrap} ${styles.tabHeader}`}>
        <Tabs.Tab title={t('data.team.info')} key="info" />
        <Tabs.Tab title={t('data.team.games')} key="games" />
      </Tabs>
      {tab === 'info' ? (
        <>
          <SplitsTable data={data} />
          <section className={styles.section} data-testid="team-upcoming">
            <div className={styles.sectionTitle}>{t('data.team.upcoming')}</div>
            {data.upcoming.length === 0 ? <Empty text={t('data.noFixtures')} /> : data.upcoming.map((g) => <NbaGameRow key={g.id} game={g} />)}
          </section>
        </>
      ) : (
        <section className={styles.section}>
          {data.games.length === 0 ? (
            <Empty text={t('data.noResults')} />
          ) : (
            <VirtualList items={data.games} rowHeight={45} keyOf={(g) => g.matchId} render={(g) => <NbaPastGameRow game={g} teamId={data.team.id} />} testId="team-games" />
          )}
        </section>
      )}
    </>
  );
}

function NbaTeamHero({ data }: { data: NbaTeamReply }) {
  const { t } = useTranslation();
  const s = data.standing;
  const stats: HeroStat[] = s
    ? [
        { key: 'rank', value: `${t(`data.conference.${s.conference}`)} ${s.rank}` },
        { key: 'record', value: `${s.wins}-${s.losses}` },
        { key: 'pct', value: formatWinPct(s.winPct) },
        { key: 'streak', value: streakText(t, s.streak) },
      ]
    : [];
  return <HeroCard team={data.team} sub={`NBA · ${data.season ?? ''}`} replayed={data.replayed} stats={stats} />;
}

function SplitsTable({ data }: { data: NbaTeamReply }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'total', split: data.splits.all },
    { key: 'home', split: data.splits.atHome },
    { key: 'away', split: data.splits.onRoad },
  ] as const;
  const record = (a: number, b: number, c: number) => `${a}-${b}${c > 0 ? `-${c}` : ''}`;
  return (
    <section className={styles.section}>
      <div className={styles.sectionTitle}>{t('data.team.splits')}</div>
      <table className={styles.table} data-testid="nba-splits">
        <thead>
          <tr>
            <th />
            <th>{t('data.col.wins')}-{t('data.col.losses')}</th>
            <th>{t('data.col.pointsFor')}</th>
            <th>{t('data.col.pointsAgainst')}</th>
            <th>{t('data.col.ats')}</th>
            <th>{t('data.col.overUnder')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, split }: { key: 'total' | 'home' | 'away'; split: NbaSplit }) => (
            <tr key={key}>
              <td>{t(`data.venue.${key}`)}</td>
              <td>{`${split.wins}-${split.losses}`}</td>
              <td>{split.pointsFor.toFixed(1)}</td>
              <td>{split.pointsAgainst.toFixed(1)}</td>
              <td>{record(split.ats.covers, split.ats.fails, split.ats.pushes)}</td>
              <td>{record(split.overUnder.overs, split.overUnder.unders, split.overUnder.pushes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A played NBA game seen from one team: its result colours the score. */
function NbaPastGameRow({ game, teamId }: { game: NbaPastGame; teamId: string }) {
  const mine = game.home.id === teamId ? game.score.home - game.score.away : game.score.away - game.score.home;
  return (
    <MatchLine
      meta={<span>{beijingMonthDay(game.playedAt)}</span>}
      home={game.home}
      away={game.away}
      score={inOrder(sidesOf('basketball'), game.score).join('-')}
      sport="basketball"
      outcome={mine > 0 ? 'W' : 'L'}
      testId={`past-${game.matchId}`}
    />
  );
}
