import { FilterView } from '../components/filter-view.tsx';

/** Filters for sfc plans. */
export default function SfcFiltersPage() {
  return <FilterView game="sfc" />;
}
