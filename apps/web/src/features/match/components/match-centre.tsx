import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { CardSkeleton, ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useMatchActions } from '../hooks/use-match-actions.ts';
import { useMatchPush } from '../hooks/use-match-push.ts';
import { useTabParam } from '../hooks/use-tab-param.ts';
import { matchPaths } from '../routes.ts';
import { ChatPanel } from './chat/chat-panel.tsx';
import type { HeaderActions } from './football/football-header.tsx';
import { LiveTextPanel, type LiveLine } from './live-text-panel.tsx';
import { MatchMissing } from './match-missing.tsx';
import { ReportSheet } from './report/report-sheet.tsx';
import { VideoPanel } from './video/video-panel.tsx';
import styles from './match.module.css';

const TABS = ['events', 'analysis', 'odds', 'live', 'chat', 'video'] as const;
type Tab = (typeof TABS)[number];
/** The tabs each sport draws itself; live text, chat and video are the same for both. */
export type SportTab = Extract<Tab, 'events' | 'analysis' | 'odds'>;

export interface MatchCentreProps<D> {
  sport: 'football' | 'basketball';
  id: string;
  detail: { data: D | undefined; isError: boolean };
  liveText: { lines: readonly LiveLine[] | undefined; isPending: boolean };
  /** The nav title (and share title) once the detail is in. */
  titleOf: (detail: D) => string;
  header: (detail: D, actions: HeaderActions) => ReactNode;
  panel: (tab: SportTab, detail: D) => ReactNode;
}

/** A match centre of either sport: the header and the six tabs, the open one kept in the address. */
export function MatchCentre<D>({ sport, id, detail, liveText, titleOf, header, panel }: MatchCentreProps<D>) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'events');
  useMatchPush(sport, id);
  const data = detail.data;
  const title = data ? titleOf(data) : t('match.title');
  const actions = useMatchActions(sport, id, title);

  if (detail.isError) return <MatchMissing />;
  return (
    <Page testId={`${sport}-match-page`} nav={{ title, tone: 'brand' }}>
      {data ? header(data, { ...actions, onReport: () => actions.openReport({ matchId: id }) }) : <CardSkeleton />}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={styles.tabs} data-testid="match-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`match.tab.${key}`)} />
        ))}
      </Tabs>
      {!data ? (
        <ListSkeleton rows={6} />
      ) : (
        <div data-testid={`match-tab-${tab}`}>
          {(tab === 'events' || tab === 'analysis' || tab === 'odds') && panel(tab, data)}
          {tab === 'live' && <LiveTextPanel lines={liveText.lines} isPending={liveText.isPending} />}
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
