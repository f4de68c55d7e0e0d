import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateStripOf, modesOf, type ScoreMode } from '../model/modes.ts';
import type { Sport } from '../model/score-row.ts';
import { DatePick } from './date-pick.tsx';
import styles from './score-header.module.css';
import { beijingDate, weekdayOf } from '../../../lib/time/beijing.ts';

const SPORTS: readonly Sport[] = ['football', 'basketball'];
const STRIP_DAYS = 7;

// The header re-renders with the page on every live update; its words are looked up once per
// language (an i18next lookup is the dearest part of such a render), see the components below.

export function SportSwitch({ sport, onChange }: { sport: Sport; onChange: (sport: Sport) => void }) {
  const { t } = useTranslation();
  const label = useMemo(() => t('scores.sport.label'), [t]);
  const names = useMemo(() => SPORTS.map((s) => t(`scores.sport.${s}`)), [t]);
  return (
    <div className={styles.sports} role="tablist" aria-label={label}>
      {SPORTS.map((s, i) => (
        <button key={s} type="button" role="tab" aria-selected={s === sport} className={s === sport ? styles.sportOn : styles.sport} onClick={() => onChange(s)} data-testid={`sport-${s}`}>
          {names[i]}
        </button>
      ))}
    </div>
  );
}

export function ModeTabs({ sport, mode, onChange }: { sport: Sport; mode: ScoreMode; onChange: (mode: ScoreMode) => void }) {
  const { t } = useTranslation();
  const modes = useMemo(() => modesOf(sport).map((m) => ({ mode: m, name: t(`scores.mode.${m}`) })), [sport, t]);
  return (
    <div className={styles.modes} role="tablist">
      {modes.map(({ mode: m, name }) => (
        <button key={m} type="button" role="tab" aria-selected={m === mode} className={m === mode ? styles.modeOn : styles.mode} onClick={() => onChange(m)} data-testid={`mode-${m}`}>
          {name}
        </button>
      ))}
    </div>
  );
}

/** The days a date strip offers: today and the six after it (schedule) or before it (results). */
export function stripDates(direction: 'future' | 'past', now: number): string[] {
  return Array.from({ length: STRIP_DAYS }, (_, i) => beijingDate(now, direction === 'future' ? i : i - (STRIP_DAYS - 1)));
}

export function DateStrip({ mode, date, now, onChange }: { mode: ScoreMode; date: string; now: number; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const direction = dateStripOf(mode);
  const days = useMemo(() => {
    if (!direction) return [];
    const today = beijingDate(now);
    return stripDates(direction, now).map((day) => ({
      day,
      weekday: day === today ? t('scores.date.today') : t(`scores.date.weekday.${weekdayOf(day)}` as 'scores.date.weekday.0'),
    }));
  }, [direction, now, t]);
  if (!direction) return null;
  return (
    <div className={styles.dates} data-testid="date-strip">
      {days.map(({ day, weekday }) => (
        <button key={day} type="button" className={day === date ? styles.dateOn : styles.date} onClick={() => onChange(day)} data-testid={`date-${day}`}>
          <span className={styles.weekday}>{weekday}</span>
          <span>{day.slice(5)}</span>
        </button>
      ))}
      <DatePick direction={direction} date={date} now={now} picked={!days.some((d) => d.day === date)} onChange={onChange} />
    </div>
  );
}
