import { createElement } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { routeTable, type RouteEntry } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { PageErrorBoundary } from './shell/page-error-boundary.tsx';

type Page = RouteEntry['page'];

/** React Router's own matching: letter case and a trailing slash do not matter. */
function routeKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

const routesByPath = new Map<string, RouteEntry>(routeTable.map((route) => [routeKey(route.path), route]));

/** The page the app serves at a path, if any. */
export function pageAt(pathname: string): Page | undefined {
  return routesByPath.get(routeKey(pathname))?.page;
}

/**
 * Starts fetching the code of the page at `pathname`, before React renders it. Fetching a chunk
 * inserts a preload link per file it imports (26 for the scores tab when it was lazy, some
 * 11 ms on a mid-range phone): from the lazy page's render, that work was one slice React could
 * not split. Here it is a task of its own. The lazy page's own load then finds the module already fetched;
 * a failure is left for it to report.
 */
export function startLoadingPage(pathname: string): void {
  routesByPath
    .get(routeKey(pathname))
    ?.load()
    .catch(() => undefined);
}

/**
 * Hash routes exactly as the spec names them (`#/pages/tabBar/user`); unknown paths go to '/'.
 * Every path is static, so one route takes them all and a map finds the page: given the route
 * table's ~90 routes, React Router flattened and ranked each one, about 60 ms of the start-up at
 * 4× CPU. The router is React Router's declarative one: the app uses none of the data router's
 * loaders or actions, and leaving it out takes about 50 KB of minified script off the first load.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="*" element={<RoutedPage />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

function RoutedPage() {
  const { pathname, search } = useLocation();
  const page = pageAt(pathname);
  return <PageErrorBoundary resetKey={pathname + search}>{page ? createElement(page) : <Navigate to="/" replace />}</PageErrorBoundary>;
}
