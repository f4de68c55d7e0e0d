import { PlanDetail } from '../components/plan-detail.tsx';

/** A saved pool plan of the user. */
export default function RjiuplanDetaiPage() {
  return <PlanDetail kind="pool" testId="rjiuplan-detail" />;
}
