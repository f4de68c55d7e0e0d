import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useFootballCompetition, useNbaStandings } from '../api/competitions.ts';
import { FootballCompetition, type FootballTab } from '../components/football-competition.tsx';
import { NbaCompetition, type NbaTab } from '../components/nba-competition.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useQueryParam } from '../hooks/use-query-param.ts';

const NBA = 'nba';

/** data_list_details?id=…: one competition's table, results, fixtures (and attack / defence). */
export default function CompetitionPage() {
  const { t } = useTranslation();
  const id = useQueryParam('id');
  const isNba = id === NBA;
  const football = useFootballCompetition(id, !isNba && id !== '');
  const nba = useNbaStandings(isNba);
  const [footballTab, setFootballTab] = useState<FootballTab>('table');
  const [nbaTab, setNbaTab] = useState<NbaTab>('table');
  const name = (isNba ? nba.data?.competition.name : football.data?.competition.name) ?? t('data.title');
  return (
    <Page testId="competition-page" nav={{ title: name, tone: 'brand' }} onRefresh={() => (isNba ? nba.refetch() : football.refetch())}>
      {isNba ? (
        <QueryState query={nba} rows={10}>
          {(data) => <NbaCompetition data={data} tab={nbaTab} onTab={setNbaTab} />}
        </QueryState>
      ) : (
        <QueryState query={football} rows={10} missing={id === ''}>
          {(data) => <FootballCompetition data={data} tab={footballTab} onTab={setFootballTab} />}
        </QueryState>
      )}
    </Page>
  );
}
