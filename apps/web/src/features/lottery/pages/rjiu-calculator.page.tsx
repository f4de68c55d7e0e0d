import { PoolCalculator } from '../components/pool-calculator.tsx';

/** rjiu calculator over the 14-match issue on sale. */
export default function RjiuCalculatorPage() {
  return <PoolCalculator game="rjiu" />;
}
