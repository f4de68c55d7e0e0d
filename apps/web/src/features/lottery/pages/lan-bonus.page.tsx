import { BonusView } from '../components/bonus-view.tsx';

/** Prize optimisation for jclq plans. */
export default function LanBonusPage() {
  return <BonusView game="jclq" />;
}
