import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useCompetitions } from '../api/competitions.ts';
import { CompetitionGrid } from '../components/competition-grid.tsx';
import { QueryState } from '../components/query-state.tsx';
import styles from '../components/data.module.css';
import { competitionHref, dataPaths } from '../data-paths.ts';
import { ModelEntry } from '../../ai-models/components/model-entry.tsx';
import { DataPreparingGate } from '../../network/components/data-preparing.tsx';

/** The data tab: the lottery entries, then the leagues, the NBA and the international tournaments. */
export default function DataTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const competitions = useCompetitions();
  const open = (id: string) => void navigate(competitionHref(id));
  return (
    <Page testId="data-tab-page" nav={{ title: t('data.title'), back: false, tone: 'brand' }} onRefresh={() => competitions.refetch()}>
      <div className={styles.entries}>
        <button type="button" className={styles.entry} onClick={() => void navigate(dataPaths.issues)} data-testid="entry-issues">
          <span className={styles.entryTitle}>{t('data.issues.title')}</span>
          <span className={styles.entryHint}>{t('data.issues.hint')}</span>
        </button>
        <button type="button" className={styles.entry} onClick={() => void navigate(dataPaths.draws)} data-testid="entry-draws">
          <span className={styles.entryTitle}>{t('data.draws.title')}</span>
          <span className={styles.entryHint}>{t('data.draws.hint')}</span>
        </button>
      </div>
      <ModelEntry model="football" />
      <DataPreparingGate>
        <QueryState query={competitions} rows={8}>
          {(data) => (
            <>
              <CompetitionGrid title={t('data.leagues')} competitions={data.competitions.filter((c) => c.kind === 'league' && c.sport === 'football')} onOpen={open} testId="group-leagues" />
              <CompetitionGrid title={t('data.basketball')} competitions={data.competitions.filter((c) => c.sport === 'basketball')} onOpen={open} testId="group-basketball" />
              <CompetitionGrid title={t('data.internationals')} competitions={data.competitions.filter((c) => c.kind === 'international')} onOpen={open} testId="group-internationals" />
            </>
          )}
        </QueryState>
      </DataPreparingGate>
    </Page>
  );
}
