import { BonusView } from '../components/bonus-view.tsx';

/** Prize optimisation for jczq plans. */
export default function BonusPage() {
  return <BonusView game="jczq" />;
}
