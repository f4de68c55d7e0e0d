import { useTranslation } from 'react-i18next';
import { useBeidanMatches } from '../api/lottery-api.ts';
import { OddsCalculator, type CalculatorTab } from '../components/odds-calculator.tsx';

const TABS: readonly CalculatorTab[] = [
  { key: 'SPF', plays: ['SPF'] },
  { key: 'ZJQ', plays: ['ZJQ'] },
  { key: 'SXDS', plays: ['SXDS'] },
  { key: 'BF', plays: ['BF'] },
  { key: 'BQC', plays: ['BQC'] },
];

/** Beidan (北京单场): one play per plan, indicative SP, prizes at the 65 % return. */
export default function BeidanCalculatorPage() {
  const { t } = useTranslation();
  const { data, isPending } = useBeidanMatches();
  const rows = data?.matches.map((m) => ({ ...m, number: String(m.seq).padStart(3, '0') }));
  return <OddsCalculator game="beidan" title={t('lottery.title.beidan')} testId="beidan-calculator" tabs={TABS} rows={rows} loading={isPending} onePlayPerPlan />;
}
