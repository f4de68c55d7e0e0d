import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useContentPage } from '../api/content-api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import styles from '../components/content.module.css';

/** The expert application page; the button shows once that page exists. */
const APPLY_PATH = '/pages/user/expert';

/** Expert recruitment (zhaomu): what we ask and offer, and the way to apply. */
export default function RecruitmentPage() {
  const { t } = useTranslation();
  const nav = useContentNavigation();
  const page = useContentPage('zhaomu');
  return (
    <Page testId="recruitment-page" nav={{ title: page.data?.title ?? t('content.recruitment') }} onRefresh={() => page.refetch()}>
      <div className={styles.page}>{page.data ? <ArticleBody html={page.data.html} onOpenLink={nav.openLink} /> : <Skeleton.Paragraph lineCount={8} animated />}</div>
      {nav.isServed(APPLY_PATH) && (
        <div className={styles.apply}>
          <Button block color="danger" onClick={() => nav.openPath(APPLY_PATH)} data-testid="recruitment-apply">
            {t('content.applyExpert')}
          </Button>
        </div>
      )}
    </Page>
  );
}
