import type { AiPlanNotice, aiPlanNotice } from '@scoreline/contract';
import { loadAiChaseSchemas } from '@scoreline/contract/web';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/events/app-events.ts';
import { loadTexts } from '../../../lib/i18n/i18n.ts';
import { beijingTime } from '../../../lib/time/beijing.ts';
import { push } from '../../../lib/push/index.ts';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { planNoticeHref } from '../ai-chase-paths.ts';
import { fetchMissedNotices, useNotifySettings } from '../api/ai-chase.ts';
import { noticeMemory } from './notice-memory.ts';

/** What the message layer's top banner shows: a title, and the link a tap follows. */
export interface NoticeBanner {
  title: string;
  href: string;
}

/** The notice a `gameMsg` frame carries, or undefined for anything else. */
export function parsePlanNotice(data: string, schema: typeof aiPlanNotice): AiPlanNotice | undefined {
  try {
    const notice = schema.safeParse(JSON.parse(data));
    return notice.success ? notice.data : undefined;
  } catch {
    return undefined;
  }
}

// Hour and minute only, so the banner fits one line: plans are published in the 12 h before kick-off.
/**
 * One notice reads as it does live; several (a catch-up) share one banner, as the count and their
 * lines, which opens the plans of the newest one's sport. `more`: older ones were left out.
 */
export function noticeBanner(notices: readonly AiPlanNotice[], more: boolean, t: TFunction): NoticeBanner | undefined {
  const newest = notices.at(-1);
  if (!newest) return undefined;
  const line = (n: AiPlanNotice) => t(`ai-chase.line.${n.line}`);
  const href = planNoticeHref(newest.sport);
  if (notices.length === 1 && !more) return { title: t('ai-chase.notice', { line: line(newest), time: beijingTime(newest.kickoffAt) }), href };
  const lines = [...new Set(notices.map(line))].join(t('ai-chase.noticeLineSeparator'));
  return { title: t('ai-chase.noticeMany', { total: more ? `${notices.length}+` : String(notices.length), lines }), href };
}

/**
 * While a registered user who chose at least one plan line is signed in, listens on their own
 * push topic (`jh:{key}`, from getJhSets) and hands each new plan's notice to `show`. The topic
 * follows the login: a logout unsubscribes, another account subscribes to its own; the push
 * client re-sends the subscription after every reconnect. Each time it (re)subscribes — login,
 * every reconnect, the browser back online — it asks for the notices announced while it could not
 * hear them (getJhSets with `since`) and shows those it has not shown yet.
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
    const memory = noticeMemory(topic);
    push.subscribe(topic);
    // This feature's texts load with its pages; a notice may come on any page, so fetch them here
    // (now, so the banner does not wait; again on each notice, in case this fetch failed).
    loadTexts(['ai-chase']).catch(() => undefined);
    const present = (notices: readonly AiPlanNotice[], more: boolean) => {
      const fresh = new Set(memory.takeNew(notices.map((n) => n.id)));
      if (fresh.size === 0) return;
      loadTexts(['ai-chase'])
        .then(() => {
          const banner = noticeBanner(notices.filter((n) => fresh.has(n.id)), more, t);
          if (live && banner) show(banner);
        })
        .catch((error: unknown) => console.warn('plan notice texts failed to load', error));
    };
    const catchUp = () => {
      fetchMissedNotices(memory.since())
        .then((missed) => {
          if (!live || !missed) return; // a reply for the session that just ended
          memory.setSince(missed.next);
          present(missed.notices, missed.more);
        })
        .catch((error: unknown) => console.warn('missed plan notices failed to load', error));
    };
    const offFrame = appEvents.on('gameMsg', (frame) => {
      // The schemas load with the first frame (they resolve in arrival order), not with the listener.
      loadAiChaseSchemas()
        .then((schemas) => {
          const notice = parsePlanNotice(frame, schemas.aiPlanNotice);
          if (live && notice) present([notice], false);
        })
        .catch((error: unknown) => console.warn('plan notice schemas failed to load; frame dropped', error));
    });
    const offOpen = appEvents.on('pushOpen', catchUp);
    globalThis.addEventListener?.('online', catchUp);
    catchUp();
    return () => {
      live = false; // a notice still waiting for its texts belongs to the session that just ended
      offFrame();
      offOpen();
      globalThis.removeEventListener?.('online', catchUp);
      push.unsubscribe(topic);
    };
  }, [topic, t, locale, show]);
}
