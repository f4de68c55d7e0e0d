import { useTranslation } from 'react-i18next';
import type { Competition } from '../api/data-types.ts';
import styles from './data.module.css';
import { ReplayBadge } from './replay-badge.tsx';

/**
 * A badge's text: an upper-case Latin abbreviation of up to three characters whole (NBA, CSL, UNL), any
 * other name's first two characters (英超, 世预). Cutting every name at two made the NBA's
 * badge "NB", which in Chinese reads as crude slang.
 *
 * @example badgeText('NBA') // 'NBA'
 * @example badgeText('英超') // '英超'
 */
export function badgeText(shortName: string): string {
  return /^[A-Z0-9]{1,3}$/.test(shortName) ? shortName : [...shortName].slice(0, 2).join('');
}

/** Competitions as coloured badges, four a row. */
export function CompetitionGrid({ title, competitions, onOpen, testId }: { title: string; competitions: readonly Competition[]; onOpen: (id: string) => void; testId: string }) {
  const { t } = useTranslation();
  if (competitions.length === 0) return null;
  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.sectionTitle}>{title}</div>
      <div className={styles.grid}>
        {competitions.map((c) => (
          <button key={c.id} type="button" className={styles.competition} onClick={() => onOpen(c.id)} data-testid={`competition-${c.id}`}>
            <span className={styles.competitionBadge} style={{ background: c.colour }} aria-hidden="true">
              {badgeText(c.shortName)}
            </span>
            <span className={styles.competitionName}>{c.shortName}</span>
            <span className={styles.competitionSeason}>
              {c.season ?? t('data.noSeason')}
              <ReplayBadge replayed={c.replayed} short />
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
