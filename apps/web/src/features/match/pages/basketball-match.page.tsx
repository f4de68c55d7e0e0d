import { useSearchParams } from 'react-router-dom';
import { useBasketballDetail, useBasketballLiveText } from '../api/basketball-api.ts';
import { BasketballAnalysisPanel } from '../components/basketball/basketball-analysis-panel.tsx';
import { BasketballHeader } from '../components/basketball/basketball-header.tsx';
import { BasketballOddsPanel } from '../components/basketball/basketball-odds-panel.tsx';
import { BasketballGamePanel } from '../components/basketball/game-panel.tsx';
import { MatchCentre } from '../components/match-centre.tsx';
import { MatchMissing } from '../components/match-missing.tsx';

/** The basketball match centre (course_detailsL?id=…): header and the six tabs. */
export default function BasketballMatchPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id ? <BasketballMatch id={id} /> : <MatchMissing />;
}

function BasketballMatch({ id }: { id: string }) {
  const detail = useBasketballDetail(id);
  const liveText = useBasketballLiveText(id);
  return (
    <MatchCentre
      sport="basketball"
      id={id}
      detail={detail}
      liveText={{ lines: liveText.data?.lines, isPending: liveText.isPending }}
      titleOf={({ game }) => `${game.away.shortName} @ ${game.home.shortName}`}
      header={(data, actions) => <BasketballHeader detail={data} actions={actions} />}
      panel={(tab, data) => {
        if (tab === 'events') return <BasketballGamePanel detail={data} />;
        if (tab === 'analysis') return <BasketballAnalysisPanel id={id} homeName={data.game.home.shortName} awayName={data.game.away.shortName} />;
        return <BasketballOddsPanel id={id} />;
      }}
    />
  );
}
