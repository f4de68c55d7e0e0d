import type { ReactNode } from 'react';
import { useSalesClosed } from '../hooks/use-sales-closed.ts';

/** Renders the buy controls until kick-off, then what stands in for them (a disabled 已截止). */
export function OnSaleUntilKickoff({ kickoffAt, closed, children }: { kickoffAt: number; closed: ReactNode; children: ReactNode }) {
  return <>{useSalesClosed(kickoffAt) ? closed : children}</>;
}
