import { useSearchParams } from 'react-router-dom';

/**
 * The open tab, kept in the address (`&tab=odds`) so a reload, a shared link or a link from
 * elsewhere opens the same tab; switching replaces the history entry rather than adding one.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t === params.get('tab')) ?? fallback;
  const select = (tab: T) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [current, select];
}
