import { useSearchParams } from 'react-router-dom';

/** A page's query parameter (spec: pages take their parameters from the query string); '' when absent. */
export function useQueryParam(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}
