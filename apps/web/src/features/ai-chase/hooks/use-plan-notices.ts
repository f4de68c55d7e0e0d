import { aiPlanNotice } from '@scoreline/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/events/app-events.ts';
import { push } from '../../../lib/push/index.ts';
import { showToast } from '../../../lib/toast.ts';
import { useNotifySettings } from '../api/ai-chase.ts';

/**
 * While mounted (the AI screens), listens on the user's own push topic and shows a toast for each
 * new AI plan of a line they chose. Frames that are not an AiPlanNotice are ignored.
 */
export function usePlanNotices(enabled: boolean): void {
  const { t } = useTranslation();
  const settings = useNotifySettings(enabled);
  const topic = settings.data?.lines.some((l) => l.notify) ? settings.data.topic : null;
  useEffect(() => {
    if (!topic) return;
    push.subscribe(topic);
    const off = appEvents.on('gameMsg', (data) => {
      let raw: unknown;
      try {
        raw = JSON.parse(data);
      } catch {
        return;
      }
      const notice = aiPlanNotice.safeParse(raw);
      if (notice.success) showToast(t('ai-chase.notice', { line: t(`ai-chase.line.${notice.data.line}`) }));
    });
    return () => {
      off();
      push.unsubscribe(topic);
    };
  }, [topic, t]);
}
