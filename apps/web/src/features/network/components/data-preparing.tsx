import { lazy, Suspense, type ReactNode } from 'react';
import { useDataStatus } from '../api/data-status.ts';

// Seen only while a first start imports its data: loaded then, not with every tab's first paint.
const DataPreparing = lazy(() => import('./data-preparing-view.tsx'));

/**
 * Shows `children` once the server's match data is ready, and a friendly "preparing data" state
 * before (a first start imports the data for a few minutes: empty lists then would say "no
 * matches", which is not true). While the status is unknown or the call failed the children
 * show, with their own loading and error states.
 */
export function DataPreparingGate({ children }: { children: ReactNode }) {
  const status = useDataStatus();
  if (status.data && !status.data.ready) {
    return (
      <Suspense fallback={null}>
        <DataPreparing status={status.data} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
