import { ErrorBlock, Tabs } from 'antd-mobile';
import type { CalculatorMatchBase, CalculatorPlay } from '@scoreline/contract';
import type { Game } from '@scoreline/lottery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { saveDraft, useDraft } from '../model/draft.ts';
import { playLabel } from '../model/labels.ts';
import { clearSelection, toggleBanker, togglePick, type OfferedMatch } from '../model/selection.ts';
import { CalcFooter } from './calc-footer.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { MatchCard } from './match-card.tsx';
import styles from './lottery.module.css';

/** A tab of a calculator: the plays its cards show, and those behind "more". */
export interface CalculatorTab {
  key: string;
  plays: readonly string[];
  extra?: readonly string[];
}

type Row = CalculatorMatchBase & { handicap?: number; line?: number; plays: Partial<Record<string, CalculatorPlay>> };

interface OddsCalculatorProps {
  game: Game;
  title: string;
  testId: string;
  tabs: readonly CalculatorTab[];
  rows: readonly Row[] | undefined;
  loading: boolean;
  /** Beidan plans use one play: changing tab starts a new selection. */
  onePlayPerPlan?: boolean;
}

export function toOffered(row: Row, order: number): OfferedMatch {
  return {
    id: row.id,
    number: row.number,
    home: row.home.name,
    away: row.away.name,
    kickoffAt: row.kickoffAt,
    order,
    ...(row.handicap === undefined ? {} : { handicap: row.handicap }),
    ...(row.line === undefined ? {} : { line: row.line }),
    plays: row.plays,
  };
}

/** The jingcai football / basketball and beidan calculators: pick from the day's priced matches. */
export function OddsCalculator({ game, title, testId, tabs, rows, loading, onePlayPerPlan = false }: OddsCalculatorProps) {
  const { t } = useTranslation();
  const draft = useDraft(game);
  const [tabKey, setTabKey] = useState(tabs[0]?.key ?? '');
  const tab = tabs.find((x) => x.key === tabKey) ?? tabs[0];
  const offered = useMemo(() => (rows ?? []).map((r, i) => toOffered(r, i)), [rows]);
  const changeTab = (key: string) => {
    setTabKey(key);
    const next = tabs.find((x) => x.key === key);
    if (onePlayPerPlan && draft.matches.some((m) => m.picks.some((p) => !next?.plays.includes(p.play)))) saveDraft(clearSelection(draft));
  };
  return (
    <LotteryLayout title={title} testId={testId} footer={<CalcFooter draft={draft} />}>
      <div className={styles.tabs}>
        <Tabs activeKey={tab?.key ?? ''} onChange={changeTab}>
          {tabs.map((x) => (
            <Tabs.Tab key={x.key} title={x.key === 'mixed' ? t('lottery.mixed') : playLabel(t, x.key)} />
          ))}
        </Tabs>
      </div>
      {loading && <ListSkeleton rows={5} />}
      {!loading && offered.length === 0 && <ErrorBlock status="empty" title={t('lottery.noMatches')} description={t('lottery.noMatchesHint')} />}
      {tab &&
        offered.map((m) => (
          <MatchCard
            key={m.id}
            match={m}
            draft={draft}
            plays={tab.plays}
            {...(tab.extra ? { extra: tab.extra } : {})}
            onPick={(match, play, option, odds) => saveDraft(togglePick(draft, match, { play, option, ...(odds ? { odds } : {}) }))}
            onBanker={(id) => saveDraft(toggleBanker(draft, id))}
          />
        ))}
      <Disclaimer />
    </LotteryLayout>
  );
}
