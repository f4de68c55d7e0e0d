import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../components/loading/loading.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { startApp } from '../boot/start-app.ts';
import { paths } from '../routes/paths.ts';
import { firstServedTab } from '../shell/tabs.ts';
import styles from './pages.module.css';

/** The entry screen ('/'): starts the visitor session, then opens the first tab that exists. */
export default function StartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  useEffect(() => {
    let live = true;
    startApp().then(
      () => live && void navigate(firstServedTab(), { replace: true }),
      (error: unknown) => {
        if (!live) return;
        const unreachable = isApiError(error, 'offline') || isApiError(error, 'noHost') || isApiError(error, 'transport');
        void navigate(unreachable ? paths.noNetwork : firstServedTab(), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <section className={styles.splash} data-testid="start-page">
      <img className={styles.splashLogo} src="/icons/icon-192.png" alt="" width={88} height={88} />
      <h1 className={styles.splashName}>{t('app.name')}</h1>
      <p className={styles.splashTagline}>{t('app.tagline')}</p>
      <div className={styles.splashLoading}>
        <Loading />
      </div>
    </section>
  );
}
