import { CalculatorOutline, FilterOutline, SetOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../../components/nav-bar/nav-bar.tsx';
import { PullIndicator } from '../../../components/pull-refresh/pull-indicator.tsx';
import { usePullRefresh } from '../../../components/pull-refresh/use-pull-refresh.ts';
import { DateStrip, ModeTabs, SportSwitch } from '../components/score-header.tsx';
import { ScoreListBody } from '../components/score-list-body.tsx';
import { useGoalReminder } from '../hooks/use-goal-reminder.ts';
import { useLiveTopics } from '../hooks/use-live-topics.ts';
import { usePushMerge } from '../hooks/use-push-merge.ts';
import { useScoreBoard } from '../hooks/use-score-board.ts';
import type { ScoreDialogData } from '../model/goal-reminder.ts';
import { dateStripOf, isScoreMode, modesOf, type ScoreMode } from '../model/modes.ts';
import type { ScoreRowModel, Sport } from '../model/score-row.ts';
import { matchPath, scorePaths } from '../routes.ts';
import styles from './pages.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';
import { opensMatchCentre } from '../../../lib/time/match-centre.ts';
import { DataPreparingGate } from '../../network/components/data-preparing.tsx';

export interface ScoreTabPageProps {
  /** Shows the app's match-score dialog (the global message layer owns it). */
  showScoreDialog: (data: ScoreDialogData) => void;
}

/** Sport, mode and day live in the query string, so back and shared links restore the view. */
function useView(now: number) {
  const [params, setParams] = useSearchParams();
  const sport: Sport = params.get('sport') === 'basketball' ? 'basketball' : 'football';
  const requested = params.get('mode');
  const mode: ScoreMode = isScoreMode(requested) && modesOf(sport).includes(requested) ? requested : 'live';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : beijingDate(now);
  const set = (next: { sport?: Sport; mode?: ScoreMode; date?: string }) => {
    const merged = { sport, mode, date, ...next };
    const search = new URLSearchParams({ sport: merged.sport, mode: merged.mode });
    if (dateStripOf(merged.mode)) search.set('date', merged.date);
    setParams(search, { replace: true });
  };
  return { sport, mode, date, set };
}

/** The scores tab: football or basketball, eight modes, a date strip, the live list. */
export function ScoreTabPage({ showScoreDialog }: ScoreTabPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const view = useView(now);
  const board = useScoreBoard(view.sport, view.mode, view.date);
  const scrollRef = useRef<HTMLDivElement>(null);

  usePushMerge();
  useGoalReminder({ showDialog: showScoreDialog });
  useLiveTopics(board.rows);

  const { refetch } = board.list;
  const pull = usePullRefresh(scrollRef, () => refetch());
  // A row from a picked date beyond the board's window has no match centre: it stays a plain row.
  const onOpen = useCallback(
    (row: ScoreRowModel) => {
      if (opensMatchCentre(row.kickoffAt)) void navigate(matchPath(row.sport, row.id));
    },
    [navigate],
  );
  const toolbar = useMemo(
    () => [
      { key: 'calculator', icon: <CalculatorOutline />, label: t('scores.calculator'), to: scorePaths.calculator },
      { key: 'filter', icon: <FilterOutline />, label: t('scores.filter'), to: `${scorePaths.screen}?sport=${view.sport}` },
      { key: 'settings', icon: <SetOutline />, label: t('scores.settings'), to: scorePaths.gameSetting },
    ],
    [t, view.sport],
  );

  return (
    <section className={styles.page} data-testid="scores-page" data-sport={view.sport} data-mode={view.mode}>
      <NavBar title={t('scores.title')} back={false} tone="brand" />
      <div className={styles.band}>
        <SportSwitch sport={view.sport} onChange={(sport) => view.set({ sport, mode: modesOf(sport).includes(view.mode) ? view.mode : 'live' })} />
        <div className={styles.tools}>
          {toolbar.map((tool) => (
            <button key={tool.key} type="button" className={styles.tool} aria-label={tool.label} onClick={() => void navigate(tool.to)} data-testid={`scores-${tool.key}`}>
              {tool.icon}
            </button>
          ))}
        </div>
      </div>
      <ModeTabs sport={view.sport} mode={view.mode} onChange={(mode) => view.set({ mode, date: beijingDate(now) })} />
      <DateStrip mode={view.mode} date={view.date} now={now} onChange={(date) => view.set({ date })} />
      <div ref={scrollRef} className={styles.scroll} data-testid="scores-scroll">
        <PullIndicator state={pull} />
        <DataPreparingGate>
          <ScoreListBody board={board} mode={view.mode} scrollRef={scrollRef} onOpen={onOpen} />
        </DataPreparingGate>
      </div>
    </section>
  );
}
