import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { ModelEntry } from '../../ai-models/components/model-entry.tsx';
import { aiPaths } from '../ai-paths.ts';
import { PlansView } from '../components/plans-view.tsx';

/** ai_lan: the basketball AI plans tab (让分, 大小分, 大小分 2串1) with the record. */
export default function AiBasketballPlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page testId="ai-basketball-page" nav={{ title: t('ai.basketballTitle'), tone: 'brand', right: <Button size="mini" fill="none" style={{ color: '#fff' }} onClick={() => void navigate(aiPaths.scorecard)}>{t('ai.scorecard.link')}</Button> }}>
      <ModelEntry model="basketball" />
      <PlansView types={['rf', 'dxf', 'dxf2x1']} />
    </Page>
  );
}
