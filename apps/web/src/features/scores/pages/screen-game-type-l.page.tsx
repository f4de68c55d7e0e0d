import { CompetitionFilter } from './competition-filter.tsx';

/** /pages/score/screen_game_type_l: the competition filter of the basketball lists. */
export default function CompetitionFilterPage() {
  return <CompetitionFilter slot="basketball" sport="basketball" source="day" testId="scores-competitions-basketball" />;
}
