import { CalendarPicker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './score-header.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

/** How far the calendar reaches from today (the server answers any day within this, from the replayed calendar). */
export const PICK_RANGE_DAYS = 60;

/** A Beijing `YYYY-MM-DD` as the picker's local-midnight `Date` (the picker works in local days). */
function toLocalDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function fromLocalDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The strip's last button: a calendar over the next (schedule) or last (results) 60 days, as
 * 雷速 and 懂球帝 offer beyond their week. It shows the picked day when the strip does not.
 */
export function DatePick({ direction, date, now, picked, onChange }: { direction: 'future' | 'past'; date: string; now: number; picked: boolean; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [min, max] = direction === 'future' ? [beijingDate(now), beijingDate(now, PICK_RANGE_DAYS)] : [beijingDate(now, -PICK_RANGE_DAYS), beijingDate(now)];
  return (
    <>
      <button type="button" className={picked ? styles.dateOn : styles.date} onClick={() => setOpen(true)} data-testid="date-pick" aria-label={t('scores.date.pickLabel')}>
        <span className={styles.weekday}>{t('scores.date.pick')}</span>
        <span>{picked ? date.slice(5) : '▾'}</span>
      </button>
      <CalendarPicker
        visible={open}
        selectionMode="single"
        value={toLocalDay(date)}
        min={toLocalDay(min)}
        max={toLocalDay(max)}
        weekStartsOn="Monday"
        title={t('scores.date.pickLabel')}
        onClose={() => setOpen(false)}
        onConfirm={(value) => {
          if (value) onChange(fromLocalDay(value));
        }}
      />
    </>
  );
}
