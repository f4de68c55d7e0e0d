import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { LoginGate } from '../../wallet/components/login-gate.tsx';
import { QueryView } from '../../wallet/components/query-view.tsx';
import { useModelPackages } from '../api/ai-models.ts';
import styles from '../components/ai-models.module.css';
import { ModelAccessLine } from '../components/model-access-line.tsx';
import { PackagePicker, totalOf } from '../components/package-picker.tsx';
import { useBuyPackages } from '../hooks/use-buy-packages.ts';

/** modules_pay: the model combination: choose a football and/or a basketball package and buy them together. */
export default function ModulesPayPage() {
  const { t } = useTranslation();
  const packages = useModelPackages();
  const [football, setFootball] = useState<string | null>(null);
  const [basketball, setBasketball] = useState<string | null>(null);
  const list = packages.data?.packages ?? [];
  const buy = useBuyPackages(list);
  const total = totalOf(list, [football, basketball]);
  const footer = (
    <div className={styles.footer}>
      <span className={styles.total} data-testid="combination-total">{t('ai-models.total', { coins: total })}</span>
      <Button color="primary" shape="rounded" disabled={total === 0} loading={buy.pending} onClick={() => void buy.run([football, basketball])} data-testid="buy-combination">
        {t('ai-models.buy')}
      </Button>
    </div>
  );
  return (
    <Page testId="modules-pay-page" nav={{ title: t('ai-models.combinationTitle'), tone: 'brand' }} footer={footer}>
      <LoginGate>
        <QueryView query={packages}>
          {(data) => (
            <>
              <div className={styles.card}>{data.access.map((a) => <ModelAccessLine key={a.model} access={a} />)}</div>
              <PackagePicker model="football" packages={data.packages} value={football} onChange={setFootball} optional />
              <PackagePicker model="basketball" packages={data.packages} value={basketball} onChange={setBasketball} optional />
              <p className={styles.note}>{t('ai-models.vipNote')}</p>
            </>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  );
}
