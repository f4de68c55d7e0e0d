import { useTranslation } from 'react-i18next';
import { dateStripOf, modesOf, type ScoreMode } from '../model/modes.ts';
import type { Sport } from '../model/score-row.ts';
import styles from './score-header.module.css';
import { beijingDate, weekdayOf } from '../../../lib/time/beijing.ts';

const SPORTS: readonly Sport[] = ['football', 'basketball'];
const STRIP_DAYS = 7;

export function SportSwitch({ sport, onChange }: { sport: Sport; onChange: (sport: Sport) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sports} role="tablist" aria-label={t('scores.sport.label')}>
      {SPORTS.map((s) => (
        <button key={s} type="button" role="tab" aria-selected={s === sport} className={s === sport ? styles.sportOn : styles.sport} onClick={() => onChange(s)} data-testid={`sport-${s}`}>
          {t(`scores.sport.${s}`)}
        </button>
      ))}
    </div>
  );
}

export function ModeTabs({ sport, mode, onChange }: { sport: Sport; mode: ScoreMode; onChange: (mode: ScoreMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.modes} role="tablist">
      {modesOf(sport).map((m) => (
        <button key={m} type="button" role="tab" aria-selected={m === mode} className={m === mode ? styles.modeOn : styles.mode} onClick={() => onChange(m)} data-testid={`mode-${m}`}>
          {t(`scores.mode.${m}`)}
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
  if (!direction) return null;
  const today = beijingDate(now);
  return (
    <div className={styles.dates} data-testid="date-strip">
      {stripDates(direction, now).map((day) => (
        <button key={day} type="button" className={day === date ? styles.dateOn : styles.date} onClick={() => onChange(day)} data-testid={`date-${day}`}>
          <span className={styles.weekday}>{day === today ? t('scores.date.today') : t(`scores.date.weekday.${weekdayOf(day)}` as 'scores.date.weekday.0')}</span>
          <span>{day.slice(5)}</span>
        </button>
      ))}
    </div>
  );
}
