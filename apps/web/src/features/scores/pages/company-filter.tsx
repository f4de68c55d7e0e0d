import { List, Radio, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useOddsBook } from '../api/use-score-lists.ts';
import { ListEmpty, ListSkeleton } from '../components/list-states.tsx';
import type { Sport } from '../model/score-row.ts';
import { settingsStore, useScoreSettings, type BasketballCompany } from '../stores/score-settings.ts';
import styles from './pages.module.css';
import { beijingDate } from '../../../lib/time/beijing.ts';

/**
 * Company filter (screen_companies, screen_companies_l): which company's prices the rows show.
 * Football offers every company quoting today's matches; basketball the bookmaker line and the
 * Sports Lottery prices derived from it.
 */
export function CompanyFilter({ sport, testId }: { sport: Sport; testId: string }) {
  const { t } = useTranslation();
  const settings = useScoreSettings();
  const oddsType = sport === 'football' ? settings.footballOdds : settings.basketballOdds;
  const book = useOddsBook(sport, oddsType, beijingDate(Date.now()));
  const companies =
    sport === 'football'
      ? (book.data?.companies ?? []).map((c) => ({ id: c.id, name: c.name ?? c.id }))
      : (['bookmaker', 'lottery'] as const).map((id) => ({ id, name: t(`scores.companies.${id}`) }));
  const current = sport === 'football' ? settings.footballCompany : settings.basketballCompany;

  const choose = (id: string) => {
    settingsStore.update(sport === 'football' ? { footballCompany: id } : { basketballCompany: id as BasketballCompany });
    Toast.show({ content: t('scores.competitions.saved') });
  };

  return (
    <Page testId={testId} nav={{ title: t('scores.companies.title') }}>
      <p className={styles.hint}>{t('scores.companies.hint')}</p>
      {sport === 'football' && book.isPending && <ListSkeleton rows={4} />}
      {sport === 'football' && !book.isPending && companies.length === 0 && <ListEmpty text={t('scores.companies.empty')} />}
      <Radio.Group value={current} onChange={(value) => choose(String(value))}>
        <List>
          {companies.map((c) => (
            <List.Item key={c.id} extra={<Radio value={c.id} data-testid={`company-${c.id}`} />} onClick={() => choose(c.id)}>
              {c.name}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
    </Page>
  );
}
