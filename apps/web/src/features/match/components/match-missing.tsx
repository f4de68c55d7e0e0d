import { Button } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice/notice.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useGoBack } from '../../../components/nav-bar/nav-bar.tsx';

/** A match page opened without a match id, or for a match that does not exist. */
export function MatchMissing() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Page testId="match-missing" nav={{ title: t('match.title'), tone: 'brand' }}>
      <Notice icon={<QuestionCircleOutline />} title={t('match.notFound')}>
        <Button shape="rounded" onClick={goBack}>
          {t('match.back')}
        </Button>
      </Notice>
    </Page>
  );
}
