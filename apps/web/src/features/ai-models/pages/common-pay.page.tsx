import type { PredictionCard } from '@scoreline/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { useFootballMatchModel, useFootballModelStats, useModelPackages, useRecommended } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';
import { FootballModelView } from '../components/football-model-view.tsx';
import { ModelAccessLine } from '../components/model-access-line.tsx';
import { ModelStatsCard } from '../components/model-stats-card.tsx';
import { PackagePicker } from '../components/package-picker.tsx';
import { PredictionHeader } from '../components/prediction-header.tsx';
import { useBuyPackages } from '../hooks/use-buy-packages.ts';

/** One recommended match; with the model it opens the match's published distributions. */
function RecommendedMatch({ card }: { card: PredictionCard }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const model = useFootballMatchModel(card.match.fixtureId, open);
  return (
    <>
      <PredictionHeader card={card} />
      {card.unlocked ? (
        <div style={{ padding: '0 8px' }}>
          <Button size="small" fill="outline" onClick={() => setOpen((o) => !o)} data-testid={`open-model-${card.id}`}>
            {open ? t('ai-models.hide') : t('ai-models.showModel')}
          </Button>
          {open ? <QueryView query={model}>{(m) => (m.probabilities ? <FootballModelView p={m.probabilities} /> : <p className={styles.note}>{t('ai-models.locked')}</p>)}</QueryView> : null}
        </div>
      ) : null}
    </>
  );
}

/** common_pay: the data tab's model entry: the football model's record, today's recommended matches, buying it. */
export default function CommonPayPage() {
  const { t } = useTranslation();
  const isUser = useIsUser();
  const packages = useModelPackages();
  const stats = useFootballModelStats();
  const recommended = useRecommended();
  const [chosen, setChosen] = useState<string | null>(null);
  const buy = useBuyPackages(packages.data?.packages ?? []);
  const pick = chosen ?? packages.data?.packages.find((p) => p.model === 'football')?.id ?? null;
  const football = packages.data?.access.find((a) => a.model === 'football');
  return (
    <Page testId="common-pay-page" nav={{ title: t('ai-models.dataModelTitle'), tone: 'brand' }}>
      <QueryView query={packages}>
        {(data) => (
          <>
            <div className={styles.card}>
              {football ? <ModelAccessLine access={football} /> : null}
              <p className={styles.muted}>{t('ai-models.footballPitch')}</p>
            </div>
            {isUser ? (
              <>
                <PackagePicker model="football" packages={data.packages} value={pick} onChange={setChosen} />
                <div style={{ padding: '0 12px' }}>
                  <Button block color="primary" shape="rounded" loading={buy.pending} disabled={pick === null} onClick={() => void buy.run([pick])} data-testid="buy-football-model">
                    {t('ai-models.subscribe')}
                  </Button>
                </div>
              </>
            ) : (
              <p className={styles.note}>{t('ai-models.loginToBuy')}</p>
            )}
          </>
        )}
      </QueryView>
      <QueryView query={stats}>{(s) => <ModelStatsCard stats={s} />}</QueryView>
      <QueryView query={recommended}>
        {(r) => (
          <div data-testid="recommended">
            <p className={styles.note}>{t('ai-models.recommendedTitle', { day: r.day })}</p>
            {r.items.length === 0 ? <p className={styles.note} data-testid="recommended-empty">{t('ai-models.noRecommended')}</p> : null}
            {r.items.map((card) => <RecommendedMatch key={card.id} card={card} />)}
          </div>
        )}
      </QueryView>
      <p className={styles.note}>{t('ai-models.responsible')}</p>
    </Page>
  );
}
