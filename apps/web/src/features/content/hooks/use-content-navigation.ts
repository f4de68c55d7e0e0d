import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/routes/paths.ts';
import { isServed } from '../../../app/routes/route-table.ts';
import { useOpenLink } from '../../../app/shell/use-open-link.ts';
import { articleHref } from '../content-paths.ts';

/** Where content screens send the user: articles, matches (when that page exists), links, paths. */
export function useContentNavigation() {
  const navigate = useNavigate();
  const openLink = useOpenLink();
  return {
    openLink,
    isServed,
    openPath: (path: string) => void navigate(path),
    openArticle: (id: number) => void navigate(articleHref(id)),
    openMatch: isServed(paths.matchDetails) ? (id: string) => void navigate(`${paths.matchDetails}?id=${encodeURIComponent(id)}`) : undefined,
  };
}
