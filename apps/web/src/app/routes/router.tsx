import { createBrowserRouter, generatePath, type RouteObject, redirect } from 'react-router';
import { AppLayout } from '../shell/AppLayout.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { redirects } from './redirects.ts';
import { notFoundRoute, type PageRoute, pageRoutes } from './route-table.ts';

function toRouteObject(page: PageRoute): RouteObject {
  return { path: page.path, handle: { meta: page.meta }, lazy: page.screen };
}

function toRedirectRoute({ from, to }: { from: string; to: string }): RouteObject {
  return {
    path: from,
    loader: ({ params, request }) => {
      const { search } = new URL(request.url);
      return redirect(`${generatePath(to, params)}${search}`);
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [...pageRoutes.map(toRouteObject), ...redirects.map(toRedirectRoute), toRouteObject(notFoundRoute)],
  },
];

export const router = createBrowserRouter(routes);
