import { PlanShare } from '../components/plan-share.tsx';

/** A shared beidan plan, public. */
export default function BeidanplanDetaiSharePage() {
  return <PlanShare kind="beidan" testId="beidanplan-share-page" />;
}
