import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useIsFavourite, useToggleFavourite } from '../api/favourite-api.ts';
import type { ReportSubject } from '../components/report/report-sheet.tsx';

/** The header's actions: favourite (visitor or user), share (system sheet or copied link) and report. */
export function useMatchActions(sport: 'football' | 'basketball', id: string, title: string) {
  const { t } = useTranslation();
  const isFavourite = useIsFavourite(sport, id);
  const toggle = useToggleFavourite(sport, id);
  const [reportSubject, setReportSubject] = useState<ReportSubject | null>(null);

  const onToggleFavourite = () => {
    toggle.mutate(!isFavourite, { onSuccess: (reply) => showToast(t(reply.collected ? 'match.favourited' : 'match.unfavourited')) });
  };
  const onShare = () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      navigator.share({ title, url }).catch(() => undefined); // the user closed the sheet
      return;
    }
    navigator.clipboard?.writeText(url).then(
      () => showToast(t('match.linkCopied')),
      () => showToast(url),
    );
  };
  return {
    isFavourite,
    onToggleFavourite,
    onShare,
    reportSubject,
    openReport: (subject: ReportSubject) => setReportSubject(subject),
    closeReport: () => setReportSubject(null),
  };
}
