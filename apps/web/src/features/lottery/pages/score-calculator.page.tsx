import { useTranslation } from 'react-i18next';
import { useFootballMatches } from '../api/lottery-api.ts';
import { OddsCalculator, type CalculatorTab } from '../components/odds-calculator.tsx';

const TABS: readonly CalculatorTab[] = [
  { key: 'mixed', plays: ['SPF', 'RQSPF'], extra: ['BF', 'ZJQ', 'BQC'] },
  { key: 'SPF', plays: ['SPF'] },
  { key: 'RQSPF', plays: ['RQSPF'] },
  { key: 'BF', plays: ['BF'] },
  { key: 'ZJQ', plays: ['ZJQ'] },
  { key: 'BQC', plays: ['BQC'] },
];

/** Jingcai football: every play and mixed (混合过关) over the matches on sale. */
export default function ScoreCalculatorPage() {
  const { t } = useTranslation();
  const { data, isPending } = useFootballMatches();
  return <OddsCalculator game="jczq" title={t('lottery.title.jczq')} testId="score-calculator" tabs={TABS} rows={data?.matches} loading={isPending} />;
}
