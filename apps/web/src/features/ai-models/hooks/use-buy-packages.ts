import type { ModelPackage } from '@scoreline/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { newTapKey, useBuyModel } from '../api/ai-models.ts';
import { totalOf } from '../components/package-picker.tsx';

/**
 * Buys the chosen model packages after one confirmation, one purchase per package (each with its
 * own tap key, so a retry never charges twice); stops at the first refusal (e.g. too few coins).
 */
export function useBuyPackages(packages: readonly ModelPackage[]) {
  const { t } = useTranslation();
  const buy = useBuyModel();
  const run = async (ids: readonly (string | null)[]) => {
    const chosen = ids.map((id) => packages.find((p) => p.id === id)).filter((p): p is ModelPackage => p !== undefined);
    if (chosen.length === 0) return;
    const ok = await Dialog.confirm({ content: t('ai-models.confirmPackages', { coins: totalOf(packages, ids) }), confirmText: t('ai-models.confirm'), cancelText: t('ai-models.cancel') });
    if (!ok) return;
    let paid = 0;
    for (const p of chosen) paid += (await buy.mutateAsync({ model: p.model, id: p.id, idempotencyKey: newTapKey('model') })).paid;
    showToast(t('ai-models.bought', { coins: paid }));
  };
  return { run: (ids: readonly (string | null)[]) => run(ids).catch(() => undefined), pending: buy.isPending };
}
