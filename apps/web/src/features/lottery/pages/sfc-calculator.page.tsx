import { PoolCalculator } from '../components/pool-calculator.tsx';

/** sfc calculator over the 14-match issue on sale. */
export default function SfcCalculatorPage() {
  return <PoolCalculator game="sfc" />;
}
