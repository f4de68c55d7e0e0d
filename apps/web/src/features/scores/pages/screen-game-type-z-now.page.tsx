import { CompetitionFilter } from './competition-filter.tsx';

/** /pages/score/screen_game_type_z_now: the competition filter of the footballNow lists. */
export default function CompetitionFilterPage() {
  return <CompetitionFilter slot="footballNow" sport="football" source="live" testId="scores-competitions-now" />;
}
