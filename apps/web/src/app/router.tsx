import { createElement, type ComponentType, type LazyExoticComponent } from 'react';
import { createHashRouter, Navigate, useLocation } from 'react-router-dom';
import { routeTable } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

type Page = LazyExoticComponent<ComponentType>;

/** React Router's own matching: letter case and a trailing slash do not matter. */
function routeKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

const pagesByPath = new Map<string, Page>(routeTable.map((route) => [routeKey(route.path), route.page]));

/** The page the app serves at a path, if any. */
export function pageAt(pathname: string): Page | undefined {
  return pagesByPath.get(routeKey(pathname));
}

/**
 * Hash routes exactly as the spec names them (`#/pages/tabBar/user`); unknown paths go to '/'.
 * Every path is static, so one route takes them all and a map finds the page: given the route
 * table's ~90 routes, React Router flattened and ranked each one when the router was created,
 * about 60 ms of the start-up at 4× CPU.
 */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <RootLayout />,
      children: [{ path: '*', element: <RoutedPage />, errorElement: <RouteError /> }],
    },
  ]);
}

function RoutedPage() {
  const page = pageAt(useLocation().pathname);
  return page ? createElement(page) : <Navigate to="/" replace />;
}
