import { CompetitionFilter } from './competition-filter.tsx';

/** /pages/score/screen_game_type: the competition filter of the football lists. */
export default function CompetitionFilterPage() {
  return <CompetitionFilter slot="football" sport="football" source="day" testId="scores-competitions-day" />;
}
