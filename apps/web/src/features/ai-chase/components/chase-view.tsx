import { aiPlanType, type AiPlanType } from '@scoreline/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { RecordStrip } from '../../ai/components/record-strip.tsx';
import { aiChasePaths, payAiHref } from '../ai-chase-paths.ts';
import { useChaseList, useChaseSettings, useSaveChase } from '../api/ai-chase.ts';
import styles from './ai-chase.module.css';
import { ChaseDetail, SettingsLine, StatusTag } from './chase-detail.tsx';
import { ChaseForm } from './chase-form.tsx';
import { LoadState } from './load-state.tsx';
import { signedYuan } from './money.ts';
import { ResponsibleNote } from './responsible-note.tsx';

const day = (ms: number) => new Date(ms).toLocaleDateString();

function NewChase({ line }: { line: AiPlanType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useChaseSettings();
  const save = useSaveChase();
  return (
    <LoadState query={settings} rows={6}>
      {(view) => (
        <ChaseForm
          line={line}
          defaults={view.defaults}
          saving={save.isPending}
          onCancel={() => void navigate(payAiHref('chase'), { replace: true })}
          onSave={(s) => save.mutate({ settings: s }, {
            onSuccess: (plan) => {
              showToast(t('ai-chase.form.saved'));
              void navigate(payAiHref('chase', { id: String(plan.id) }), { replace: true });
            },
          })}
        />
      )}
    </LoadState>
  );
}

/** The chase tab: the subscription, the lines with their free record, the user's chase plans. */
function ChaseHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useChaseList();
  return (
    <LoadState query={list} rows={6}>
      {(data) => (
        <div data-testid="chase-home">
          <div className={styles.card}>
            {data.subscribed && data.activeUntil !== null ? (
              <p className={styles.muted} data-testid="chase-subscribed">{t('ai-chase.subscription.active', { day: day(data.activeUntil) })}</p>
            ) : (
              <div className={styles.row}>
                <span className={styles.muted} data-testid="chase-unsubscribed">{t('ai-chase.subscription.none')}</span>
                <Button size="mini" color="danger" onClick={() => void navigate(aiChasePaths.subscribe)} data-testid="chase-subscribe">{t('ai-chase.subscription.buy')}</Button>
              </div>
            )}
          </div>
          {data.subscribed ? (
            <div className={styles.card} data-testid="chase-my-plans">
              <p className={styles.title}>{t('ai-chase.plans.title')}</p>
              {data.plans.length === 0 ? <p className={styles.muted}>{t('ai-chase.plans.empty')}</p> : null}
              {data.plans.map((plan) => (
                <div key={plan.id} className={styles.field} role="button" tabIndex={0} data-testid="chase-plan"
                  onClick={() => void navigate(payAiHref('chase', { id: String(plan.id) }))}>
                  <div className={styles.row}>
                    <span>{t(`ai-chase.line.${plan.settings.line}`)} · {t('ai-chase.plans.steps', { steps: plan.steps })}</span>
                    <span className={plan.balance >= 0 ? styles.up : styles.down}>{signedYuan(plan.balance)}</span>
                    <StatusTag status={plan.status} />
                  </div>
                  <SettingsLine plan={plan} />
                </div>
              ))}
            </div>
          ) : null}
          <p className={styles.note}>{t('ai-chase.lines.title')}</p>
          {data.lines.map((line) => (
            <div key={line.line} data-testid={`chase-line-${line.line}`}>
              <div className={styles.row} style={{ padding: '0 12px' }}>
                <p className={styles.title}>{t(`ai-chase.line.${line.line}`)}</p>
                {data.subscribed ? (
                  <Button size="mini" color="danger" fill="outline" onClick={() => void navigate(payAiHref('chase', { new: line.line }))} data-testid={`chase-start-${line.line}`}>
                    {t('ai-chase.lines.start')}
                  </Button>
                ) : null}
              </div>
              <RecordStrip records={line.records} />
            </div>
          ))}
        </div>
      )}
    </LoadState>
  );
}

const isLine = (s: string | null): s is AiPlanType => aiPlanType.safeParse(s).success;

/** pay_ai?view=chase[&id=…|&new=line]: the chase home, one chase plan, or the form. */
export function ChaseView() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const line = search.get('new');
  return (
    <>
      {Number.isInteger(id) && id > 0 ? <ChaseDetail id={id} /> : isLine(line) ? <NewChase line={line} /> : <ChaseHome />}
      <ResponsibleNote />
    </>
  );
}
