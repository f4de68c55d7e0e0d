import type { ModelKind, ModelPackage } from '@scoreline/contract';
import { Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './ai-models.module.css';

export interface PackagePickerProps {
  model: ModelKind;
  packages: readonly ModelPackage[];
  /** The chosen package id; null: none of this model. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Offers "none" (the combination page buys either model alone). */
  optional?: boolean;
}

/** One model's packages (days, coins, coins a day) to choose from. */
export function PackagePicker({ model, packages, value, onChange, optional = false }: PackagePickerProps) {
  const { t } = useTranslation();
  const mine = packages.filter((p) => p.model === model);
  return (
    <div className={styles.card} data-testid={`packages-${model}`}>
      <p className={styles.title}>{t(`ai-models.model.${model}`)}</p>
      <Radio.Group value={value ?? 'none'} onChange={(v) => onChange(v === 'none' ? null : String(v))}>
        {optional ? (
          <div className={styles.package}>
            <Radio value="none">{t('ai-models.packages.none')}</Radio>
          </div>
        ) : null}
        {mine.map((p) => (
          <div key={p.id} className={`${styles.package} ${value === p.id ? styles.selected : ''}`} data-testid={`package-${p.id}`}>
            <Radio value={p.id}>{t('ai-models.packages.days', { days: p.days })}</Radio>
            <span>
              {t('ai-models.coins', { coins: p.priceCoins })}{' '}
              <span className={styles.muted}>{t('ai-models.packages.perDay', { coins: (p.priceCoins / p.days).toFixed(1) })}</span>
            </span>
          </div>
        ))}
      </Radio.Group>
    </div>
  );
}

/** The total list price of the chosen packages (the VIP discount is applied at purchase). */
export function totalOf(packages: readonly ModelPackage[], chosen: readonly (string | null)[]): number {
  return chosen.reduce((sum, id) => sum + (packages.find((p) => p.id === id)?.priceCoins ?? 0), 0);
}
