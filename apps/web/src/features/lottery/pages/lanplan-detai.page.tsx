import { PlanDetail } from '../components/plan-detail.tsx';

/** A saved basketball plan of the user. */
export default function LanplanDetaiPage() {
  return <PlanDetail kind="basketball" testId="lanplan-detail" />;
}
