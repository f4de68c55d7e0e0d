import { BonusView } from '../components/bonus-view.tsx';

/** Prize optimisation for beidan plans. */
export default function BeidanBonusPage() {
  return <BonusView game="beidan" />;
}
