import { useTranslation } from 'react-i18next';
import type { Competition } from '../api/data-types.ts';
import styles from './data.module.css';

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
              {[...c.shortName].slice(0, 2).join('')}
            </span>
            <span className={styles.competitionName}>{c.shortName}</span>
            <span className={styles.competitionSeason}>{c.season ?? t('data.noSeason')}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
