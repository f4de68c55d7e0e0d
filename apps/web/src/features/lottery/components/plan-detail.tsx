import { Button, Dialog, ErrorBlock, Toast } from 'antd-mobile';
import type { PlanKind } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useDeletePlan, usePlan } from '../api/lottery-api.ts';
import { GAMES, shareLink } from '../model/games.ts';
import { Disclaimer } from './disclaimer.tsx';
import { LotteryLayout } from './lottery-layout.tsx';
import { PlanView } from './plan-view.tsx';
import styles from './lottery.module.css';

/** The owner's view of a saved plan (`?id=`): the plan, its share link, deletion. */
export function PlanDetail({ kind, testId }: { kind: PlanKind; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const plan = usePlan(kind, id);
  const remove = useDeletePlan(kind);
  const [link, setLink] = useState<string | null>(null);
  const record = plan.data;
  const share = async () => {
    if (!record) return;
    const url = shareLink(GAMES[record.game], record.shareId);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      Toast.show({ content: t('lottery.copied') });
    } catch {
      // No clipboard permission: the link is shown to copy by hand.
    }
  };
  const confirmDelete = async () => {
    if (!record || !(await Dialog.confirm({ content: t('lottery.deleteConfirm') }))) return;
    await remove.mutateAsync(record.id);
    Toast.show({ content: t('lottery.deleted') });
    void navigate(-1);
  };
  return (
    <LotteryLayout title={t('lottery.detailTitle')} testId={testId}>
      {plan.isPending && id !== '' && <ListSkeleton rows={5} />}
      {(plan.isError || id === '') && <ErrorBlock status="empty" title={t('lottery.notFound')} description="" />}
      {record && (
        <>
          <PlanView plan={record} />
          <div className={styles.actions} style={{ padding: '0 12px' }}>
            <Button color="danger" onClick={() => void share()} data-testid="plan-share">{t('lottery.share')}</Button>
            <Button onClick={() => void confirmDelete()} data-testid="plan-delete">{t('lottery.delete')}</Button>
          </div>
          {link && (
            <p className={styles.note}>
              {t('lottery.shareLink')}: <a href={link} data-testid="plan-share-link">{link}</a>
            </p>
          )}
        </>
      )}
      <Disclaimer />
    </LotteryLayout>
  );
}
