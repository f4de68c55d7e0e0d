import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { CardSkeleton, ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useFootballDetail, useFootballLiveText } from '../api/football-api.ts';
import { ChatPanel } from '../components/chat/chat-panel.tsx';
import { FootballAnalysisPanel } from '../components/football/analysis-panel.tsx';
import { FootballEventsPanel } from '../components/football/events-panel.tsx';
import { FootballHeader } from '../components/football/football-header.tsx';
import { LiveTextPanel } from '../components/live-text-panel.tsx';
import { MatchMissing } from '../components/match-missing.tsx';
import { FootballOddsPanel } from '../components/odds/football-odds-panel.tsx';
import { ReportSheet } from '../components/report/report-sheet.tsx';
import { VideoPanel } from '../components/video/video-panel.tsx';
import { useMatchActions } from '../hooks/use-match-actions.ts';
import { useMatchPush } from '../hooks/use-match-push.ts';
import { useTabParam } from '../hooks/use-tab-param.ts';
import { matchPaths } from '../routes.ts';
import styles from '../components/match.module.css';

const TABS = ['events', 'analysis', 'odds', 'live', 'chat', 'video'] as const;
type Tab = (typeof TABS)[number];

/** The football match centre (course_details?id=…): header and the six tabs. */
export default function FootballMatchPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <FootballMatch id={id} /> : <MatchMissing />;
}

function FootballMatch({ id }: { id: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'events');
  const detail = useFootballDetail(id);
  const liveText = useFootballLiveText(id);
  useMatchPush('football', id);
  const title = detail.data ? `${detail.data.home.shortName} vs ${detail.data.away.shortName}` : t('match.title');
  const actions = useMatchActions('football', id, title);

  if (detail.isError) return <MatchMissing />;
  const data = detail.data;
  return (
    <Page testId="football-match-page" nav={{ title, tone: 'brand' }}>
      {data ? <FootballHeader detail={data} actions={{ ...actions, onReport: () => actions.openReport({ matchId: id }) }} /> : <CardSkeleton />}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={styles.tabs} data-testid="match-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`match.tab.${key}`)} />
        ))}
      </Tabs>
      {!data ? (
        <ListSkeleton rows={6} />
      ) : (
        <div data-testid={`match-tab-${tab}`}>
          {tab === 'events' && <FootballEventsPanel id={id} version={data.version} status={data.status} clock={data.clock} />}
          {tab === 'analysis' && <FootballAnalysisPanel id={id} home={data.home} away={data.away} />}
          {tab === 'odds' && <FootballOddsPanel id={id} kickoffAt={data.kickoffAt} competitionId={data.competitionId} />}
          {tab === 'live' && <LiveTextPanel lines={liveText.data?.events} isPending={liveText.isPending} />}
          {tab === 'chat' && (
            <ChatPanel matchId={id} loginPath={matchPaths.login} onReport={(m) => actions.openReport({ matchId: id, messageId: m.id, quote: m.text })} />
          )}
          {tab === 'video' && <VideoPanel streams={[]} />}
        </div>
      )}
      <ReportSheet subject={actions.reportSubject} onClose={actions.closeReport} />
    </Page>
  );
}
