import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { isWebViewAllowed, webViewSandbox } from '../utils/web-view-allow.ts';
import styles from '../components/content.module.css';

/** The in-app web view (webView and webViewPage): `?url=https://…&title=…`, allow-listed hosts only. */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') ?? t('content.webView');
  const allowed = isWebViewAllowed(url, window.location.origin);
  return (
    <Page testId="web-view-page" nav={{ title }}>
      {allowed ? (
        <iframe className={styles.frame} src={url} title={title} sandbox={webViewSandbox(url, window.location.origin)} referrerPolicy="no-referrer" data-testid="web-view-frame" />
      ) : (
        <div className={styles.blocked} data-testid="web-view-blocked">
          <p>{t('content.webViewBlocked')}</p>
          {/^https:\/\//.test(url) && (
            <Button color="primary" fill="outline" onClick={() => void window.open(url, '_blank', 'noopener,noreferrer')}>
              {t('content.openInBrowser')}
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
