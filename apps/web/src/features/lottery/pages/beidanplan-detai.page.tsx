import { PlanDetail } from '../components/plan-detail.tsx';

/** A saved beidan plan of the user. */
export default function BeidanplanDetaiPage() {
  return <PlanDetail kind="beidan" testId="beidanplan-detail" />;
}
