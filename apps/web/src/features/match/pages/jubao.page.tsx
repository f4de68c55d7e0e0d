import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../../components/nav-bar/nav-bar.tsx';
import { Page } from '../../../components/page/page.tsx';
import { MatchMissing } from '../components/match-missing.tsx';
import { ReportForm } from '../components/report/report-sheet.tsx';

/** 举报 (jubao?matchId=…[&messageId=…]): the report form as a page, for links from elsewhere. */
export default function JubaoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const matchId = params.get('matchId') ?? params.get('id');
  const messageId = params.get('messageId') ?? undefined;
  if (!matchId) return <MatchMissing />;
  return (
    <Page testId="jubao-page" nav={{ title: t('match.report'), tone: 'brand' }}>
      <ReportForm subject={{ matchId, messageId }} onDone={goBack} />
    </Page>
  );
}
