import { PlanDetail } from '../components/plan-detail.tsx';

/** A saved pool plan of the user. */
export default function SfcplanDetaiPage() {
  return <PlanDetail kind="pool" testId="sfcplan-detail" />;
}
