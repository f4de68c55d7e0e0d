import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../../components/nav-bar/nav-bar.tsx';
import { PullIndicator } from '../../../components/pull-refresh/pull-indicator.tsx';
import { usePullRefresh } from '../../../components/pull-refresh/use-pull-refresh.ts';
import { DateStrip } from '../components/score-header.tsx';
import { ScoreListBody } from '../components/score-list-body.tsx';
import { usePushMerge } from '../hooks/use-push-merge.ts';
import { useScoreBoard } from '../hooks/use-score-board.ts';
import type { ScoreRowModel, Sport } from '../model/score-row.ts';
import { matchPath } from '../routes.ts';
import styles from './pages.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';
import { opensMatchCentre } from '../../../lib/time/match-centre.ts';

/**
 * The schedule (course / courseL): a week of days from today, each day's matches with their
 * prices and stars, kept live by push like the tab. Query `date` opens a day.
 */
export function Schedule({ sport, testId }: { sport: Sport; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : beijingDate(now);
  const board = useScoreBoard(sport, 'schedule', date);
  const scrollRef = useRef<HTMLDivElement>(null);
  usePushMerge();
  const { refetch } = board.list;
  const pull = usePullRefresh(scrollRef, () => refetch());
  // A row from a picked date beyond the board's window has no match centre: it stays a plain row.
  const onOpen = useCallback(
    (row: ScoreRowModel) => {
      if (opensMatchCentre(row.kickoffAt)) void navigate(matchPath(row.sport, row.id));
    },
    [navigate],
  );
  return (
    <section className={styles.page} data-testid={testId}>
      <NavBar title={sport === 'football' ? t('scores.course.title') : t('scores.course.titleBasketball')} />
      <DateStrip mode="schedule" date={date} now={now} onChange={(day) => setParams({ date: day }, { replace: true })} />
      <div ref={scrollRef} className={styles.scroll}>
        <PullIndicator state={pull} />
        <ScoreListBody board={board} mode="schedule" scrollRef={scrollRef} onOpen={onOpen} />
      </div>
    </section>
  );
}
