import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveLink } from '../../lib/link/resolve-link.ts';
import { paths } from '../routes/paths.ts';
import { isServed } from '../routes/route-table.ts';
import { isTabPath } from './tabs.ts';

/** Follows a message link (`{type}://link{target}`); see resolveLink for the rules. */
export function useOpenLink(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const action = resolveLink(href, { isServed, isTab: isTabPath });
      if (action.kind === 'tab') void navigate(action.path, { replace: true });
      else if (action.kind === 'page') void navigate(action.to);
      else if (action.kind === 'external') {
        // The in-app web view opens it when that page exists; until then the browser does.
        if (isServed(paths.webView)) void navigate(`${paths.webView}?url=${encodeURIComponent(action.url)}`);
        else window.location.assign(action.url);
      }
    },
    [navigate],
  );
}
