import { useSearchParams } from 'react-router-dom';
import { FilterView } from '../components/filter-view.tsx';
import { gameParam } from '../model/games.ts';

/** Filters for jingcai plans (football, or basketball with ?game=jclq). */
export default function FiltersPage() {
  const [params] = useSearchParams();
  const game = gameParam(params.get('game'));
  return <FilterView key={game} game={game === 'jclq' ? 'jclq' : 'jczq'} />;
}
