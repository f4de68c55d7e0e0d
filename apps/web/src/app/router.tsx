import { createElement } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { routeTable } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

/** Hash routes exactly as the spec names them (`#/pages/tabBar/user`); unknown paths go to '/'. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <RootLayout />,
      children: [
        ...routeTable.map((route) => ({ path: route.path, element: createElement(route.page), errorElement: <RouteError /> })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
