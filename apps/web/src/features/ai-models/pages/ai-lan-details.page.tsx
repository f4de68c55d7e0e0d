import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { aiModelPaths, basketballDetailsHref, verifyHref } from '../ai-models-paths.ts';
import { useBasketballHint, useBasketballModelList, usePredictionDetail } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';
import { BasketballModelView } from '../components/basketball-model-view.tsx';
import { ModelAccessLine } from '../components/model-access-line.tsx';
import { ModelStatsCard } from '../components/model-stats-card.tsx';
import { PredictionHeader } from '../components/prediction-header.tsx';

/** One published basketball prediction: the free part, and the model's numbers for subscribers. */
function MatchModel({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = usePredictionDetail(id);
  return (
    <QueryView query={detail}>
      {(d) => (
        <>
          <PredictionHeader card={d} />
          {d.basketball ? (
            <BasketballModelView p={d.basketball} />
          ) : (
            <div className={styles.card} data-testid="model-locked">
              <p className={styles.muted}>{t('ai-models.locked')}</p>
              <Button block color="primary" shape="rounded" onClick={() => void navigate(aiModelPaths.payBasketballModel)} data-testid="go-pay-model">
                {t('ai-models.subscribe')}
              </Button>
            </div>
          )}
          {d.result ? <p className={styles.note}>{t('ai-models.result', { home: d.result.home, away: d.result.away })}</p> : null}
          {d.revealed ? (
            <Button size="small" fill="outline" style={{ margin: '0 8px' }} onClick={() => void navigate(verifyHref(d.id))} data-testid="verify-link">
              {t('ai-models.verify')}
            </Button>
          ) : null}
          <ModelStatsCard stats={d.stats} />
        </>
      )}
    </QueryView>
  );
}

/** The day's basketball model list, each match opening its details. */
function DayList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useBasketballModelList();
  return (
    <QueryView query={list}>
      {(data) => (
        <>
          <div className={styles.card}><ModelAccessLine access={data.access} /></div>
          {data.items.length === 0 ? <p className={styles.note} data-testid="model-empty">{t('ai-models.noPredictions', { day: data.day })}</p> : null}
          {data.items.map(({ prediction: p }) => (
            <div key={p.id} className={styles.card} role="button" tabIndex={0} onClick={() => void navigate(basketballDetailsHref(p.id))} data-testid={`lan-row-${p.id}`}>
              <div className={styles.row}>
                <span className={styles.match}>{p.match.home} vs {p.match.away}</span>
                <span className={p.unlocked ? styles.active : styles.muted}>{p.unlocked ? t('ai-models.open') : t('ai-models.lockedShort')}</span>
              </div>
              <p className={styles.muted}>{p.match.competition} · #{p.proof.seq} {p.proof.hash.slice(0, 12)}…</p>
            </div>
          ))}
        </>
      )}
    </QueryView>
  );
}

/** ai_lan_details: the AI basketball match model (?id=pred-…), or the day's model list without an id. */
export default function AiLanDetailsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const hint = useBasketballHint();
  return (
    <Page testId="ai-lan-details-page" nav={{ title: t('ai-models.basketballTitle'), tone: 'brand' }}>
      {id ? <MatchModel id={id} /> : <DayList />}
      {hint.data ? (
        <div className={styles.card} data-testid="model-hint">
          <p className={styles.title}>{t('ai-models.howItWorks')}</p>
          {hint.data.explanation.map((line) => <p key={line} className={styles.muted}>{line}</p>)}
        </div>
      ) : null}
      <p className={styles.note}>{t('ai-models.responsible')}</p>
    </Page>
  );
}
