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
  return <span className={styles.eventIcon}>⚽</span>;
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
