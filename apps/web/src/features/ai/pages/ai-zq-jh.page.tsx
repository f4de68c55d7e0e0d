import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { ChaseEntry } from '../../ai-chase/components/chase-entry.tsx';
import { aiPaths } from '../ai-paths.ts';
import { PlansView } from '../components/plans-view.tsx';

/** ai_zq_jh: the football AI plans tab (胜平负, 进球数, 半全场) with the record and the scorecard link. */
export default function AiFootballPlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page testId="ai-football-page" nav={{ title: t('ai.footballTitle'), tone: 'brand', right: <Button size="mini" fill="none" style={{ color: '#fff' }} onClick={() => void navigate(aiPaths.scorecard)} data-testid="ai-scorecard-link">{t('ai.scorecard.link')}</Button> }}>
      <ChaseEntry />
      <PlansView types={['spf', 'jqs', 'bqc']} />
    </Page>
  );
}
