import { Button, Checkbox, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../../components/nav-bar/nav-bar.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useScoreList } from '../api/use-score-lists.ts';
import { ListEmpty, ListSkeleton } from '../components/list-states.tsx';
import { competitionsOf } from '../model/filters.ts';
import type { Sport } from '../model/score-row.ts';
import { filtersStore, useScoreFilters, type FilterSlot } from '../stores/score-settings.ts';
import styles from './filter.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

export interface CompetitionFilterProps {
  slot: FilterSlot;
  sport: Sport;
  /** Which list's competitions are offered: the board now, or a day's (query `date`, default today). */
  source: 'live' | 'day';
  testId: string;
}

/**
 * Competition filter (screen_game_type, screen_game_type_z_now, screen_game_type_l): tick the
 * competitions to show; all ticked stores "no filter", so new competitions appear by default.
 */
export function CompetitionFilter({ slot, sport, source, testId }: CompetitionFilterProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const date = params.get('date') ?? beijingDate(Date.now());
  const list = useScoreList(sport, source === 'live' ? 'live' : 'schedule', date);
  const competitions = useMemo(() => competitionsOf(list.data?.rows ?? []), [list.data]);
  const stored = useScoreFilters()[slot];
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const selected = chosen ?? new Set(stored ?? competitions.map((c) => c.id));
  const allIds = competitions.map((c) => c.id);

  const apply = () => {
    if (selected.size === 0) {
      Toast.show({ content: t('scores.competitions.noneChosen') });
      return;
    }
    const everything = allIds.every((id) => selected.has(id));
    filtersStore.update({ [slot]: everything ? null : [...selected] });
    Toast.show({ content: t('scores.competitions.saved') });
    goBack();
  };

  const footer = (
    <div className={styles.footer}>
      <Button size="small" onClick={() => setChosen(new Set(allIds))} data-testid="filter-all">
        {t('scores.competitions.all')}
      </Button>
      <Button size="small" onClick={() => setChosen(new Set(allIds.filter((id) => !selected.has(id))))} data-testid="filter-invert">
        {t('scores.competitions.invert')}
      </Button>
      <Button size="small" onClick={() => setChosen(new Set())} data-testid="filter-clear">
        {t('scores.competitions.clear')}
      </Button>
      <Button size="small" color="primary" className={styles.apply} onClick={apply} data-testid="filter-apply">
        {t('scores.competitions.apply')}
      </Button>
    </div>
  );

  return (
    <Page testId={testId} nav={{ title: t('scores.competitions.title') }} footer={competitions.length > 0 ? footer : undefined}>
      {list.isPending && <ListSkeleton rows={4} />}
      {!list.isPending && competitions.length === 0 && <ListEmpty text={t('scores.competitions.empty')} />}
      <div className={styles.grid}>
        {competitions.map((c) => (
          <Checkbox
            key={c.id}
            className={styles.chip}
            checked={selected.has(c.id)}
            onChange={(on) => setChosen(new Set(on ? [...selected, c.id] : [...selected].filter((id) => id !== c.id)))}
            data-testid={`filter-competition-${c.id}`}
          >
            {c.name} <span className={styles.count}>{t('scores.competitions.count', { count: c.count })}</span>
          </Checkbox>
        ))}
      </div>
    </Page>
  );
}
