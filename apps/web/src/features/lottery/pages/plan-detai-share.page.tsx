import { PlanShare } from '../components/plan-share.tsx';

/** A shared jingcai (or 14-match, with ?kind=) plan, public. */
export default function PlanDetaiSharePage() {
  return <PlanShare testId="plan-share-page" />;
}
