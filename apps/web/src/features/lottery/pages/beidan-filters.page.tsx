import { FilterView } from '../components/filter-view.tsx';

/** Filters for beidan plans. */
export default function BeidanFiltersPage() {
  return <FilterView game="beidan" />;
}
