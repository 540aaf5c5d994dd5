import { createBrowserRouter, generatePath, type RouteObject, redirect } from 'react-router';
import { AppLayout } from '../shell/AppLayout.tsx';
import { FirstScreenLoading } from '../shell/FirstScreenLoading.tsx';
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
    // Every page's code is lazy: on a first load the router waits for it, showing this meanwhile.
    HydrateFallback: FirstScreenLoading,
    children: [...pageRoutes.map(toRouteObject), ...redirects.map(toRedirectRoute), toRouteObject(notFoundRoute)],
  },
];

export const router = createBrowserRouter(routes);
