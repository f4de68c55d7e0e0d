import { FilterView } from '../components/filter-view.tsx';

/** Filters for rjiu plans. */
export default function RjiuFiltersPage() {
  return <FilterView game="rjiu" />;
}
