import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { CardSkeleton, ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useBasketballDetail, useBasketballLiveText } from '../api/basketball-api.ts';
import { BasketballAnalysisPanel } from '../components/basketball/basketball-analysis-panel.tsx';
import { BasketballHeader } from '../components/basketball/basketball-header.tsx';
import { BasketballOddsPanel } from '../components/basketball/basketball-odds-panel.tsx';
import { BasketballGamePanel } from '../components/basketball/game-panel.tsx';
import { ChatPanel } from '../components/chat/chat-panel.tsx';
import { LiveTextPanel } from '../components/live-text-panel.tsx';
import { MatchMissing } from '../components/match-missing.tsx';
import { ReportSheet } from '../components/report/report-sheet.tsx';
import { VideoPanel } from '../components/video/video-panel.tsx';
import { useMatchActions } from '../hooks/use-match-actions.ts';
import { useMatchPush } from '../hooks/use-match-push.ts';
import { useTabParam } from '../hooks/use-tab-param.ts';
import { matchPaths } from '../routes.ts';
import styles from '../components/match.module.css';

const TABS = ['events', 'analysis', 'odds', 'live', 'chat', 'video'] as const;
type Tab = (typeof TABS)[number];

/** The basketball match centre (course_detailsL?id=…): header and the six tabs. */
export default function BasketballMatchPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <BasketballMatch id={id} /> : <MatchMissing />;
}

function BasketballMatch({ id }: { id: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'events');
  const detail = useBasketballDetail(id);
  const liveText = useBasketballLiveText(id);
  useMatchPush('basketball', id);
  const game = detail.data?.game;
  const title = game ? `${game.away.shortName} @ ${game.home.shortName}` : t('match.title');
  const actions = useMatchActions('basketball', id, title);

  if (detail.isError) return <MatchMissing />;
  return (
    <Page testId="basketball-match-page" nav={{ title, tone: 'brand' }}>
      {detail.data ? <BasketballHeader detail={detail.data} actions={{ ...actions, onReport: () => actions.openReport({ matchId: id }) }} /> : <CardSkeleton />}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={styles.tabs} data-testid="match-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`match.tab.${key}`)} />
        ))}
      </Tabs>
      {!detail.data || !game ? (
        <ListSkeleton rows={6} />
      ) : (
        <div data-testid={`match-tab-${tab}`}>
          {tab === 'events' && <BasketballGamePanel detail={detail.data} />}
          {tab === 'analysis' && <BasketballAnalysisPanel id={id} homeName={game.home.shortName} awayName={game.away.shortName} />}
          {tab === 'odds' && <BasketballOddsPanel id={id} />}
          {tab === 'live' && <LiveTextPanel lines={liveText.data?.lines} isPending={liveText.isPending} />}
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
