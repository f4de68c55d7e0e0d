import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { LoginGate } from '../../wallet/components/login-gate.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { aiModelPaths } from '../ai-models-paths.ts';
import { useModelCounts } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';
import { ModelAccessLine } from '../components/model-access-line.tsx';

/** my_module: my data models: which I hold and until when, and the current day's matches each opens. */
export default function MyModulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useModelCounts();
  return (
    <Page testId="my-module-page" nav={{ title: t('ai-models.myModelsTitle'), tone: 'brand' }} onRefresh={() => counts.refetch()}>
      <LoginGate>
        <QueryView query={counts}>
          {(data) => (
            <>
              {data.access.map((a) => {
                const counts = data.sports.find((s) => s.sport === a.model);
                // Each sport counts its own current day (late in the Beijing evening the NBA's is tomorrow's).
                const day = counts && counts.day !== data.day ? counts.day : t('ai-models.today');
                return (
                  <div key={a.model} className={styles.card}>
                    <ModelAccessLine access={a} />
                    {counts ? (
                      <p className={styles.muted} data-testid={`model-today-${a.model}`}>
                        {t('ai-models.dayCounts', { day, published: counts.published, upcoming: counts.upcoming, withValue: counts.withValue, openable: counts.openable })}
                      </p>
                    ) : null}
                    <Button size="small" fill="outline" onClick={() => void navigate(a.model === 'football' ? aiModelPaths.dataModel : aiModelPaths.basketballDetails)}>
                      {t('ai-models.open')}
                    </Button>
                  </div>
                );
              })}
              <div style={{ padding: '0 12px' }}>
                <Button block color="primary" shape="rounded" onClick={() => void navigate(aiModelPaths.modelCombination)} data-testid="go-combination">
                  {t('ai-models.combinationTitle')}
                </Button>
              </div>
            </>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  );
}
