import { PlanDetail } from '../components/plan-detail.tsx';

/** A saved football plan of the user. */
export default function PlanDetaiPage() {
  return <PlanDetail kind="football" testId="plan-detail" />;
}
