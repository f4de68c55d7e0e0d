import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import styles from '../match.module.css';

type LiveEvent = ReplyOf<typeof calls.footballLiveText>['events'][number];

const MARKS = ['kickoff', 'half_time', 'second_half', 'full_time'] as const;
const INCIDENTS = ['goal', 'yellow_card', 'red_card'] as const;
type Mark = (typeof MARKS)[number];
type Incident = (typeof INCIDENTS)[number];

const isMark = (kind: string): kind is Mark => (MARKS as readonly string[]).includes(kind);
const isIncident = (kind: string): kind is Incident => (INCIDENTS as readonly string[]).includes(kind);

function EventIcon({ kind }: { kind: string }) {
  if (kind === 'yellow_card') return <span className={styles.yellow} />;
  if (kind === 'red_card') return <span className={styles.red} />;
  // Drawn, not an emoji: phones without a colour emoji font would show a blank box.
  return (
    <svg className={styles.eventIcon} width="13" height="13" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="#fff" stroke="#333" strokeWidth="1.5" />
      <polygon points="10,5.5 14,8.4 12.5,13 7.5,13 6,8.4" fill="#333" />
    </svg>
  );
}

/** The event timeline: goals and cards by side, newest first, with the phase marks between. */
export function Timeline({ events }: { events: readonly LiveEvent[] }) {
  const { t } = useTranslation();
  const shown = events.filter((e) => isMark(e.kind) || isIncident(e.kind)).reverse();
  if (shown.length === 0) return <p className={styles.empty}>{t('match.noEvents')}</p>;
  return (
    <ul className={styles.timeline} data-testid="match-timeline">
      {shown.map((e) =>
        isMark(e.kind) ? (
          <li key={e.seq} className={styles.timelineRow}>
            <span className={styles.timelineMark}>
              {t(`match.phase.${e.kind}`)} {e.kind === 'kickoff' ? '' : `${e.score.home}-${e.score.away}`}
            </span>
          </li>
        ) : (
          <li key={e.seq} className={styles.timelineRow} data-testid="timeline-event">
            <span className={styles.timelineHome}>{e.side === 'home' && <EventLabel event={e} />}</span>
            <span className={styles.timelineMinute}>{e.minute}</span>
            <span className={styles.timelineAway}>{e.side === 'away' && <EventLabel event={e} />}</span>
          </li>
        ),
      )}
    </ul>
  );
}

function EventLabel({ event }: { event: LiveEvent }) {
  const { t } = useTranslation();
  return (
    <>
      <EventIcon kind={event.kind} />
      {isIncident(event.kind) && t(`match.event.${event.kind}`)}
      {event.kind === 'goal' && ` ${event.score.home}-${event.score.away}`}
    </>
  );
}
