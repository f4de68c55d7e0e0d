import { aiPlanNotice, type AiPlanNotice } from '@scoreline/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/events/app-events.ts';
import { loadTexts } from '../../../lib/i18n/i18n.ts';
import { push } from '../../../lib/push/index.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { planNoticeHref } from '../ai-chase-paths.ts';
import { useNotifySettings } from '../api/ai-chase.ts';

/** What the message layer's top banner shows: a title, and the link a tap follows. */
export interface NoticeBanner {
  title: string;
  href: string;
}

/** The notice a `gameMsg` frame carries, or undefined for anything else. */
export function parsePlanNotice(data: string): AiPlanNotice | undefined {
  try {
    const notice = aiPlanNotice.safeParse(JSON.parse(data));
    return notice.success ? notice.data : undefined;
  } catch {
    return undefined;
  }
}

// Hour and minute only, so the banner fits one line: plans are published in the 12 h before kick-off.
// Beijing time, as the score rows show it (the product's users are in China), whatever the phone's zone.
const kickoffTime = (ms: number, locale: string) => new Date(ms).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' });

/**
 * While a registered user who chose at least one plan line is signed in, listens on their own
 * push topic (`jh:{key}`, from getJhSets) and hands each new plan's notice to `show`. The topic
 * follows the login: a logout unsubscribes, another account subscribes to its own; the push
 * client re-sends the subscription after every reconnect.
 */
export function usePlanNotices(show: (banner: NoticeBanner) => void): void {
  const { t, i18n } = useTranslation();
  const isUser = useIsUser();
  const settings = useNotifySettings(isUser);
  const data = isUser ? settings.data : undefined;
  const topic = data?.lines.some((l) => l.notify) ? data.topic : null;
  const locale = i18n.language;
  useEffect(() => {
    if (!topic) return;
    let live = true;
    push.subscribe(topic);
    // This feature's texts load with its pages; a notice may come on any page, so fetch them here
    // (now, so the banner does not wait; again on each notice, in case this fetch failed).
    loadTexts(['ai-chase']).catch(() => undefined);
    const off = appEvents.on('gameMsg', (frame) => {
      const notice = parsePlanNotice(frame);
      if (!notice) return;
      const title = () => t('ai-chase.notice', { line: t(`ai-chase.line.${notice.line}`), time: kickoffTime(notice.kickoffAt, locale) });
      loadTexts(['ai-chase'])
        .then(() => live && show({ title: title(), href: planNoticeHref(notice.sport) }))
        .catch((error: unknown) => console.warn('plan notice texts failed to load', error));
    });
    return () => {
      live = false; // a notice still waiting for its texts belongs to the session that just ended
      off();
      push.unsubscribe(topic);
    };
  }, [topic, t, locale, show]);
}
