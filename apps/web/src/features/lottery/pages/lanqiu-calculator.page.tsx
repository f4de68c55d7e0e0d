import { useTranslation } from 'react-i18next';
import { useBasketballMatches } from '../api/lottery-api.ts';
import { OddsCalculator, type CalculatorTab } from '../components/odds-calculator.tsx';

const TABS: readonly CalculatorTab[] = [
  { key: 'mixed', plays: ['SF', 'RFSF', 'DXF'], extra: ['SFC'] },
  { key: 'SF', plays: ['SF'] },
  { key: 'RFSF', plays: ['RFSF'] },
  { key: 'SFC', plays: ['SFC'] },
  { key: 'DXF', plays: ['DXF'] },
];

/** Jingcai basketball: SF, RFSF, SFC, DXF and mixed over the games on sale. */
export default function LanqiuCalculatorPage() {
  const { t } = useTranslation();
  const { data, isPending } = useBasketballMatches();
  return <OddsCalculator game="jclq" title={t('lottery.title.jclq')} testId="lanqiu-calculator" tabs={TABS} rows={data?.matches} loading={isPending} />;
}
