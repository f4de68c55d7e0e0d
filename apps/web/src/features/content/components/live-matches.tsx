import type { FootballRow } from '@scoreline/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { liveFirst, MatchRow } from './match-row.tsx';
import styles from './content.module.css';

export interface LiveMatchesProps {
  rows: FootballRow[] | undefined;
  limit?: number;
  onOpenMatch?: (id: string) => void;
  onMore?: () => void;
}

/** Live and hot matches: live first, then the next to kick off; push keeps them current. */
export function LiveMatches({ rows, limit, onOpenMatch, onMore }: LiveMatchesProps) {
  const { t } = useTranslation();
  const shown = rows ? liveFirst(rows).slice(0, limit ?? rows.length) : undefined;
  return (
    <section className={styles.section} data-testid="live-matches">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{t('content.liveAndHot')}</span>
        {onMore && (
          <button type="button" className={styles.more} onClick={onMore}>
            {t('content.more')}
          </button>
        )}
      </div>
      {!shown && <Skeleton.Paragraph lineCount={4} animated />}
      {shown?.length === 0 && <p className={styles.footer}>{t('content.noLiveMatches')}</p>}
      {shown?.map((row) => <MatchRow key={row.id} row={row} onOpen={onOpenMatch} />)}
    </section>
  );
}
