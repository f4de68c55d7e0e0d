import { ErrorBlock } from 'antd-mobile';
import type { PlanKind } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useSharedPlan } from '../api/lottery-api.ts';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { PlanView } from './plan-view.tsx';

const KINDS: readonly PlanKind[] = ['football', 'basketball', 'beidan', 'pool'];

/** A shared plan (`?code=`), readable without a login, with the odds it was made with. */
export function PlanShare({ kind: fixed, testId }: { kind?: PlanKind; testId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const asked = params.get('kind') ?? '';
  const kind = fixed ?? (KINDS.includes(asked as PlanKind) ? (asked as PlanKind) : 'football'); // checked against KINDS
  const plan = useSharedPlan(kind, code);
  return (
    <LotteryLayout title={t('lottery.shareTitle')} testId={testId}>
      {plan.isPending && code !== '' && <ListSkeleton rows={5} />}
      {(plan.isError || code === '') && <ErrorBlock status="empty" title={t('lottery.notFound')} description="" />}
      {plan.data && <PlanView plan={plan.data} />}
      <Disclaimer />
    </LotteryLayout>
  );
}
