import { useSearchParams } from 'react-router-dom';
import { useFootballDetail, useFootballLiveText } from '../api/football-api.ts';
import { FootballAnalysisPanel } from '../components/football/analysis-panel.tsx';
import { FootballEventsPanel } from '../components/football/events-panel.tsx';
import { FootballHeader } from '../components/football/football-header.tsx';
import { MatchCentre } from '../components/match-centre.tsx';
import { MatchMissing } from '../components/match-missing.tsx';
import { FootballOddsPanel } from '../components/odds/football-odds-panel.tsx';

/** The football match centre (course_details?id=…): header and the six tabs. */
export default function FootballMatchPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <FootballMatch id={id} /> : <MatchMissing />;
}

function FootballMatch({ id }: { id: string }) {
  const detail = useFootballDetail(id);
  const liveText = useFootballLiveText(id);
  return (
    <MatchCentre
      sport="football"
      id={id}
      detail={detail}
      liveText={{ lines: liveText.data?.events, isPending: liveText.isPending }}
      titleOf={(data) => `${data.home.shortName} vs ${data.away.shortName}`}
      header={(data, actions) => <FootballHeader detail={data} actions={actions} />}
      panel={(tab, data) => {
        if (tab === 'events') return <FootballEventsPanel id={id} version={data.version} status={data.status} clock={data.clock} />;
        if (tab === 'analysis') return <FootballAnalysisPanel id={id} home={data.home} away={data.away} />;
        return <FootballOddsPanel id={id} kickoffAt={data.kickoffAt} competitionId={data.competitionId} />;
      }}
    />
  );
}
