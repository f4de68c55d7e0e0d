import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './loading.module.css';

/** The spec's loading indicator: a spinner with the text 加载中 (in the current language). */
export function Loading({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.loading} ${fill ? styles.fill : ''}`} role="status" data-testid="loading">
      <SpinLoading color="primary" style={{ '--size': '24px' }} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
