import { ErrorBlock } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { usePoolIssue } from '../api/lottery-api.ts';
import { saveDraft, useDraft, emptyDraft } from '../model/draft.ts';
import { optionLabel } from '../model/labels.ts';
import { isPicked, toggleBanker, togglePick, type OfferedMatch } from '../model/selection.ts';
import { CalcFooter } from './calc-footer.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { OptionButton } from './option-button.tsx';
import styles from './lottery.module.css';

/**
 * 14-match (胜负彩) and pick-9 (任选9) over the issue on sale: 3 / 1 / 0 per match, with the
 * matches' jingcai SPF prices as reference; pick-9 also takes bankers (胆). A closed issue can
 * still be counted (e.g. to check a ticket); the server refuses to save it.
 */
export function PoolCalculator({ game }: { game: 'sfc' | 'rjiu' }) {
  const { t } = useTranslation();
  const draft = useDraft(game);
  const { data: issue, isPending } = usePoolIssue();
  useEffect(() => {
    if (issue && draft.issue !== issue.number) saveDraft({ ...emptyDraft(game), issue: issue.number });
  }, [issue, draft.issue, game]);
  const offered = useMemo<OfferedMatch[]>(
    () =>
      (issue?.matches ?? []).map((m, i) => ({
        id: m.id,
        number: String(m.position),
        home: m.home.name,
        away: m.away.name,
        kickoffAt: m.kickoffAt,
        order: i,
        plays: { SPF: { singleAllowed: false, options: (m.spf ?? [{ code: '3' }, { code: '1' }, { code: '0' }]).map((o) => ({ code: o.code, ...('odds' in o ? { odds: o.odds.toFixed(2) } : {}) })) } },
      })),
    [issue],
  );
  const selling = issue?.status === 'selling';
  return (
    <LotteryLayout title={t(game === 'sfc' ? 'lottery.title.sfc' : 'lottery.title.rjiu')} testId={`${game}-calculator`} footer={<CalcFooter draft={draft} />}>
      {issue && (
        <p className={styles.note} data-testid="pool-issue">
          {t('lottery.issue', { number: issue.number })} · {selling ? t('lottery.selling') : t('lottery.closed')}
        </p>
      )}
      {isPending && <ListSkeleton rows={8} />}
      {!isPending && !issue && <ErrorBlock status="empty" title={t('lottery.noIssue')} />}
      {offered.map((m) => {
        const selected = draft.matches.find((x) => x.id === m.id);
        return (
          <div key={m.id} className={styles.pool} data-testid={`match-${m.id}`}>
            <span>{m.number}</span>
            <span className={styles.teams}>
              {m.home} vs {m.away}
              {game === 'rjiu' && selected && (
                <button type="button" className={`${styles.banker} ${selected.banker ? styles.bankerOn : ''}`} onClick={() => saveDraft(toggleBanker(draft, m.id))} data-testid={`banker-${m.id}`}>
                  {t('lottery.banker')}
                </button>
              )}
            </span>
            <div className={styles.poolOptions}>
              {m.plays.SPF?.options.map((o) => (
                <OptionButton
                  key={o.code}
                  label={optionLabel(t, 'SPF', o.code)}
                  odds={o.odds}
                  picked={isPicked(draft, m.id, { play: 'SPF', option: o.code })}
                  onToggle={() => saveDraft(togglePick(draft, m, { play: 'SPF', option: o.code }))}
                  testId={`opt-${m.id}-SPF-${o.code}`}
                />
              ))}
            </div>
          </div>
        );
      })}
      <Disclaimer />
    </LotteryLayout>
  );
}
