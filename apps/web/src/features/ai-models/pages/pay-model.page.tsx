import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { LoginGate } from '../../wallet/components/login-gate.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { useModelPackages } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';
import { ModelAccessLine } from '../components/model-access-line.tsx';
import { PackagePicker } from '../components/package-picker.tsx';
import { useBuyPackages } from '../hooks/use-buy-packages.ts';

/** pay_model: buys the basketball model subscription (MobileCoin/lanKaiTongMx); renewal adds to the time left. */
export default function PayModelPage() {
  const { t } = useTranslation();
  const packages = useModelPackages();
  const [chosen, setChosen] = useState<string | null>(null);
  const buy = useBuyPackages(packages.data?.packages ?? []);
  const pick = chosen ?? packages.data?.packages.find((p) => p.model === 'basketball')?.id ?? null;
  return (
    <Page testId="pay-model-page" nav={{ title: t('ai-models.payModelTitle'), tone: 'brand' }}>
      <LoginGate>
        <QueryView query={packages}>
          {(data) => (
            <>
              <div className={styles.card}>
                {data.access.filter((a) => a.model === 'basketball').map((a) => <ModelAccessLine key={a.model} access={a} />)}
                <p className={styles.muted}>{t('ai-models.basketballPitch')}</p>
              </div>
              <PackagePicker model="basketball" packages={data.packages} value={pick} onChange={setChosen} />
              <div style={{ padding: '0 12px' }}>
                <Button block color="primary" shape="rounded" loading={buy.pending} disabled={pick === null} onClick={() => void buy.run([pick])} data-testid="buy-model">
                  {t('ai-models.subscribe')}
                </Button>
              </div>
            </>
          )}
        </QueryView>
      </LoginGate>
      <p className={styles.note}>{t('ai-models.responsible')}</p>
    </Page>
  );
}
